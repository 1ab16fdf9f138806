/**
 * Device sign-in (issue 21, decision 0036): a manager creates a device with a pairing code shown once; the device
 * pairs with it (once, within 10 minutes, wrong guesses limited per IP) and gets a device session limited to its kind;
 * revoking it refuses it at once, on a second instance too. Both databases.
 */
import { DeviceListResponseSchema, DeviceMeResponseSchema, DeviceWithCodeResponseSchema, deviceCan, PairResponseSchema } from '@maitre/shared/devices';
import { englishMessages as m } from '@maitre/shared/messages/index';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { activityLog, devices } from '../../db/schema/index.ts';
import { hashSecret } from './device-credentials.ts';

const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
let ip = 0;
/** A fresh client address per test, so the per-IP limit on wrong codes is the rate-limit test's alone. */
const nextIp = () => `10.0.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

async function addDevice(owner: Pick<TestOwner, 'headers'>, kind = 'kitchen_display', name = 'Pass screen') {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/devices', headers: owner.headers, payload: { kind, name } });
  expect(response.statusCode, response.body).toBe(201);
  return DeviceWithCodeResponseSchema.strict().parse(response.json());
}

function pair(code: string, remoteAddress = nextIp(), app: FastifyInstance = ctx.app) {
  return app.inject({ method: 'POST', url: '/api/devices/pair', remoteAddress, headers: { origin: ctx.config.appUrl }, payload: { code } });
}

/** Pairs with `code` and answers the device's cookie header. */
async function paired(code: string): Promise<string> {
  const response = await pair(code);
  expect(response.statusCode, response.body).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  return setCookie.split(';')[0] as string;
}

const asDevice = (cookie: string, method: 'GET' | 'POST', url: string, app: FastifyInstance = ctx.app) =>
  app.inject({ method, url, headers: { cookie, origin: ctx.config.appUrl } });

async function list(owner: Pick<TestOwner, 'headers'>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/devices', headers: owner.headers });
  expect(response.statusCode, response.body).toBe(200);
  return DeviceListResponseSchema.strict().parse(response.json()).devices;
}

describe('pairing a device', () => {
  let owner: TestOwner;
  beforeAll(async () => {
    owner = await createOwner(ctx.app, { restaurantName: 'Chez Écran', fullName: 'Ada Owner' });
  });

  it('shows a code once (8 characters without look-alikes, valid 10 minutes) and lists the device as waiting for it', async () => {
    const before = Date.now();
    const { device, pairing } = await addDevice(owner);
    expect(pairing.code).toMatch(/^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
    const expiresIn = new Date(pairing.expires_at).getTime() - before;
    expect(expiresIn).toBeGreaterThan(9.9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    expect(device).toMatchObject({ kind: 'kitchen_display', name: 'Pass screen', status: 'waiting', paired_at: null, created_by: 'Ada Owner' });
    expect((await list(owner)).find((each) => each.id === device.id)?.status).toBe('waiting');
    // Only the hash is kept.
    const [row] = await ctx.database.db.select().from(devices).where(eq(devices.id, device.id));
    expect(row?.pairingCodeHash).toBe(hashSecret(pairing.code.replace('-', '')));
    expect(JSON.stringify(row)).not.toContain(pairing.code.replace('-', ''));
  });

  it('pairs with the code typed in any case, without its dash: a device session cookie (httpOnly, Lax), where to go, and the code is used up', async () => {
    const { device, pairing } = await addDevice(owner, 'kitchen_display', 'Grill');
    const response = await pair(` ${pairing.code.replace('-', '').toLowerCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(PairResponseSchema.strict().parse(response.json())).toEqual({
      kind: 'kitchen_display',
      name: 'Grill',
      restaurant_name: 'Chez Écran',
      next: '/kitchen',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^maitre_device_session=[\w-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const token = setCookie.split(';')[0]?.split('=')[1] as string;
    const [row] = await ctx.database.db.select().from(devices).where(eq(devices.id, device.id));
    expect(row).toMatchObject({ pairingCodeHash: null, sessionTokenHash: hashSecret(token) });
    expect(row?.pairedAt).not.toBeNull();
    const listed = (await list(owner)).find((each) => each.id === device.id);
    expect(listed).toMatchObject({ status: 'paired', code_expires_at: null });
    expect(listed?.last_seen_at).not.toBeNull();

    // Single use.
    const again = await pair(pairing.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: m.devices.codeInvalid });
  });

  it('refuses a wrong code and an expired one with what to do, in the error shape; a new code works', async () => {
    const wrong = await pair('2222-2222');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: m.devices.codeInvalid });
    const garbage = await pair('not a code at all');
    expect(garbage.json().error.message).toBe(m.devices.codeInvalid);

    const { device, pairing } = await addDevice(owner, 'ready_board', 'Counter');
    await ctx.database.db
      .update(devices)
      .set({ pairingExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(devices.id, device.id));
    const expired = await pair(pairing.code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: m.devices.codeExpired });

    const renewed = await ctx.app.inject({ method: 'POST', url: `/api/devices/${device.id}/code`, headers: owner.headers });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = DeviceWithCodeResponseSchema.strict().parse(renewed.json()).pairing.code;
    expect(fresh).not.toBe(pairing.code);
    expect((await pair(pairing.code)).statusCode).toBe(400);
    const ok = await pair(fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().next).toBe('/ready');
  });

  it('answers in the reader’s language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/devices/pair',
      remoteAddress: nextIp(),
      headers: { origin: ctx.config.appUrl, 'accept-language': 'fr' },
      payload: { code: 'AAAA-AAAA' },
    });
    expect(response.json().error.message).toMatch(/^Ce code n’est pas valide/);
  });

  it('limits wrong codes per IP: the eleventh in 15 minutes is 429 with Retry-After, even with the right code; other addresses go on', async () => {
    const guesser = nextIp();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await pair('3333-3333', guesser)).statusCode).toBe(400);
    const { pairing } = await addDevice(owner);
    const refused = await pair(pairing.code, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await pair(pairing.code, nextIp())).statusCode).toBe(200);
  });

  it('lets only owners and managers manage devices, and only their own restaurant’s (another’s answers 404)', async () => {
    const { device } = await addDevice(owner);
    for (const role of ['front_of_house', 'kitchen'] as const) {
      const member = await createMember(ctx.app, owner, role);
      for (const [method, url] of [
        ['GET', '/api/devices'],
        ['POST', '/api/devices'],
        ['POST', `/api/devices/${device.id}/code`],
        ['DELETE', `/api/devices/${device.id}`],
      ] as const) {
        const response = await ctx.app.inject({
          method,
          url,
          headers: member.headers,
          payload: method === 'POST' ? { kind: 'printer', name: 'X' } : undefined,
        });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
    }
    const manager = await createMember(ctx.app, owner, 'manager');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/devices', headers: manager.headers })).statusCode).toBe(200);

    const stranger = await createOwner(ctx.app, { restaurantName: 'Elsewhere' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/devices/${device.id}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/devices/${device.id}/code`, headers: stranger.headers })).statusCode).toBe(404);
    expect(await list(stranger)).toEqual([]);
    expect((await list(owner)).some((each) => each.id === device.id)).toBe(true);
  });

  it('writes who added a device, made it a new code and revoked it in the activity log', async () => {
    const manager = await createMember(ctx.app, owner, 'manager');
    const { device } = await addDevice(manager, 'ready_board', 'Counter');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/devices/${device.id}/code`, headers: manager.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/devices/${device.id}`, headers: owner.headers })).statusCode).toBe(204);
    // Revoked already: nothing more to log.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/devices/${device.id}`, headers: owner.headers })).statusCode).toBe(404);
    const log = await ctx.database.db
      .select({ action: activityLog.action, actor: activityLog.actorUserId, type: activityLog.subjectType, details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.restaurantId, owner.restaurantId), eq(activityLog.subjectId, device.id)))
      .orderBy(activityLog.createdAt);
    const details = { name: 'Counter', kind: 'ready_board' };
    expect(log).toEqual([
      { action: 'device.added', actor: manager.id, type: 'device', details },
      { action: 'device.code_renewed', actor: manager.id, type: 'device', details },
      { action: 'device.revoked', actor: owner.id, type: 'device', details },
    ]);
  });

  it('refuses a kind that is not one and a blank name', async () => {
    for (const payload of [
      { kind: 'toaster', name: 'X' },
      { kind: 'printer', name: '   ' },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/devices', headers: owner.headers, payload });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('a device session', () => {
  let owner: TestOwner;
  beforeAll(async () => {
    owner = await createOwner(ctx.app, { restaurantName: 'Kitchen Lab' });
  });

  it('lets a kitchen display read who it is (its restaurant’s name and zone, what it may do), and nothing of a member', async () => {
    const cookie = await paired((await addDevice(owner, 'kitchen_display', 'Pass')).pairing.code);
    const me = await asDevice(cookie, 'GET', '/api/devices/me');
    expect(me.statusCode, me.body).toBe(200);
    const body = DeviceMeResponseSchema.strict().parse(me.json());
    expect(body).toMatchObject({ device: { kind: 'kitchen_display', name: 'Pass' }, restaurant: { name: 'Kitchen Lab', time_zone: 'UTC' } });
    expect(body.permissions.sort()).toEqual(['kitchen:bump', 'kitchen:view']);
    expect(me.headers['cache-control']).toBe('no-store');
    // Member routes, guests' contact details among them: 401, the cookie is not a session.
    for (const url of ['/api/orders', '/api/profile', '/api/devices', '/api/staff', '/api/events']) {
      expect((await asDevice(cookie, 'GET', url)).statusCode, url).toBe(401);
    }
  });

  it('gets 401 on every member-only route of the table, and on the others what its kind may do', async () => {
    const cookie = await paired((await addDevice(owner, 'kitchen_display', 'Matrix')).pairing.code);
    const routes = [...ctx.app.routeGuards].filter(([, guards]) => guards.authenticates !== null);
    expect(routes.length).toBeGreaterThan(50);
    for (const [route, guards] of routes) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string];
      // Any id: the guard answers before the route looks at it. A stream the device may open is not opened here.
      const url = pattern.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
      if (guards.authenticates === 'member-or-device') {
        if (guards.permission === null || deviceCan('kitchen_display', guards.permission)) continue;
        expect((await asDevice(cookie, method as 'GET' | 'POST', url)).statusCode, route).toBe(403);
        continue;
      }
      const response = await ctx.app.inject({ method, url, headers: { cookie, origin: ctx.config.appUrl } });
      expect(response.statusCode, route).toBe(401);
    }
  });

  it('answers a member on their own login too (no device), and a printer may not read the kitchen', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/devices/me', headers: owner.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ device: null, restaurant: { name: 'Kitchen Lab' } });
    const printer = await paired((await addDevice(owner, 'printer', 'Bar printer')).pairing.code);
    const refused = await asDevice(printer, 'GET', '/api/devices/me');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: m.devices.notAllowed });
    expect((await asDevice('maitre_device_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'GET', '/api/devices/me')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/devices/me' })).statusCode).toBe(401);
  });

  it('writes last seen at most once a minute', async () => {
    const { device, pairing } = await addDevice(owner, 'ready_board', 'Board');
    const cookie = await paired(pairing.code);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await ctx.database.db.update(devices).set({ lastSeenAt: twoMinutesAgo }).where(eq(devices.id, device.id));
    expect((await asDevice(cookie, 'GET', '/api/devices/me')).statusCode).toBe(200);
    const seen = async () => (await ctx.database.db.select().from(devices).where(eq(devices.id, device.id)))[0]?.lastSeenAt?.getTime();
    const first = await seen();
    expect(first).toBeGreaterThan(twoMinutesAgo.getTime());
    expect((await asDevice(cookie, 'GET', '/api/devices/me')).statusCode).toBe(200);
    expect(await seen()).toBe(first);
  });

  it('signs out: the cookie is cleared, the session refused, and the device waits for a new code', async () => {
    const { device, pairing } = await addDevice(owner, 'kitchen_display', 'Fryer');
    const cookie = await paired(pairing.code);
    const out = await asDevice(cookie, 'POST', '/api/devices/me/sign-out');
    expect(out.statusCode, out.body).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^maitre_device_session=; Max-Age=0/);
    expect((await asDevice(cookie, 'GET', '/api/devices/me')).statusCode).toBe(401);
    expect((await list(owner)).find((each) => each.id === device.id)?.status).toBe('waiting');
  });

  it('is refused at once when revoked, on this instance and on a second one sharing the database', async () => {
    const b = await buildApp(ctx.config, { database: ctx.app.database, logger: false });
    await b.ready();
    try {
      const { device, pairing } = await addDevice(owner, 'kitchen_display', 'Wok');
      const cookie = await paired(pairing.code);
      expect((await asDevice(cookie, 'GET', '/api/devices/me', b)).statusCode).toBe(200);
      const revoked = await ctx.app.inject({ method: 'DELETE', url: `/api/devices/${device.id}`, headers: owner.headers });
      expect(revoked.statusCode).toBe(204);
      expect((await asDevice(cookie, 'GET', '/api/devices/me')).statusCode).toBe(401);
      expect((await asDevice(cookie, 'GET', '/api/devices/me', b)).statusCode).toBe(401);
      expect((await list(owner)).some((each) => each.id === device.id)).toBe(false);
      expect((await ctx.app.inject({ method: 'POST', url: `/api/devices/${device.id}/code`, headers: owner.headers })).statusCode).toBe(404);
    } finally {
      await b.close();
    }
  });
});
