/**
 * The contracts of a restaurant's team (issue 17): its members and invitations (the Staff page), the restaurants a
 * person belongs to (the switcher, Settings), the invitation page, ownership transfer, the two-factor rule and the
 * activity log. The server validates with these schemas and the web app reads the same types; the texts a person
 * reads that both sides need live here too.
 */
import { z } from 'zod';
import { RestaurantNameSchema, TimeZoneSchema } from './account.ts';
import { englishMessages as en, type Messages, msg } from './messages/index.ts';
import { getPlan, PLANS, type PlanId } from './plans.ts';
import { ROLES, type Role } from './team.ts';

export const RoleSchema = z.enum(ROLES);

/** Roles an invitation or a role change may give; ownership moves only by transfer (with the owner's password). */
export const GRANTABLE_ROLES = ['manager', 'front_of_house', 'kitchen'] as const satisfies readonly Role[];
export const GrantableRoleSchema = z.enum(GRANTABLE_ROLES, { error: msg((m) => m.team.chooseGrantableRole) });
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** What each role may do, in a sentence, for the invite form and the Staff page. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including billing, staff and deleting the restaurant.',
  manager: 'Everything except billing, deleting the restaurant and transferring ownership.',
  front_of_house: 'Takes phone orders, changes order status, switches dishes on and off, sees guest contact details.',
  kitchen: 'Sees orders and changes their status; guest phone numbers and emails stay hidden.',
};

/** Invitations last 7 days. */
export const INVITATION_VALID_DAYS = 7;
/** Invitation mails (new and resent) one restaurant may send per day. */
export const INVITATION_MAILS_PER_DAY = 100;

const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: msg((m) => m.team.emailTooLong) })
  .email({ error: msg((m) => m.team.emailInvalid) });

// ---------------------------------------------------------------------------------------------------------------------
// The Staff page: GET /api/staff

export const StaffMemberSchema = z.object({
  /** The membership's id: what PATCH/DELETE /api/staff/members/:id and transfer-ownership name. */
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  joined_at: z.string(),
  /** The latest of their last sign-in activity and their last entry in the activity log; null when never seen. */
  last_active_at: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  /** The member reading the page. */
  is_you: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** pending until its expiry; expired ones stay listed (to resend or revoke) until revoked. */
  status: z.enum(['pending', 'expired']),
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const SeatsSchema = z.object({
  /** Members (the owner included) plus pending invitations. */
  used: z.number().int(),
  /** The plan's staff limit; null: unlimited. */
  limit: z.number().int().nullable(),
  plan_id: z.enum(PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]]).nullable(),
});

export const StaffResponseSchema = z.object({
  members: z.array(StaffMemberSchema),
  invitations: z.array(StaffInvitationSchema),
  seats: SeatsSchema,
  /** Why no invitation can be sent now (the plan's limit is reached, or no plan): the Staff page shows it. */
  invite_blocked_reason: z.string().nullable(),
  /** The owner's rule: managers must sign in with a second factor. */
  managers_need_two_factor: z.boolean(),
});
export type StaffResponse = z.infer<typeof StaffResponseSchema>;

/** POST /api/staff/invitations */
export const InviteBodySchema = z.object({ email: EmailSchema, role: GrantableRoleSchema });
export type InviteBody = z.infer<typeof InviteBodySchema>;
export const InvitationResponseSchema = z.object({ invitation: StaffInvitationSchema });

/** PATCH /api/staff/members/:id */
export const ChangeRoleBodySchema = z.object({ role: GrantableRoleSchema });
export const MemberResponseSchema = z.object({ member: StaffMemberSchema });

/** POST /api/staff/transfer-ownership: the owner hands ownership to a manager and becomes a manager. */
export const TransferOwnershipBodySchema = z.object({
  member_id: z.string().min(1).max(100),
  password: z
    .string()
    .min(1, { error: msg((m) => m.team.enterPassword) })
    .max(128),
});

/** PUT /api/staff/two-factor-rule (owner only). */
export const TwoFactorRuleBodySchema = z.object({ managers_need_two_factor: z.boolean() });
export const TwoFactorRuleResponseSchema = TwoFactorRuleBodySchema;

/**
 * The message of a PLAN_LIMIT_REACHED answer to an invitation: the limit, and the plan that allows more. English
 * unless given the messages of another language (`messagesFor(locale)`).
 */
export function staffLimitMessage(planId: PlanId | null, messages: Messages = en): string {
  if (!planId) return messages.team.staffLimitNoPlan;
  const plan = getPlan(planId);
  const next = PLANS.find((candidate) => candidate.limits.staff === null || (candidate.limits.staff ?? 0) > (plan.limits.staff ?? 0));
  return messages.team.staffLimit(plan.name, plan.limits.staff, next ? { name: next.name, limit: next.limits.staff } : null);
}

// ---------------------------------------------------------------------------------------------------------------------
// A person's restaurants: GET/POST /api/restaurants, POST /api/restaurants/:id/leave; switching is better-auth's
// POST /api/auth/organization/set-active { organizationId }.

export const MyRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: RoleSchema,
  /** The restaurant this session acts for. */
  active: z.boolean(),
});
export type MyRestaurant = z.infer<typeof MyRestaurantSchema>;
export const MyRestaurantsResponseSchema = z.object({ restaurants: z.array(MyRestaurantSchema) });

/** POST /api/restaurants: an owner (of any restaurant) opens another one; it starts without a plan. */
export const CreateRestaurantBodySchema = z.object({ restaurant_name: RestaurantNameSchema, timezone: TimeZoneSchema.default('UTC') });
export const MyRestaurantResponseSchema = z.object({ restaurant: MyRestaurantSchema });

