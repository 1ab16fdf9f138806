/**
 * Queries of a restaurant's devices (decision 0036): through the restaurant's scope (db/tenant.ts), filtered by its id,
 * except the two lookups that find the device of a pairing code or a session token, whose restaurant is not known yet
 * (SECURITY DEFINER functions of migration 0021, the way a guest's order id or an order page's slug is looked up).
 */
import type { Device, DeviceKind } from '@maitre/shared/devices';
import { sql } from 'drizzle-orm';
import { type Executor, namedQuery, queryNamed, queryRows } from '../../db/client.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const DEVICE_COLUMNS = `d.id, d.kind, d.name,
  case when d.session_token_hash is not null then 'paired' else 'waiting' end as status,
  case when d.session_token_hash is null then ${iso('d.pairing_expires_at')} end as code_expires_at,
  ${iso('d.paired_at')} as paired_at, ${iso('d.last_seen_at')} as last_seen_at, ${iso('d.created_at')} as created_at,
  u.name as created_by`;

const DEVICES = namedQuery({
  name: 'devices_list',
  text: `select ${DEVICE_COLUMNS} from devices d left join "user" u on u.id = d.created_by
    where d.restaurant_id = $1 and d.revoked_at is null order by d.created_at, d.id`,
});

const DEVICE = namedQuery({
  name: 'devices_one',
  text: `select ${DEVICE_COLUMNS} from devices d left join "user" u on u.id = d.created_by
    where d.restaurant_id = $1 and d.id = $2 and d.revoked_at is null`,
});

export function findDevices(scope: RestaurantScope): Promise<Device[]> {
  return scope.query<Device>(DEVICES, [scope.restaurantId]);
}

export async function findDevice(scope: RestaurantScope, id: string): Promise<Device | null> {
  const [row] = await scope.query<Device>(DEVICE, [scope.restaurantId, id]);
  return row ?? null;
}

export async function insertDevice(
  { tx, restaurantId }: RestaurantTx,
  device: { kind: DeviceKind; name: string; codeHash: string; expiresAt: Date; createdBy: string },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into devices (restaurant_id, kind, name, pairing_code_hash, pairing_expires_at, created_by)
      values (${restaurantId}, ${device.kind}, ${device.name}, ${device.codeHash}, ${device.expiresAt.toISOString()}::timestamptz, ${device.createdBy})
      returning id`,
  );
  if (!row) throw new Error('insertDevice: the insert returned no row');
  return row.id;
}

/** A new code for a device not revoked (paired or not): its kind and name, or null when there is no such device. */
export async function setPairingCode(
  { tx, restaurantId }: RestaurantTx,
  id: string,
  codeHash: string,
  expiresAt: Date,
): Promise<{ kind: string; name: string } | null> {
  const [row] = await queryRows<{ kind: string; name: string }>(
    tx,
    sql`update devices set pairing_code_hash = ${codeHash}, pairing_expires_at = ${expiresAt.toISOString()}::timestamptz
      where restaurant_id = ${restaurantId} and id = ${id} and revoked_at is null
      returning kind, name`,
  );
  return row ?? null;
}

/** Revokes a device at once: its code and its session stop working (the trigger tells every instance). */
export async function revokeDevice({ tx, restaurantId }: RestaurantTx, id: string): Promise<{ kind: string; name: string } | null> {
  const [row] = await queryRows<{ kind: string; name: string }>(
    tx,
    sql`update devices set revoked_at = now(), pairing_code_hash = null, pairing_expires_at = null, session_token_hash = null
      where restaurant_id = ${restaurantId} and id = ${id} and revoked_at is null
      returning kind, name`,
  );
  return row ?? null;
}

const DEVICE_BY_CODE = namedQuery({
  name: 'devices_by_code',
  text: 'select device_id as "deviceId", restaurant_id as "restaurantId" from maitre_device_by_code($1)',
});

