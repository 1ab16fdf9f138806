/**
 * Who a device is, from its request's cookie (decision 0036): the token's hash looked up on every request, no cache,
 * so a revoked device is refused at once on every instance. `last_seen_at` is written at most once a minute per
 * device: skipped when the lookup shows it fresh, and the update itself re-checks the minute (another instance may
 * have written it meanwhile).
 */
import type { DeviceKind } from '@maitre/shared/devices';
import type { DatabaseHandle } from '../../db/client.ts';
import { createDeviceSessionCookies, hashSecret } from './device-credentials.ts';
import { findDeviceByToken, touchDevice } from './devices.repository.ts';

/** A paired device acting for its restaurant. */
export interface DeviceIdentity {
  id: string;
  restaurantId: string;
  kind: DeviceKind;
  name: string;
}

const MINUTE = 60_000;

export type DeviceAuthenticator = (cookieHeader: string | undefined) => Promise<DeviceIdentity | null>;

export function createDeviceAuthenticator(
  database: Pick<DatabaseHandle, 'db' | 'forRestaurant'>,
  { secureCookies }: { secureCookies: boolean },
): DeviceAuthenticator {
  const cookies = createDeviceSessionCookies({ secureCookies });
  /** When this instance last wrote each device's last_seen_at (so concurrent requests do not all write). */
  const written = new Map<string, number>();
  return async (cookieHeader) => {
    const token = cookies.read(cookieHeader);
    if (!token) return null;
    const row = await findDeviceByToken(database.db, hashSecret(token));
    if (!row) return null;
    const now = Date.now();
    const seen = row.lastSeenAt === null ? 0 : new Date(row.lastSeenAt).getTime();
    if (now - seen >= MINUTE && now - (written.get(row.deviceId) ?? 0) >= MINUTE) {
      written.set(row.deviceId, now);
      if (written.size > 10_000) written.clear();
      await touchDevice(database.forRestaurant(row.restaurantId), row.deviceId);
    }
    return { id: row.deviceId, restaurantId: row.restaurantId, kind: row.kind, name: row.name };
  };
}
