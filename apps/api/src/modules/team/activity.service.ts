/** Reading the activity log: what one member did (the Staff page), what happened to one order (its detail view). */
import { ACTIVITY_PAGE_SIZE, type ActivityResponse } from '@maitre/shared/staff';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { orderExists } from '../orders/orders.repository.ts';
import { type ActivityFilter, type ActivityPosition, findActivity } from './activity.repository.ts';
import { findMember } from './staff.repository.ts';

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(position: ActivityPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

function decodeCursor(cursor: string | undefined): ActivityPosition | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && typeof parsed[0] === 'string' && CURSOR_AT.test(parsed[0]) && typeof parsed[1] === 'string' && UUID.test(parsed[1])) {
    return { at: parsed[0], id: parsed[1] };
  }
  throw new AppError('VALIDATION_FAILED', (m) => m.common.fieldsInvalid, { cursor: [(m) => m.common.unknownCursor('next_cursor')] });
}

async function page(
  database: TenantDatabase,
  member: Member,
  filterIn: (scope: RestaurantTx) => Promise<ActivityFilter>,
  cursor: string | undefined,
): Promise<ActivityResponse> {
  const after = decodeCursor(cursor);
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const rows = await findActivity(scope, await filterIn(scope), after, ACTIVITY_PAGE_SIZE);
    const shown = rows.slice(0, ACTIVITY_PAGE_SIZE);
    const last = shown.at(-1);
    return {
      entries: shown.map(({ position: _position, ...entry }) => entry),
      next_cursor: rows.length > ACTIVITY_PAGE_SIZE && last ? encodeCursor(last.position) : null,
    };
  });
}

/** What a member of the team did, newest first; 404 for a membership of another restaurant. */
export function memberActivity(database: TenantDatabase, member: Member, memberId: string, cursor: string | undefined): Promise<ActivityResponse> {
  return page(
    database,
    member,
    async (scope) => {
      const target = await findMember(scope, memberId);
      if (!target) throw new AppError('NOT_FOUND', (m) => m.team.memberNotFound);
      return { actorUserId: target.userId };
    },
    cursor,
  );
}

/** Who did what to one order, newest first. An order of another restaurant has no entries here: 404 like the order. */
export function orderActivity(database: TenantDatabase, member: Member, orderId: string, cursor: string | undefined): Promise<ActivityResponse> {
  return page(
    database,
    member,
    async (scope) => {
      if (!(await orderExists(scope, orderId))) throw new AppError('NOT_FOUND', (m) => m.orders.notFound);
      return { subjectType: 'order', subjectId: orderId };
    },
    cursor,
  );
}
