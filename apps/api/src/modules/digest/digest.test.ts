/**
 * The daily digest (issue 22, decision 0044), as a member relies on it: opted in, the mail arrives in the dev mailbox
 * at their local time with the day's figures against the same weekday a week earlier, in their language; never twice
 * for one business day (two runs of the job at once, as two instances would), not after opting out, not to a member
 * who lost the right to the reports; a day without orders still says so; front of house cannot opt in. The clock is
 * moved by planning with a chosen `now` and by moving the job's run_at to the present, as the queue's own tests do.
 */
import { addDays } from '@maitre/shared/reports';
import { zonedInstant } from '@maitre/shared/service-clock';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo, waitForMail } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { restaurantMembers } from '../../db/schema/index.ts';
import { DIGEST_JOB, DIGEST_SWEEP_JOB, type DigestDeps, type DigestPayload, digestHandler, digestSweepHandler, planDigest } from './digest.service.ts';

const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
const PARIS = 'Europe/Paris';
const deps = (): DigestDeps => ({ database: ctx.database, jobs: () => ctx.app.jobs, appUrl: ctx.app.config.appUrl });

async function dish(owner: TestOwner, name: string, price: number): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name, price, category: 'Appetizers' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().menuItem.id;
}

async function order(headers: Record<string, string>, items: Array<{ menu_item_id: string; quantity: number }>): Promise<{ id: string; business_day: string }> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { customer_name: 'Guest', items } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order;
}

async function parisRestaurant(name: string): Promise<TestOwner> {
  const owner = await createOwner(ctx.app, { restaurantName: name });
  const response = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: owner.headers, payload: { timezone: PARIS } });
  expect(response.statusCode, response.body).toBe(200);
  return owner;
}

const optIn = (headers: Record<string, string>, enabled = true, sendTime = '08:00') =>
  ctx.app.inject({ method: 'PUT', url: '/api/digest', headers, payload: { enabled, send_time: sendTime } });

const digestJobs = (restaurantId: string, userId: string) =>
  queryRows<{ id: number; run_at: string; payload: DigestPayload }>(
    ctx.database.db,
    sql`select id, run_at::text, payload from jobs where kind = ${DIGEST_JOB} and restaurant_id = ${restaurantId} and payload->>'userId' = ${userId} order by run_at`,
  );

/** Plans the digest as the clock would at 07:00 in Paris the day after `day`, then lets the time pass to its run. */
async function runDigestOf(restaurantId: string, userId: string, day: string) {
  const planned = await planDigest(deps(), restaurantId, userId, zonedInstant(addDays(day, 1), 7 * 60, PARIS));
  expect(planned).toEqual({ sendAt: zonedInstant(addDays(day, 1), 8 * 60, PARIS), day });
  const sendAt = new Date(planned?.sendAt ?? 0).toISOString();
  // Not before its time.
  await ctx.app.jobs.drain();
  expect((await digestJobs(restaurantId, userId)).some((job) => job.payload.sendAt === sendAt)).toBe(true);
  await ctx.database.db.execute(
    sql`update jobs set run_at = now() where kind = ${DIGEST_JOB} and restaurant_id = ${restaurantId} and payload->>'sendAt' = ${sendAt}`,
  );
  await ctx.app.jobs.drain();
  return sendAt;
}

