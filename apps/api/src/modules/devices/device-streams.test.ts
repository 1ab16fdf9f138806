/**
 * A revoked device's live screens close (issue 21, decision 0036): a stream a paired device holds ends within 2 s when
 * the device is revoked or signs out on another instance (the trigger's notification), and the periodic check catches
 * a device whose session ended without one. The stream here is a test route built the way the kitchen display's is
 * (authenticateMemberOrDevice, requirePermission, streamHolderOf).
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';
import { connectSse, endsWithin } from '../../../test/sse-client.ts';
import { buildApp } from '../../app.ts';
import { streamHolderOf } from '../auth/authenticate.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

function registerStream(app: FastifyInstance) {
  app.get('/test/device-stream', { onRequest: [app.authenticateMemberOrDevice, app.requirePermission('kitchen:view')] }, async (request, reply) => {
    app.streamEvents(reply, streamHolderOf(request), () => () => {});
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('a device’s live streams end with its session', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseB: string;
  let owner: TestOwner;

  beforeAll(async () => {
    a = await createTestApp({ env: { STREAM_RECHECK_SECONDS: '1', API_RATE_LIMIT_PER_MINUTE: '100000' }, register: registerStream });
    b = await buildApp(a.config, { database: a.app.database, logger: false });
    registerStream(b);
    await listen(a.app);
    baseB = await listen(b);
    owner = await createOwner(a.app);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** A new paired kitchen display: its id and cookie header. */
  async function pairedDisplay(): Promise<{ id: string; cookie: string }> {
    const created = await a.app.inject({ method: 'POST', url: '/api/devices', headers: owner.headers, payload: { kind: 'kitchen_display', name: 'Pass' } });
    const response = await a.app.inject({
      method: 'POST',
      url: '/api/devices/pair',
      headers: { origin: a.config.appUrl },
      payload: { code: created.json().pairing.code },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { id: created.json().device.id, cookie: String(response.headers['set-cookie']).split(';')[0] as string };
  }

  it('closes the stream held on instance B within 2 s of revoking the device on instance A; a refused reconnection follows', async () => {
    const display = await pairedDisplay();
    const other = await pairedDisplay();
    const stream = await connectSse(`${baseB}/test/device-stream`, { cookie: display.cookie });
    const untouched = await connectSse(`${baseB}/test/device-stream`, { cookie: other.cookie });
    expect([stream.status, untouched.status]).toEqual([200, 200]);
    expect((await a.app.inject({ method: 'DELETE', url: `/api/devices/${display.id}`, headers: owner.headers })).statusCode).toBe(204);
    expect(await endsWithin(stream, 2_000)).toBe(true);
    expect(await endsWithin(untouched, 300)).toBe(false);
    expect((await connectSse(`${baseB}/test/device-stream`, { cookie: display.cookie })).status).toBe(401);
    untouched.close();
  });

  it('closes it when the device signs out on instance A', async () => {
    const display = await pairedDisplay();
    const stream = await connectSse(`${baseB}/test/device-stream`, { cookie: display.cookie });
    expect(stream.status).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/devices/me/sign-out', headers: { cookie: display.cookie, origin: a.config.appUrl } });
    expect(out.statusCode).toBe(204);
    expect(await endsWithin(stream, 2_000)).toBe(true);
  });

  it('the periodic check closes a stream whose device lost its session without a notification', async () => {
    const display = await pairedDisplay();
    const stream = await connectSse(`${baseB}/test/device-stream`, { cookie: display.cookie });
    expect(stream.status).toBe(200);
    // Behind the trigger's back, as if its notification had been missed while the listener reconnected.
    await a.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table devices disable trigger devices_notify`);
      await tx.execute(sql`update devices set session_token_hash = null where id = ${display.id}`);
      await tx.execute(sql`alter table devices enable trigger devices_notify`);
    });
    expect(await endsWithin(stream, 3_000)).toBe(true);
  });
});
