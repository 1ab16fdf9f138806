/**
 * The restaurant's clock through the API (issue 20): settings, the pause, what the order page is told, and the
 * server refusing guest orders outside hours, while paused and over pacing — not only the page. Both databases.
 */
import { localDate, WEEKDAYS } from '@maitre/shared/service-clock';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adminDatabase, buildTestApp } from '../../../test/build-test-app.ts';
import { categoryIds, createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { menuItems, orders, restaurants as restaurantsTable } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../realtime/realtime-bus.ts';

const ctx = buildTestApp({ env: { GUEST_ORDERS_PER_IP_PER_MINUTE: '1000', GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: '1000' } });

const ALL_DAY = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '24:00' }]]));
const settings = (changes: Record<string, unknown> = {}) => ({
  weekly_hours: ALL_DAY,
  exceptions: [],
  business_day_cutoff_minutes: 240,
  preparation_minutes: 20,
  pacing_per_slot: null,
  allow_scheduling: true,
  address: '12 rue de la Paix, Paris',
  phone: '+33 1 23 45 67 89',
  ...changes,
});

let count = 0;
async function restaurant() {
  count += 1;
  const slug = `clock-${count}-${Math.random().toString(36).slice(2, 8)}`;
  const owner = await createOwner(ctx.app);
  await adminDatabase(ctx.app).db.update(restaurantsTable).set({ slug, timezone: 'Europe/Paris' }).where(eq(restaurantsTable.id, owner.restaurantId));
  const category = await categoryIds(ctx.app, owner);
  const [dish] = await adminDatabase(ctx.app)
    .db.insert(menuItems)
    .values({ restaurantId: owner.restaurantId, userId: owner.id, name: 'Lasagne', price: '14.90', categoryId: category['Main Course'] as string })
    .returning();
  if (!dish) throw new Error('menu insert failed');
  return { owner, slug, dish };
}

const put = (owner: Pick<TestOwner, 'headers'>, body: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/service-hours', headers: owner.headers, payload: body });
const service = async (slug: string) => (await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}/service` })).json();
const order = (slug: string, dishId: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/storefront/${slug}/orders`,
    headers,
    payload: { customer_name: 'Grace Hopper', customer_phone: '+33 6 12 34 56 78', items: [{ menu_item_id: dishId, quantity: 1 }], ...extra },
  });

