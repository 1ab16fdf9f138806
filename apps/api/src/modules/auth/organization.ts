/**
 * better-auth's organization plugin, as Maître uses it: the restaurant is the organization, its members and
 * invitations the plugin's (db/schema/team.ts), and the session's active organization is the restaurant a session
 * acts for. Of its endpoints only the member's own ones stay: switching the active restaurant and listing one's
 * restaurants. Everything that changes a team (create, invite, role, remove, leave, delete) is Maître's own routes
 * (modules/team), each one transaction with the staff limit, the role rules and the activity log; the plugin's
 * versions are switched off (`disabledPaths` in auth.ts), so they answer 404.
 */
import type { ROLES, Role } from '@maitre/shared/team';
import { createAccessControl } from 'better-auth/plugins/access';
import { organization } from 'better-auth/plugins/organization';

/** The statements the plugin's own checks ask about; only its read endpoints are reachable. */
const statements = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
} as const;

const access = createAccessControl(statements);

const roles: Record<Role, ReturnType<typeof access.newRole>> = {
  owner: access.newRole({ organization: ['update', 'delete'], member: ['create', 'update', 'delete'], invitation: ['create', 'cancel'] }),
  manager: access.newRole({ organization: ['update'], member: ['create', 'update', 'delete'], invitation: ['create', 'cancel'] }),
  front_of_house: access.newRole({ organization: [], member: [], invitation: [] }),
  kitchen: access.newRole({ organization: [], member: [], invitation: [] }),
};

/** Invitations last a week (the team issue); the plugin's default is 48 hours. */
export const INVITATION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;

export function organizationPlugin() {
  return organization({
    ac: access,
    roles,
    creatorRole: 'owner' satisfies (typeof ROLES)[number],
    invitationExpiresIn: INVITATION_EXPIRES_IN_SECONDS,
    disableOrganizationDeletion: true,
    allowUserToCreateOrganization: false,
  });
}

/** The plugin's endpoints Maître does not serve (they answer 404): its own routes do this work (modules/team). */
export const DISABLED_ORGANIZATION_PATHS = [
  '/organization/create',
  '/organization/update',
  '/organization/delete',
  '/organization/check-slug',
  '/organization/invite-member',
  '/organization/cancel-invitation',
  '/organization/accept-invitation',
  '/organization/reject-invitation',
  '/organization/get-invitation',
  '/organization/list-invitations',
  '/organization/list-user-invitations',
  '/organization/remove-member',
  '/organization/update-member-role',
  '/organization/leave',
  '/organization/get-organization',
  '/organization/get-full-organization',
  '/organization/get-active-member',
  '/organization/get-active-member-role',
  '/organization/list-members',
  '/organization/has-permission',
  '/organization/add-member',
];
