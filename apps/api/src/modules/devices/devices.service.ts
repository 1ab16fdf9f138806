/**
 * Devices (issue 21, decision 0036): owners and managers create a device with a pairing code shown once (10 minutes,
 * single use), renew the code, list and revoke devices; a device pairs with its code and gets a device session (a
 * random token in an httpOnly cookie, only its hash stored). Guessing codes is limited per IP (shared by every
 * instance).
 */
import {
  DEVICE_HOME,
  type Device,
  type DeviceInput,
  type DeviceKind,
  type DeviceWithCode,
  formatPairingCode,
  normalisePairingCode,
  PAIRING_CODE_MINUTES,
  type PairResponse,
} from '@maitre/shared/devices';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { createRateLimiter, type Limit, rateLimitKey } from '../rate-limit/rate-limiter.ts';
import { actorOf, insertActivity } from '../team/activity.repository.ts';
import { hashSecret, newPairingCode, newSessionToken } from './device-credentials.ts';
import * as repository from './devices.repository.ts';

/** Wrong codes per client IP: ten per quarter of an hour (a right one does not count). */
export const PAIRING_GUESSES_PER_IP: Limit = { max: 10, windowMs: 15 * 60_000 };

const deviceNotFound = () => new AppError('NOT_FOUND', (m) => m.devices.notFound);
const codeInvalid = () => new AppError('VALIDATION_FAILED', (m) => m.devices.codeInvalid, { code: [(m) => m.devices.codeInvalid] });
const codeExpired = () => new AppError('VALIDATION_FAILED', (m) => m.devices.codeExpired, { code: [(m) => m.devices.codeExpired] });

export function listDevices(database: TenantDatabase, restaurantId: string): Promise<Device[]> {
  return repository.findDevices(database.forRestaurant(restaurantId));
}

/** A fresh code for `work` to store (retried on the rare clash with another restaurant's live code). */
async function withNewCode(
  database: TenantDatabase,
  restaurantId: string,
  now: Date,
  work: (scope: RestaurantTx, codeHash: string, expiresAt: Date) => Promise<string>,
) {
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_MINUTES * 60_000);
  for (let attempt = 1; ; attempt += 1) {
    const code = newPairingCode();
    try {
      const id = await database.withRestaurant(restaurantId, (scope) => work(scope, hashSecret(code), expiresAt));
      return { id, pairing: { code: formatPairingCode(code), expires_at: expiresAt.toISOString() } };
    } catch (error) {
      const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? (error as { code?: string });
      if (attempt >= 3 || cause?.code !== '23505') throw error;
    }
  }
}

async function answer(database: TenantDatabase, restaurantId: string, id: string): Promise<Device> {
  const device = await repository.findDevice(database.forRestaurant(restaurantId), id);
  if (!device) throw deviceNotFound();
  return device;
}

export async function createDevice(database: TenantDatabase, member: Member, input: DeviceInput, now = new Date()): Promise<DeviceWithCode> {
  const { id, pairing } = await withNewCode(database, member.restaurantId, now, async (scope, codeHash, expiresAt) => {
    const id = await repository.insertDevice(scope, { kind: input.kind, name: input.name, codeHash, expiresAt, createdBy: member.userId });
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'device.added',
      subjectType: 'device',
      subjectId: id,
      details: { name: input.name, kind: input.kind },
    });
    return id;
  });
  return { device: await answer(database, member.restaurantId, id), pairing };
}

/** A new code (the old one stops working); for a paired device, pairing again moves its session to the new screen. */
export async function renewCode(database: TenantDatabase, member: Member, id: string, now = new Date()): Promise<DeviceWithCode> {
  const { pairing } = await withNewCode(database, member.restaurantId, now, async (scope, codeHash, expiresAt) => {
    const device = await repository.setPairingCode(scope, id, codeHash, expiresAt);
    if (!device) throw deviceNotFound();
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'device.code_renewed',
      subjectType: 'device',
      subjectId: id,
      details: { name: device.name, kind: device.kind },
    });
    return id;
  });
  return { device: await answer(database, member.restaurantId, id), pairing };
}

export async function revokeDevice(database: TenantDatabase, member: Member, id: string): Promise<void> {
  await database.withRestaurant(member.restaurantId, async (scope) => {
    const device = await repository.revokeDevice(scope, id);
    if (!device) throw deviceNotFound();
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'device.revoked',
      subjectType: 'device',
      subjectId: id,
      details: { name: device.name, kind: device.kind },
    });
  });
}

export interface Paired extends PairResponse {
  /** The device session's token, for its cookie (never stored). */
  token: string;
}

/**
 * Pairs the device whose code this is: the code is used up, the device gets a session. A wrong, used or revoked code
 * and an expired one answer 400 with what to do; the eleventh wrong code from an IP in 15 minutes, 429.
 */
export async function pairDevice(database: TenantDatabase, typed: string, ip: string, now = new Date()): Promise<Paired> {
  const limiter = createRateLimiter(database.db);
  const hit = await limiter.hit(rateLimitKey('device-pair-ip', ip), PAIRING_GUESSES_PER_IP);
  if (!hit.allowed) throw new AppError('RATE_LIMITED', (m) => m.devices.tooManyAttempts(hit.retryAfterSeconds), undefined, hit.retryAfterSeconds);
  const code = normalisePairingCode(typed);
  if (!code) throw codeInvalid();
  const codeHash = hashSecret(code);
  const found = await repository.findDeviceByCode(database.db, codeHash);
  if (!found) throw codeInvalid();
  const token = newSessionToken();
  const paired = await database.withRestaurant(found.restaurantId, (scope) =>
    repository.pairDevice(scope, { id: found.deviceId, codeHash, tokenHash: hashSecret(token), now }),
  );
  if (!paired) throw codeExpired();
  // A right code is not a guess.
  await limiter.undo(hit);
  return { kind: paired.kind, name: paired.name, restaurant_name: paired.restaurantName, next: DEVICE_HOME[paired.kind as DeviceKind], token };
}

export async function signOutDevice(database: TenantDatabase, device: { id: string; restaurantId: string }): Promise<void> {
  await database.withRestaurant(device.restaurantId, (scope) => repository.signOutDevice(scope, device.id));
}

export async function restaurantClock(database: TenantDatabase, restaurantId: string): Promise<{ name: string; time_zone: string }> {
  const clock = await database.withRestaurant(restaurantId, (scope) => repository.findRestaurantClock(scope));
  if (!clock) throw new AppError('UNAUTHENTICATED', (m) => m.auth.signIn);
  return { name: clock.name, time_zone: clock.timeZone };
}