describe('the restaurant clock: settings', () => {
  it('keeps hours, exceptions, cutoff, preparation time, pacing, address and phone; every member reads them', async () => {
    const { owner } = await restaurant();
    const before = await ctx.app.inject({ method: 'GET', url: '/api/service-hours', headers: owner.headers });
    expect(before.json().service).toMatchObject({ weekly_hours: null, business_day_cutoff_minutes: 240, preparation_minutes: 20, pause: null });
    const body = settings({
      weekly_hours: {
        ...ALL_DAY,
        mon: [],
        tue: [
          { from: '11:30', to: '14:00' },
          { from: '18:30', to: '01:00' },
        ],
      },
      exceptions: [
        { date: '2026-12-25', ranges: [], note: 'Christmas' },
        { date: '2026-12-24', ranges: [{ from: '18:00', to: '22:00' }] },
      ],
      business_day_cutoff_minutes: 300,
      pacing_per_slot: 4,
    });
    const saved = await put(owner, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().service).toMatchObject({
      timezone: 'Europe/Paris',
      weekly_hours: body.weekly_hours,
      // In date order.
      exceptions: [
        { date: '2026-12-24', ranges: [{ from: '18:00', to: '22:00' }], note: null },
        { date: '2026-12-25', ranges: [], note: 'Christmas' },
      ],
      business_day_cutoff_minutes: 300,
      pacing_per_slot: 4,
      address: '12 rue de la Paix, Paris',
    });
    const kitchen = await createMember(ctx.app, owner, 'kitchen');
    const read = await ctx.app.inject({ method: 'GET', url: '/api/service-hours', headers: kitchen.headers });
    expect(read.json().service.business_day_cutoff_minutes).toBe(300);
    expect((await put(kitchen, body)).statusCode).toBe(403);
  });

  it('refuses times, ranges and numbers that make no sense, field by field', async () => {
    const { owner } = await restaurant();
    const response = await put(
      owner,
      settings({
        weekly_hours: { ...ALL_DAY, wed: [{ from: '25:00', to: '14:00' }], thu: [{ from: '12:00', to: '12:00' }] },
        exceptions: [
          { date: '2026-02-30', ranges: [] },
          { date: '2026-03-01', ranges: [] },
          { date: '2026-03-01', ranges: [] },
        ],
        business_day_cutoff_minutes: 800,
        preparation_minutes: -1,
        pacing_per_slot: 0,
      }),
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toMatchObject({
      'weekly_hours.wed.0.from': ['Enter a time as HH:MM'],
      'weekly_hours.thu.0.to': ['Opening and closing times must differ'],
      'exceptions.0.date': ['Enter a date as YYYY-MM-DD'],
      exceptions: ['Each date can have one exception only'],
      business_day_cutoff_minutes: ['The business day starts between 00:00 and 12:00'],
      preparation_minutes: ['Preparation time is between 0 and 240 minutes'],
      pacing_per_slot: ['Pacing is between 1 and 999 orders per slot'],
    });
  });

  it('moves the business day to the cutoff the restaurant chose, in SQL too', async () => {
    const { owner } = await restaurant();
    const day = async (at: string) =>
      (
        await queryRows<{ day: string }>(adminDatabase(ctx.app).db, sql`select restaurant_business_day(${owner.restaurantId}, ${at}::timestamptz)::text as day`)
      )[0]?.day;
    // 01:30 in Paris (UTC+1 in November) belongs to the day before with the default 04:00 cutoff…
    expect(await day('2026-11-25T00:30:00Z')).toBe('2026-11-24');
    expect((await put(owner, settings({ business_day_cutoff_minutes: 60 }))).statusCode).toBe(200);
    // …and to its own day with a 01:00 one.
    expect(await day('2026-11-25T00:30:00Z')).toBe('2026-11-25');
    expect(await day('2026-11-24T23:30:00Z')).toBe('2026-11-24');
  });
});

describe('the restaurant clock: guests', () => {
  it('refuses an order for as soon as possible while closed, naming the next opening, and tells the page', async () => {
    const { owner, slug, dish } = await restaurant();
    const today = localDate(Date.now(), 'Europe/Paris');
    await put(owner, settings({ exceptions: [{ date: today, ranges: [] }], allow_scheduling: false }));
    const told = await service(slug);
    expect(told).toMatchObject({ state: 'closed', asap: false, scheduling: false, slots: [], address: '12 rue de la Paix, Paris' });
    // Tomorrow at midnight, Paris time.
    expect(new Date(told.next_opening).toLocaleString('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' })).toBe('00:00');
    const refused = await order(slug, dish.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('RESTAURANT_CLOSED');
    expect(refused.json().error.message).toMatch(/^We are closed right now\. We open \w{3} 00:00\.$/);
    const french = await order(slug, dish.id, {}, { 'accept-language': 'fr' });
    expect(french.json().error.message).toMatch(/^Nous sommes fermés pour le moment\. Nous ouvrons /);
    const [row] = await adminDatabase(ctx.app).db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.restaurantId, owner.restaurantId));
    expect(row?.n).toBe(0);
  });

  it('takes an order for a free slot while closed when scheduling is allowed, and stores its pickup time', async () => {
    const { owner, slug, dish } = await restaurant();
    const today = localDate(Date.now(), 'Europe/Paris');
    await put(owner, settings({ exceptions: [{ date: today, ranges: [] }] }));
    const told = await service(slug);
    expect(told.state).toBe('closed');
    expect(told.slots.length).toBeGreaterThan(0);
    const slot = told.slots[0] as string;
    const placed = await order(slug, dish.id, { pickup_at: slot });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.pickup_at).toBe(slot);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: owner.headers });
    expect(list.json().orders[0].pickup_at).toBe(slot);
    // A time that is not a slot: the field says so.
    const odd = await order(slug, dish.id, { pickup_at: new Date(Date.parse(slot) + 7 * 60_000).toISOString() });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.fieldErrors.pickup_at).toEqual(['This pickup time is not available. Please choose another one.']);
    // Today is closed: no slot today.
    expect(told.slots.every((at: string) => localDate(Date.parse(at), 'Europe/Paris') !== today)).toBe(true);
  });

  it('refuses every order while paused, with the message, and takes them again once resumed or ended', async () => {
    const { owner, slug, dish } = await restaurant();
    await put(owner, settings());
    const frontOfHouse = await createMember(ctx.app, owner, 'front_of_house');
    const events: RealtimeEvent[] = [];
    const unsubscribe = ctx.app.realtime.subscribe(owner.restaurantId, (event) => events.push(event));
    const paused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/service-hours/pause',
      headers: frontOfHouse.headers,
      payload: { minutes: 30, message: 'Kitchen is full, back soon!' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().service.pause).toMatchObject({ message: 'Kitchen is full, back soon!' });
    expect(Date.parse(paused.json().service.pause.ends_at) - Date.now()).toBeGreaterThan(29 * 60_000);
    // Open order pages hear of it (their availability stream carries it).
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'service', data: {} }));
    unsubscribe();
    expect(await service(slug)).toMatchObject({ state: 'paused', pause_message: 'Kitchen is full, back soon!', asap: false, slots: [] });
    const refused = await order(slug, dish.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'ORDERS_PAUSED' });
    expect(refused.json().error.message).toMatch(/^Online orders are paused until \d\d:\d\d\. Kitchen is full, back soon!$/);
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/service-hours/pause', headers: owner.headers, payload: { minutes: 45 } });
    expect(bad.statusCode).toBe(400);

    const resumed = await ctx.app.inject({ method: 'DELETE', url: '/api/service-hours/pause', headers: frontOfHouse.headers });
    expect(resumed.json().service.pause).toBeNull();
    expect((await order(slug, dish.id)).statusCode).toBe(201);

    // A pause that ended by itself (its end in the past) lets orders in with nothing to run.
    await adminDatabase(ctx.app)
      .db.update(restaurantsTable)
      .set({ pauseStartedAt: new Date(Date.now() - 3_600_000), pauseEndsAt: new Date(Date.now() - 60_000), pauseMessage: 'old' })
      .where(eq(restaurantsTable.id, owner.restaurantId));
    expect((await service(slug)).state).toBe('open');
    expect((await order(slug, dish.id)).statusCode).toBe(201);
  });

  it('holds pacing under concurrent orders: N per slot, the rest refused with SLOT_FULL naming the time', async () => {
    const { owner, slug, dish } = await restaurant();
    await put(owner, settings({ pacing_per_slot: 2 }));
    const results = await Promise.all(Array.from({ length: 6 }, () => order(slug, dish.id)));
    const codes = results.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    const full = results.find((response) => response.statusCode === 409);
    expect(full?.json().error.code).toBe('SLOT_FULL');
    expect(full?.json().error.message).toMatch(/^The \d\d:\d\d pickup slot is full\. Please choose another time\.$/);
    expect((await service(slug)).asap).toBe(false);
    // A later slot is still free, and the page lists only free ones.
    const told = await service(slug);
    const placed = await order(slug, dish.id, { pickup_at: told.slots[1] });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('lets restaurants without hours take orders at all hours, as before', async () => {
    const { slug, dish } = await restaurant();
    expect(await service(slug)).toMatchObject({ state: 'open', asap: true, weekly_hours: null });
    expect((await order(slug, dish.id)).statusCode).toBe(201);
  });
});