/** In English (the web's copies and the tests compare it); Messages['team'].lastOwner in the reader's language. */
export const LAST_OWNER_MESSAGE = en.team.lastOwner;

// ---------------------------------------------------------------------------------------------------------------------
// The invitation page /invitations/:id: GET /api/invitations/:id (public: the link is the secret), then
// POST /api/invitations/:id/accept or /decline signed in with the invited email.

export const PUBLIC_INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'declined', 'revoked'] as const;
export const PublicInvitationSchema = z.object({
  id: z.string(),
  restaurant_name: z.string(),
  inviter_name: z.string(),
  role: RoleSchema,
  /** The invited address: the invitee signs up or signs in with it. */
  email: z.string(),
  status: z.enum(PUBLIC_INVITATION_STATUSES),
  expires_at: z.string(),
});
export type PublicInvitation = z.infer<typeof PublicInvitationSchema>;
export const PublicInvitationResponseSchema = z.object({ invitation: PublicInvitationSchema });

/** In English; Messages['team'] holds them in the reader's language. */
export const INVITATION_EMAIL_MISMATCH_MESSAGE = en.team.invitationEmailMismatch;
export const INVITATION_EXPIRED_MESSAGE = en.team.invitationExpired;
export const INVITATION_USED_MESSAGE = en.team.invitationUsed;

// ---------------------------------------------------------------------------------------------------------------------
// The activity log: GET /api/staff/members/:id/activity (one member's entries), GET /api/orders/:id/activity.

export const ACTIVITY_ACTIONS = [
  'order.created',
  'order.status_changed',
  'menu_item.created',
  'menu_item.updated',
  'menu_item.availability_changed',
  'menu_item.deleted',
  'option_group.created',
  'option_group.updated',
  'option_group.deleted',
  'option.availability_changed',
  'menu_item.portions_changed',
  'option.portions_changed',
  'portions.reset',
  'category.created',
  'category.renamed',
  'category.hidden',
  'category.deleted',
  'category.reordered',
  'category.dishes_reordered',
  /** The dining room's tables (decision 0033): table.created {label}; table.renamed {from, to}; table.deleted {label}; table.reordered {labels}. */
  'table.created',
  'table.renamed',
  'table.deleted',
  'table.reordered',
  /** A menu file imported (issue 19): subject the restaurant; details {created, updated, groups_created, groups_updated}. */
  'menu.imported',
  'invitation.sent',
  'invitation.resent',
  'invitation.revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'ownership.transferred',
  'restaurant.two_factor_rule_changed',
  /** The order page's privacy notice and/or imprint changed (decision 0034): subject the restaurant; details {changed}. */
  'legal.updated',
  /** Screens and printers paired with a code (decision 0036): subject the device; details {name, kind}. */
  'device.added',
  'device.code_renewed',
  'device.revoked',
  /** The kitchen's stations (decision 0037): station.created {name}; station.renamed {from, to}; station.deleted {name}. */
  'station.created',
  'station.renamed',
  'station.deleted',
  /** station.reordered {names}; kitchen.routing_changed {categories, dishes} (how many were sent); kitchen.colours_changed {warn_minutes, late_minutes} — subject the restaurant. */
  'station.reordered',
  'kitchen.routing_changed',
  'kitchen.colours_changed',
  /** Printers (decision 0038): printer.added {name, protocol}; printer.updated {name, changes: [field, …]}; printer.removed {name}. */
  'printer.added',
  'printer.updated',
  'printer.removed',
  /** An order printed from its detail (decision 0038): subject the order; details {jobs, copy, purpose?}. */
  'order.printed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ActivityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who did it: null for the guest (an online order) or an account since deleted; the name stays. */
  actor_user_id: z.string().nullable(),
  actor_name: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  subject_type: z.enum(['order', 'menu_item', 'option_group', 'category', 'member', 'invitation', 'restaurant', 'table', 'device', 'station', 'printer']),
  subject_id: z.string(),
  /**
   * What changed, by action: order.status_changed {from, to}; order.created {total}; menu_item.* {name, changes?:
   * {field: {from, to}}, available?}; option_group.* {name}; option.availability_changed {name, group, available}
   * (subject: the group); menu_item.portions_changed {name, left, par, from_left, from_par}; option.portions_changed
   * {name, group, left, par, from_left, from_par} (subject: the group); portions.reset {items, options} (how many
   * counts; subject: the restaurant); category.created {name}; category.renamed {from, to} (the same name when only its
   * translations changed); category.hidden {name, hidden}; category.deleted {name, moved_to?, dishes};
   * category.reordered {names} (subject: the restaurant); category.dishes_reordered {name}; invitation.* {email, role};
   * menu.imported {created, updated, groups_created, groups_updated} (subject: the restaurant); member.* {name, role?,
   * from?, to?};
   * ownership.transferred {from_name, to_name}; restaurant.two_factor_rule_changed {managers_need_two_factor};
   * legal.updated {changed: ['privacy_notice' | 'legal_imprint', …]} (subject: the restaurant); device.*, station.*,
   * kitchen.*, printer.* and order.printed as their entries above say.
   */
  details: z.record(z.string(), z.unknown()),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ACTIVITY_PAGE_SIZE = 50;
export const ActivityQuerySchema = z.object({
  /** The `next_cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export const ActivityResponseSchema = z.object({ entries: z.array(ActivityEntrySchema), next_cursor: z.string().nullable() });
export type ActivityResponse = z.infer<typeof ActivityResponseSchema>;
