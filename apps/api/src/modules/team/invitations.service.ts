/**
 * The invitee's side of an invitation: the public page (the mailed link is the capability), accepting or declining
 * signed in with the invited address, and joining at sign-up. Joining inserts the membership, closes the invitation
 * and writes `member.joined` in one transaction on the restaurant.
 */
import type { MyRestaurant, PublicInvitation } from '@maitre/shared/staff';
import { eq } from 'drizzle-orm';
import { actAsRestaurantIn, type Executor, type TenantDatabase } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SignedIn } from '../auth/authenticate.ts';
import { actorOf, insertActivity } from './activity.repository.ts';
import { closeInvitation, findInvitation, type PublicInvitationRow } from './staff.repository.ts';
import { findRestaurant, findRole, insertMember } from './team.repository.ts';

const invitationNotFound = () => new AppError('NOT_FOUND', (m) => m.team.invitationNotFound);

const STATUS: Record<string, PublicInvitation['status']> = { accepted: 'accepted', rejected: 'declined', canceled: 'revoked' };

function publicStatus(row: PublicInvitationRow): PublicInvitation['status'] {
  if (row.status === 'pending') return row.expiresAt.getTime() > Date.now() ? 'pending' : 'expired';
  return STATUS[row.status] ?? 'revoked';
}

export async function getPublicInvitation(db: Executor, invitationId: string): Promise<PublicInvitation> {
  const row = await findInvitation(db, invitationId);
  if (!row) throw invitationNotFound();
  return {
    id: row.id,
    restaurant_name: row.restaurantName,
    inviter_name: row.inviterName,
    role: row.role,
    email: row.email,
    status: publicStatus(row),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Refuses an invitation that is not pending and valid, or was sent to another address. */
function requireUsable(row: PublicInvitationRow, email: string): void {
  if (row.status !== 'pending') throw new AppError('CONFLICT', (m) => m.team.invitationUsed);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('CONFLICT', (m) => m.team.invitationExpired);
  if (row.email !== email.trim().toLowerCase()) throw new AppError('FORBIDDEN', (m) => m.team.invitationEmailMismatch(row.email));
}

/** Inside the restaurant's transaction, holding the invitation: the membership, the invitation closed, the activity entry. */
async function join(scope: RestaurantTx, row: PublicInvitationRow, person: { userId: string; name: string }): Promise<void> {
  const { tx } = scope;
  if (!(await findRole(tx, row.restaurantId, person.userId))) await insertMember(tx, { restaurantId: row.restaurantId, userId: person.userId, role: row.role });
  await closeInvitation(tx, row.id, 'accepted');
  await insertActivity(scope, {
    ...actorOf(person),
    action: 'member.joined',
    subjectType: 'member',
    subjectId: person.userId,
    details: { name: person.name, role: row.role },
  });
}

/** Accepts with the signed-in account; the session then acts for the restaurant joined. */
export async function acceptInvitation(
  database: TenantDatabase,
  signedIn: SignedIn,
  invitationId: string,
  membershipChanged: (userId: string) => void,
): Promise<MyRestaurant> {
  const found = await findInvitation(database.db, invitationId);
  if (!found) throw invitationNotFound();
  const joined = await database.withRestaurant(found.restaurantId, async (scope) => {
    const { tx } = scope;
    const row = await findInvitation(tx, invitationId, true);
    if (!row) throw invitationNotFound();
    requireUsable(row, signedIn.email);
    await join(scope, row, { userId: signedIn.userId, name: signedIn.name });
    await tx.update(session).set({ activeOrganizationId: row.restaurantId }).where(eq(session.id, signedIn.sessionId));
    const restaurant = await findRestaurant(tx, row.restaurantId);
    return { id: row.restaurantId, name: restaurant?.name ?? row.restaurantName, slug: restaurant?.slug ?? '', role: row.role, active: true };
  });
  // The session now acts for the restaurant joined: its cached form must go.
  membershipChanged(signedIn.userId);
  return joined;
}

export async function declineInvitation(database: TenantDatabase, signedIn: SignedIn, invitationId: string): Promise<void> {
  const found = await findInvitation(database.db, invitationId);
  if (!found) throw invitationNotFound();
  await database.withRestaurant(found.restaurantId, async ({ tx }) => {
    const row = await findInvitation(tx, invitationId, true);
    if (!row) throw invitationNotFound();
    requireUsable(row, signedIn.email);
    await closeInvitation(tx, invitationId, 'rejected');
  });
}

/**
 * Sign-up through an invitation (`invitation_id` in the body): checked before the account is written, joined in the
 * sign-up's own transaction. Answers the invitation to join, or throws a refusal to show on the form.
 */
export async function usableInvitationForSignUp(db: Executor, invitationId: string, email: string): Promise<PublicInvitationRow> {
  const row = await findInvitation(db, invitationId);
  if (!row) throw new AppError('NOT_FOUND', (m) => m.team.invitationUsed);
  requireUsable(row, email);
  return row;
}

export async function joinAtSignUp(tx: Executor, invitationId: string, person: { userId: string; name: string; email: string }): Promise<void> {
  const row = await findInvitation(tx, invitationId, true);
  if (!row) throw new AppError('NOT_FOUND', (m) => m.team.invitationUsed);
  requireUsable(row, person.email);
  // Sign-up's transaction acts for no restaurant yet: it acts for this one from here on (row-level security).
  await join(await actAsRestaurantIn(tx, row.restaurantId), row, person);
}
