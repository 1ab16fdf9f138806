/**
 * The accept step (issue 20, decision 0031): a guest's order arrives pending, staff accept it with a ready time or
 * reject it with a reason, the guest's page reads it at once and the guest gets their mails in the language they
 * ordered in; the short number of the business day, race-free; auto-accept and the re-alert setting.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo, waitForMail } from '../../../test/accounts.ts';
import { adminDatabase, buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, restaurantWithDish, type TestOwner, uniqueEmail } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../realtime/realtime-bus.ts';

// The job queue never polls here (an hour): each guest mail must leave because the change that queued it woke the
// queue (a guest order, an accept or reject, a status change) — as it does at once in production.
const ctx = buildTestApp({
  env: {
    GUEST_ORDERS_PER_IP_PER_MINUTE: '1000',
    GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: '1000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    JOBS_POLL_MS: '3600000',
  },
});
const restaurant = (options: { timezone?: string } = {}) => restaurantWithDish(ctx.app, { slugPrefix: 'accept-test', name: 'Chez Test', ...options });

type Place = Awaited<ReturnType<typeof restaurant>>;

async function guestOrder({ slug, lasagne }: Place, extra: { customer_email?: string; locale?: string } = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/storefront/${slug}/orders`,
    payload: { customer_name: 'Grace Hopper', customer_phone: '+33 6 12 34 56 78', ...extra, items: [{ menu_item_id: lasagne.id, quantity: 2 }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order as { id: string; status: string; daily_number: number };
}

const accept = (owner: Pick<TestOwner, 'headers'>, id: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/accept`, headers: owner.headers, payload });
const reject = (owner: Pick<TestOwner, 'headers'>, id: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/reject`, headers: owner.headers, payload });
const guestView = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/storefront/orders/${id}` })).json().order;

describe('the accept step', () => {
  it('accepts a pending order with a ready time: confirmed, the guest sees it at once, the activity log says who', async () => {
    const place = await restaurant();
    const order = await guestOrder(place);
    expect(order.status).toBe('pending');
    const events: RealtimeEvent[] = [];
    const unsubscribe = ctx.app.realtime.subscribe(place.owner.restaurantId, (event) => events.push(event));

    const before = Date.now();
    const response = await accept(place.owner, order.id, { ready_in_minutes: 25 });
    expect(response.statusCode, response.body).toBe(200);
    const accepted = response.json().order;
    expect(accepted).toMatchObject({ status: 'confirmed', rejection_reason: null });
    const readyAt = Date.parse(accepted.ready_at);
    expect(readyAt).toBeGreaterThanOrEqual(before + 25 * 60_000 - 5_000);
    expect(readyAt).toBeLessThanOrEqual(Date.now() + 25 * 60_000 + 5_000);
    // On PostgreSQL the event goes round through the database to every instance: it arrives a moment later.
    await expect.poll(() => events).toContainEqual({ type: 'order.updated', data: { id: order.id, status: 'confirmed' } });
    unsubscribe();

    expect(await guestView(order.id)).toMatchObject({ status: 'confirmed', ready_at: accepted.ready_at, time_zone: 'Europe/Paris', rejection_reason: null });
    const log = await queryRows<{ action: string; details: Record<string, unknown> }>(
      adminDatabase(ctx.app).db,
      sql`select action, details from activity_log where subject_id = ${order.id}`,
    );
    expect(log).toEqual([{ action: 'order.status_changed', details: { from: 'pending', to: 'confirmed', ready_at: accepted.ready_at } }]);
  });

  it('rejects a pending order with a reason: cancelled, the guest reads the reason', async () => {
    const place = await restaurant();
    const order = await guestOrder(place);
    const response = await reject(place.owner, order.id, { reason: '  Kitchen closed early tonight ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({ status: 'cancelled', rejection_reason: 'Kitchen closed early tonight', ready_at: null });
    expect(await guestView(order.id)).toMatchObject({ status: 'cancelled', rejection_reason: 'Kitchen closed early tonight' });
  });

  it('answers 409 to the second of two answers, and changes nothing', async () => {
    const place = await restaurant();
    const order = await guestOrder(place);
    expect((await accept(place.owner, order.id, { ready_in_minutes: 10 })).statusCode).toBe(200);
    const again = await reject(place.owner, order.id, { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    expect(await guestView(order.id)).toMatchObject({ status: 'confirmed', rejection_reason: null });
  });

  it('refuses bad input with the documented error shape', async () => {
    const place = await restaurant();
    const order = await guestOrder(place);
    for (const payload of [{}, { ready_in_minutes: -1 }, { ready_in_minutes: 601 }, { ready_in_minutes: 2.5 }, { ready_in_minutes: '20' }]) {
      const response = await accept(place.owner, order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { ready_in_minutes: [expect.any(String)] } });
    }
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(301) }, { reason: 'two\nlines' }]) {
      const response = await reject(place.owner, order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { reason: [expect.any(String)] } });
    }
    expect((await guestView(order.id)).status).toBe('pending');
  });

  it("answers 404 for another restaurant's order and leaves it alone; the kitchen may accept, nobody signed out may", async () => {
    const place = await restaurant();
    const other = await restaurant();
    const order = await guestOrder(place);
    expect((await accept(other.owner, order.id, { ready_in_minutes: 10 })).statusCode).toBe(404);
    expect((await reject(other.owner, order.id, { reason: 'No' })).statusCode).toBe(404);
    expect((await guestView(order.id)).status).toBe('pending');
    expect((await accept({ headers: {} }, order.id, { ready_in_minutes: 10 })).statusCode).toBe(401);
    const kitchen = await createMember(ctx.app, place.owner, 'kitchen');
    expect((await accept(kitchen, order.id, { ready_in_minutes: 10 })).statusCode).toBe(200);
  });
});

describe('the order number of the business day', () => {
  it('numbers a restaurant’s orders #1, #2 … per business day, each restaurant on its own', async () => {
    const place = await restaurant();
    const other = await restaurant();
    const first = await guestOrder(place);
    const second = await guestOrder(place);
    const elsewhere = await guestOrder(other);
    expect([first.daily_number, second.daily_number, elsewhere.daily_number]).toEqual([1, 2, 1]);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: place.owner.headers })).json();
    expect(list.orders.map((order: { daily_number: number }) => order.daily_number)).toEqual([2, 1]);
    expect((await guestView(first.id)).daily_number).toBe(1);
  });

  it('starts again at #1 after the business-day cutoff (04:00 in the restaurant’s zone)', async () => {
    const place = await restaurant({ timezone: 'Europe/Paris' });
    const insert = (createdAt: string) =>
      adminDatabase(ctx.app)
        .db.insert(orders)
        .values({
          restaurantId: place.owner.restaurantId,
          customerName: 'Night owl',
          orderItems: [],
          totalAmount: '0',
          createdAt: new Date(createdAt),
        })
        .returning({ number: orders.dailyNumber, day: orders.businessDay });
    // 23:30 and 02:59 in Paris (winter, UTC+1) belong to the 24th; 03:00 UTC is 04:00 in Paris, the 25th's first order.
    expect(await insert('2026-11-24T22:30:00Z')).toEqual([{ number: 1, day: '2026-11-24' }]);
    expect(await insert('2026-11-25T01:59:00Z')).toEqual([{ number: 2, day: '2026-11-24' }]);
    expect(await insert('2026-11-25T03:00:00Z')).toEqual([{ number: 1, day: '2026-11-25' }]);
  });

  it('gives 20 concurrent orders 20 distinct, consecutive numbers', async () => {
    const place = await restaurant();
    const placed = await Promise.all(Array.from({ length: 20 }, () => guestOrder(place)));
    expect(placed.map((order) => order.daily_number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });
});

describe("the guest's mails", () => {
  it('sends received, accepted with the ready time, ready and cancelled mails in the language the guest ordered in', async () => {
    const place = await restaurant();
    const email = uniqueEmail('guest');
    const order = await guestOrder(place, { customer_email: email, locale: 'fr' });

    const received = await waitForMail(ctx.app, email, /Votre commande #1 chez Chez Test/);
    expect(received.language).toBe('fr');
    expect(received.text).toContain('2 × Lasagne');
    expect(received.text).toContain('29,80');
    expect(received.text).toContain(`/r/${place.slug}/orders/${order.id}`);
    expect(received.text).toContain(order.id.slice(-8));

    const accepted = (await accept(place.owner, order.id, { ready_in_minutes: 30 })).json().order;
    const time = new Intl.DateTimeFormat('fr-FR', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Paris' }).format(new Date(accepted.ready_at));
    const acceptedMail = await waitForMail(ctx.app, email, /Commande #1 acceptée/);
    expect(acceptedMail.subject).toContain(time);

    const ready = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, headers: place.owner.headers, payload: { status: 'ready' } });
    expect(ready.statusCode).toBe(200);
    await waitForMail(ctx.app, email, /Votre commande #1 est prête/);

    const cancelled = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, headers: place.owner.headers, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    const cancelMail = await waitForMail(ctx.app, email, /Commande #1 annulée/);
    expect(cancelMail.text).toContain('a annulé votre commande #1');
  });

  it('sends the rejection with its reason, and nothing to a guest who gave no email', async () => {
    const place = await restaurant();
    const email = uniqueEmail('guest');
    const order = await guestOrder(place, { customer_email: email, locale: 'de' });
    await waitForMail(ctx.app, email, /Ihre Bestellung #1/);
    expect((await reject(place.owner, order.id, { reason: 'Keine Lasagne mehr' })).statusCode).toBe(200);
    const mail = await waitForMail(ctx.app, email, /Bestellung #1 storniert/);
    expect(mail.text).toContain('Grund: Keine Lasagne mehr');

    const silent = await guestOrder(place);
    expect((await accept(place.owner, silent.id, { ready_in_minutes: 5 })).statusCode).toBe(200);
    const jobs = await queryRows(adminDatabase(ctx.app).db, sql`select id from jobs where payload->>'order_id' = ${silent.id}`);
    expect(jobs).toEqual([]);
  });

  it('queues no mail for a change that was refused', async () => {
    const place = await restaurant();
    const email = uniqueEmail('guest');
    const order = await guestOrder(place, { customer_email: email });
    await waitForMail(ctx.app, email, /Your order #1/);
    expect((await accept(place.owner, order.id, { ready_in_minutes: 5 })).statusCode).toBe(200);
    await waitForMail(ctx.app, email, /accepted/);
    expect((await accept(place.owner, order.id, { ready_in_minutes: 5 })).statusCode).toBe(409);
    await ctx.app.jobs.drain();
    expect((await mailsTo(ctx.app, email)).length).toBe(2);
  });
});

describe('auto-accept and the re-alert setting', () => {
  it('accepts online orders as they arrive when turned on, ready after the preparation time', async () => {
    const place = await restaurant();
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/orders/settings', headers: place.owner.headers });
    expect(settings.json()).toEqual({ auto_accept: false, realert_after_minutes: 3, preparation_minutes: 20 });
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/orders/settings',
      headers: place.owner.headers,
      payload: { auto_accept: true, realert_after_minutes: 5 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ auto_accept: true, realert_after_minutes: 5, preparation_minutes: 20 });

    const email = uniqueEmail('guest');
    const order = await guestOrder(place, { customer_email: email });
    expect(order.status).toBe('confirmed');
    const view = await guestView(order.id);
    expect(Date.parse(view.ready_at) - Date.parse(view.created_at)).toBe(20 * 60_000);
    const mail = await waitForMail(ctx.app, email, /Your order #1/);
    expect(mail.text).toContain('received and accepted');

    // Orders taken by staff are not "accepted": they are the staff's own.
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: place.owner.headers,
      payload: { customer_name: 'Ada', items: [{ menu_item_id: place.lasagne.id, quantity: 1 }] },
    });
    expect(phone.json().order).toMatchObject({ status: 'pending', ready_at: null, daily_number: 2 });
  });

  it('refuses bad settings, and settings from a role that may not change them', async () => {
    const place = await restaurant();
    for (const payload of [{ realert_after_minutes: 0 }, { realert_after_minutes: 61 }, { auto_accept: 'yes' }, { other: 1 }]) {
      const response = await ctx.app.inject({ method: 'PATCH', url: '/api/orders/settings', headers: place.owner.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const kitchen = await createMember(ctx.app, place.owner, 'kitchen');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/settings', headers: kitchen.headers })).statusCode).toBe(200);
    const refused = await ctx.app.inject({ method: 'PATCH', url: '/api/orders/settings', headers: kitchen.headers, payload: { auto_accept: true } });
    expect(refused.statusCode).toBe(403);
  });
});