describe('daily digest', () => {
  it('arrives at the local time with yesterday against the same weekday a week earlier, top dishes and a link to that day', async () => {
    const owner = await parisRestaurant('Chez Digest');
    const soup = await dish(owner, 'Soup', 8.5);
    const tart = await dish(owner, 'Tart', 6);
    const first = await order(owner.headers, [
      { menu_item_id: soup, quantity: 2 },
      { menu_item_id: tart, quantity: 1 },
    ]);
    const second = await order(owner.headers, [{ menu_item_id: tart, quantity: 3 }]);
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${second.id}`, headers: owner.headers, payload: { status: 'cancelled' } });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/digest', headers: owner.headers })).json()).toEqual({
      digest: { enabled: false, send_time: '08:00', timezone: PARIS },
    });
    const saved = await optIn(owner.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ digest: { enabled: true, send_time: '08:00', timezone: PARIS } });

    const day = first.business_day;
    await runDigestOf(owner.restaurantId, owner.id, day);
    const mail = await waitForMail(ctx.app, owner.email, /^Yesterday at Chez Digest/);
    expect(mail.subject).toBe('Yesterday at Chez Digest: €23.00 net, 1 order');
    expect(mail.language).toBe('en');
    expect(mail.text).toContain('Net sales: €23.00 (€0.00 a week earlier)');
    expect(mail.text).toContain('Orders: 1 (0 a week earlier)');
    expect(mail.text).toContain('Cancelled: €18.00, 1 order');
    expect(mail.text).toContain('- 2 × Soup — €17.00\n- 1 × Tart — €6.00');
    expect(mail.text).toContain(`/dashboard/analytics?from=${day}&to=${day}`);
    expect(mail.text).toContain('/dashboard/settings#daily-digest');
    expect(mail.html).toContain('<li>2 × Soup — €17.00</li>');
    // The next day's is planned, at 08:00 in Paris.
    const next = (await digestJobs(owner.restaurantId, owner.id)).map((job) => job.payload);
    expect(next).toContainEqual({ userId: owner.id, day: addDays(day, 1), sendAt: new Date(zonedInstant(addDays(day, 2), 480, PARIS)).toISOString() });
  });

  it('is written in the member’s language, and says when a day had no orders', async () => {
    const owner = await parisRestaurant('Le Calme');
    const manager = await createMember(ctx.app, owner, 'manager');
    const french = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: manager.headers, payload: { locale: 'fr' } });
    expect(french.statusCode, french.body).toBe(200);
    expect((await optIn(manager.headers, true, '07:30')).statusCode).toBe(200);
    const day = '2026-11-20';
    const planned = await planDigest(deps(), owner.restaurantId, manager.id, zonedInstant(addDays(day, 1), 6 * 60, PARIS));
    expect(planned?.sendAt).toBe(zonedInstant(addDays(day, 1), 7 * 60 + 30, PARIS));
    await ctx.database.db.execute(
      sql`update jobs set run_at = now() where kind = ${DIGEST_JOB} and payload->>'day' = ${day} and restaurant_id = ${owner.restaurantId}`,
    );
    await ctx.app.jobs.drain();
    const mail = await waitForMail(ctx.app, manager.email, /^Hier chez Le Calme/);
    expect(mail.subject).toBe('Hier chez Le Calme\u00a0: aucune commande');
    expect(mail.language).toBe('fr');
    expect(mail.text).toContain('Aucune commande le vendredi 20 novembre.');
    expect(mail.text).toContain('Chiffre d’affaires net\u00a0: 0,00\u00a0€');
  });

  it('is sent once per business day even when the job runs twice at once, and not after opting out', async () => {
    const owner = await parisRestaurant('Chez Unique');
    expect((await optIn(owner.headers)).statusCode).toBe(200);
    const day = '2026-11-21';
    const sendAt = zonedInstant(addDays(day, 1), 480, PARIS);
    const payload: DigestPayload = { userId: owner.id, day, sendAt: new Date(sendAt).toISOString() };
    const run = digestHandler(deps());
    // Two instances claiming copies of the same digest: one mail.
    await Promise.all([
      run({ id: 1, attempt: 1, restaurantId: owner.restaurantId, payload }),
      run({ id: 2, attempt: 1, restaurantId: owner.restaurantId, payload }),
    ]);
    await ctx.app.jobs.drain();
    await waitForMail(ctx.app, owner.email, /^Yesterday at Chez Unique: no orders/);
    await run({ id: 3, attempt: 2, restaurantId: owner.restaurantId, payload });
    await ctx.app.jobs.drain();
    expect((await mailsTo(ctx.app, owner.email)).filter((mail) => /^Yesterday at/.test(mail.subject))).toHaveLength(1);
    // Planning twice for the same instant queues one job (the queue's key).
    await planDigest(deps(), owner.restaurantId, owner.id, sendAt);
    await planDigest(deps(), owner.restaurantId, owner.id, sendAt);
    const planned = await digestJobs(owner.restaurantId, owner.id);
    expect(planned.filter((job) => job.payload.day === addDays(day, 1))).toHaveLength(1);

    // Opting out withdraws the planned job, and a job already claimed finds the setting off.
    expect((await optIn(owner.headers, false)).statusCode).toBe(200);
    expect(await digestJobs(owner.restaurantId, owner.id)).toEqual([]);
    await run({
      id: 4,
      attempt: 1,
      restaurantId: owner.restaurantId,
      payload: { ...payload, day: '2026-11-22', sendAt: new Date(zonedInstant('2026-11-23', 480, PARIS)).toISOString() },
    });
    await ctx.app.jobs.drain();
    expect((await mailsTo(ctx.app, owner.email)).filter((mail) => /^Yesterday at/.test(mail.subject))).toHaveLength(1);
  });

  it('goes to owners and managers only: front of house cannot opt in, and a demoted manager gets no more', async () => {
    const owner = await parisRestaurant('Chez Rôles');
    const front = await createMember(ctx.app, owner, 'front_of_house');
    expect((await optIn(front.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/digest/test', headers: front.headers })).statusCode).toBe(403);
    const manager = await createMember(ctx.app, owner, 'manager');
    expect((await optIn(manager.headers)).statusCode).toBe(200);
    await ctx.database.db.update(restaurantMembers).set({ role: 'front_of_house' }).where(eq(restaurantMembers.userId, manager.id));
    const day = '2026-11-21';
    await digestHandler(deps())({
      id: 1,
      attempt: 1,
      restaurantId: owner.restaurantId,
      payload: { userId: manager.id, day, sendAt: new Date(zonedInstant(addDays(day, 1), 480, PARIS)).toISOString() },
    });
    await ctx.app.jobs.drain();
    expect((await mailsTo(ctx.app, manager.email)).filter((mail) => /^Yesterday at/.test(mail.subject))).toEqual([]);
    // Nothing planned after it either.
    expect((await digestJobs(owner.restaurantId, manager.id)).filter((job) => job.payload.day === addDays(day, 1))).toEqual([]);
  });

  it('sends a test digest now through the queue, whatever the setting', async () => {
    const owner = await parisRestaurant('Chez Essai');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/digest/test', headers: owner.headers });
    expect(response.statusCode, response.body).toBe(202);
    const mail = await waitForMail(ctx.app, owner.email, /^\[Test\] Yesterday at Chez Essai/);
    expect(mail.text).toContain('/dashboard/analytics?from=');
    // The setting is untouched.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/digest', headers: owner.headers })).json().digest.enabled).toBe(false);
  });

  it('plans a missing digest again at the hourly sweep (a restart, a job lost), and queues the next sweep', async () => {
    const owner = await parisRestaurant('Chez Balayage');
    expect((await optIn(owner.headers, true, '09:15')).statusCode).toBe(200);
    await ctx.database.db.execute(sql`delete from jobs where kind = ${DIGEST_JOB} and restaurant_id = ${owner.restaurantId}`);
    const now = zonedInstant('2026-11-24', 10 * 60, PARIS);
    await digestSweepHandler({ ...deps(), now: () => now })();
    expect((await digestJobs(owner.restaurantId, owner.id)).map((job) => job.payload)).toEqual([
      { userId: owner.id, day: '2026-11-24', sendAt: new Date(zonedInstant('2026-11-25', 9 * 60 + 15, PARIS)).toISOString() },
    ]);
    const sweeps = await queryRows<{ key: string }>(
      ctx.database.db,
      sql`select key from jobs where kind = ${DIGEST_SWEEP_JOB} and key = '2026-11-24T10:00:00.000Z'`,
    );
    expect(sweeps).toHaveLength(1);
  });

  it('refuses a time that is not HH:MM, in the documented shape', async () => {
    const owner = await createOwner(ctx.app);
    const response = await optIn(owner.headers, true, '25:00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fieldErrors: { send_time: ['Enter a time as HH:MM'] } } });
  });
});