/** The device a pairing code's hash was made for (expired or not), before its restaurant is known. */
export async function findDeviceByCode(db: Executor, codeHash: string): Promise<{ deviceId: string; restaurantId: string } | null> {
  const [row] = await queryNamed<{ deviceId: string; restaurantId: string }>(db, DEVICE_BY_CODE, [codeHash]);
  return row ?? null;
}

/**
 * Uses the code: the device is paired with this session token (a screen paired before with an older code is signed
 * out by it) if the code is still the device's and unexpired at `now`. Its kind and name, or null.
 */
export async function pairDevice(
  { tx, restaurantId }: RestaurantTx,
  { id, codeHash, tokenHash, now }: { id: string; codeHash: string; tokenHash: string; now: Date },
): Promise<{ kind: DeviceKind; name: string; restaurantName: string } | null> {
  const [row] = await queryRows<{ kind: DeviceKind; name: string; restaurantName: string }>(
    tx,
    sql`update devices d set pairing_code_hash = null, pairing_expires_at = null, session_token_hash = ${tokenHash},
        paired_at = ${now.toISOString()}::timestamptz, last_seen_at = ${now.toISOString()}::timestamptz
      from restaurants r
      where r.id = d.restaurant_id and d.restaurant_id = ${restaurantId} and d.id = ${id} and d.pairing_code_hash = ${codeHash}
        and d.revoked_at is null and d.pairing_expires_at > ${now.toISOString()}::timestamptz
      returning d.kind, d.name, r.name as "restaurantName"`,
  );
  return row ?? null;
}

export interface DeviceSessionRow {
  deviceId: string;
  restaurantId: string;
  kind: DeviceKind;
  name: string;
  lastSeenAt: Date | string | null;
}

const DEVICE_BY_TOKEN = namedQuery({
  name: 'devices_by_token',
  text: 'select device_id as "deviceId", restaurant_id as "restaurantId", kind, name, last_seen_at as "lastSeenAt" from maitre_device_by_token($1)',
});

/** On every request a device makes: the device of a session token's hash, unless revoked or signed out. */
export async function findDeviceByToken(db: Executor, tokenHash: string): Promise<DeviceSessionRow | null> {
  const [row] = await queryNamed<DeviceSessionRow>(db, DEVICE_BY_TOKEN, [tokenHash]);
  return row ?? null;
}

const TOUCH = namedQuery({
  name: 'devices_touch',
  text: `update devices set last_seen_at = now()
    where restaurant_id = $1 and id = $2 and (last_seen_at is null or last_seen_at < now() - interval '1 minute')`,
});

/** Last seen now, unless it was within the minute (on any instance). */
export async function touchDevice(scope: RestaurantScope, id: string): Promise<void> {
  await scope.query(TOUCH, [scope.restaurantId, id]);
}

/** Ends a device's session (the screen signed out): it waits for a new code. */
export async function signOutDevice({ tx, restaurantId }: RestaurantTx, id: string): Promise<void> {
  await tx.execute(sql`update devices set session_token_hash = null where restaurant_id = ${restaurantId} and id = ${id}`);
}

const LIVE = namedQuery({
  name: 'devices_live',
  text: 'select id from devices where restaurant_id = $1 and id = any($2::uuid[]) and session_token_hash is not null and revoked_at is null',
});

/** Which of these devices of the restaurant still have a session (live streams check theirs with it). */
export async function findLiveDevices(scope: RestaurantScope, ids: readonly string[]): Promise<Set<string>> {
  const rows = await scope.query<{ id: string }>(LIVE, [scope.restaurantId, `{${ids.join(',')}}`]);
  return new Set(rows.map((row) => row.id));
}

export async function findRestaurantClock({ tx, restaurantId }: RestaurantTx): Promise<{ name: string; timeZone: string } | null> {
  const [row] = await queryRows<{ name: string; timeZone: string }>(tx, sql`select name, timezone as "timeZone" from restaurants where id = ${restaurantId}`);
  return row ?? null;
}
