/**
 * Printers (issue 21, decision 0038), end to end with the printer emulators over real HTTP: a Star CloudPRNT and an
 * Epson Server Direct Print printer print an accepted order's kitchen ticket and receipt (accents included), exactly
 * once — a printer that dies before confirming gets the job again after the timeout, two polls at once print once;
 * reprints say COPY, a cancelled order's kitchen gets a cancellation ticket; the plan's printer limit; another
 * restaurant's printers and orders are 404. Both databases.
 */
import type { AddressInfo } from 'node:net';
import { startCloudPrntPrinter, startEpsonSdpPrinter } from '@maitre/printer-emulator';
import { PrinterCreatedResponseSchema, PrinterListResponseSchema } from '@maitre/shared/printers';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDatabase, buildTestApp } from '../../../test/build-test-app.ts';
import { categoryIds, createMember, createOwner, givePlan, type TestOwner } from '../../../test/factories.ts';
import { activityLog, menuItems, printers, printJobs, restaurants as restaurantsTable } from '../../db/schema/index.ts';

const ctx = buildTestApp({
  env: { GUEST_ORDERS_PER_IP_PER_MINUTE: '1000', GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: '1000', API_RATE_LIMIT_PER_MINUTE: '100000' },
});
let origin = '';
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

const DISHES = ['Crème brûlée', 'Käse, Übergröße', 'Paella à la niña', 'Pâté'];
let count = 0;

async function restaurant(options: { language?: string; plan?: 'snackbar' | 'restaurant' | 'michelin' | null } = {}) {
  count += 1;
  const slug = `printers-test-${count}-${Math.random().toString(36).slice(2, 8)}`;
  const owner = await createOwner(ctx.app, { restaurantName: `Chez Imprimé ${count}` });
  await adminDatabase(ctx.app)
    .db.update(restaurantsTable)
    .set({ slug, timezone: 'Europe/Paris', defaultLanguage: options.language ?? 'fr' })
    .where(eq(restaurantsTable.id, owner.restaurantId));
  if (options.plan !== null) await givePlan(ctx.app, owner, options.plan ?? 'michelin');
  const category = await categoryIds(ctx.app, owner);
  const dishes = await adminDatabase(ctx.app)
    .db.insert(menuItems)
    .values(DISHES.map((name) => ({ restaurantId: owner.restaurantId, userId: owner.id, name, price: '9.50', categoryId: category['Main Course'] as string })))
    .returning({ id: menuItems.id });
  return { owner, slug, dishes };
}
type Place = Awaited<ReturnType<typeof restaurant>>;

async function guestOrder({ slug, dishes }: Pick<Place, 'slug' | 'dishes'>): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/storefront/${slug}/orders`,
    payload: {
      customer_name: 'Zoë Dupré',
      customer_phone: '+33 6 12 34 56 78',
      customer_email: 'zoe@example.com',
      items: dishes.map((dish) => ({ menu_item_id: dish.id, quantity: 1 })),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.id as string;
}

async function accept(owner: Pick<TestOwner, 'headers'>, id: string) {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/accept`, headers: owner.headers, payload: { ready_in_minutes: 20 } });
  expect(response.statusCode, response.body).toBe(200);
}

async function addPrinter(owner: Pick<TestOwner, 'headers'>, payload: Record<string, unknown>) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/printers', headers: owner.headers, payload: { name: 'Kitchen', ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  const created = PrinterCreatedResponseSchema.strict().parse(response.json());
  // The address is the app's (APP_URL); the test server listens elsewhere.
  return { ...created, url: `${origin}${new URL(created.url).pathname}` };
}

const jobsOf = (printerId: string) =>
  adminDatabase(ctx.app).db.select().from(printJobs).where(eq(printJobs.printerId, printerId)).orderBy(printJobs.createdAt, printJobs.printedAt);

describe('Star CloudPRNT', () => {
  it('prints an accepted order’s kitchen ticket and receipt, accents intact, once, and then has nothing more', async () => {
    const place = await restaurant();
    const { printer, url } = await addPrinter(place.owner, { protocol: 'cloudprnt', prints_receipts: true });
    expect(url).toMatch(/\/api\/cloudprnt\/[A-Za-z0-9_-]{32}$/);
    const star = startCloudPrntPrinter({ url });
    const orderId = await guestOrder(place);
    // Printed on acceptance (the default): nothing yet.
    expect(await star.pollOnce()).toBeNull();
    await accept(place.owner, orderId);
    const kitchen = await star.pollOnce();
    const receipt = await star.pollOnce();
    expect(await star.pollOnce()).toBeNull();
    expect(kitchen?.mediaType).toBe('application/vnd.star.starprnt');
    for (const dish of DISHES) {
      expect(kitchen?.text).toContain(dish);
      expect(receipt?.text).toContain(dish);
    }
    expect(kitchen?.text).toContain('Cuisine');
    expect(kitchen?.text).not.toContain('€');
    expect(kitchen?.text).not.toContain('Zoë');
    expect(kitchen?.text).not.toContain('+33');
    expect(kitchen?.text).not.toContain('zoe@example.com');
    expect(receipt?.text).toContain('Zoë Dupré');
    expect(receipt?.text).toMatch(/Total\s+38,00 €/);
    expect(receipt?.text).not.toContain('+33');
    expect((await jobsOf(printer.id)).map((job) => [job.purpose, job.state])).toEqual([
      ['kitchen', 'printed'],
      ['receipt', 'printed'],
    ]);
    // The printer reported itself ready: online in Settings.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/printers', headers: place.owner.headers });
    expect(PrinterListResponseSchema.strict().parse(list.json()).printers[0]).toMatchObject({ status: 'online', prints_receipts: true, stations: 'all' });
  });

  it('offers a job the printer fetched but never confirmed again only after the timeout, and it prints once', async () => {
    const place = await restaurant();
    const { printer, url } = await addPrinter(place.owner, { protocol: 'cloudprnt', auto_print: 'arrived', paper_width: 58 });
    // An older Star printer (TSP650II with a CloudPRNT interface) that speaks Star Line Mode only.
    const star = startCloudPrntPrinter({ url, mediaTypes: ['application/vnd.star.line'] });
    await guestOrder(place);
    star.crashBeforeConfirm();
    expect(await star.pollOnce()).toBeNull();
    expect((await jobsOf(printer.id))[0]).toMatchObject({ state: 'offered', attempts: 1 });
    // Within the timeout: offered to nobody.
    expect(await star.pollOnce()).toBeNull();
    // The timeout passes (the offer is made older, as a clock would).
    await adminDatabase(ctx.app).db.update(printJobs).set({ offeredAt: sql`now() - interval '2 minutes'` }).where(eq(printJobs.printerId, printer.id));
    const printed = await star.pollOnce();
    expect(printed?.text).toContain('Paella à la niña');
    expect(await star.pollOnce()).toBeNull();
    expect(star.printed).toHaveLength(1);
    expect((await jobsOf(printer.id))[0]).toMatchObject({ state: 'printed', attempts: 2 });
    // 58 mm: 32 characters a line.
    expect(Math.max(...(printed?.text ?? '').split('\n').map((line) => line.length))).toBeLessThanOrEqual(32);
  });

  it('hands one job to one of two polls arriving together', async () => {
    const place = await restaurant();
    const { url } = await addPrinter(place.owner, { protocol: 'cloudprnt', auto_print: 'arrived' });
    const first = startCloudPrntPrinter({ url });
    const second = startCloudPrntPrinter({ url, mac: '00:11:62:00:00:02' });
    await guestOrder(place);
    await Promise.all([first.pollOnce(), second.pollOnce(), first.pollOnce(), second.pollOnce()]);
    await Promise.all([first.pollOnce(), second.pollOnce()]);
    expect(first.printed.length + second.printed.length).toBe(1);
  });

  it('keeps a job queued while the printer reports paper out or cover open, shows it in Settings, and prints when it is ready', async () => {
    const place = await restaurant();
    const { printer, url } = await addPrinter(place.owner, { protocol: 'cloudprnt', auto_print: 'arrived' });
    const star = startCloudPrntPrinter({ url });
    await guestOrder(place);
    star.state = 'paper_out';
    await star.pollOnce();
    const status = async () =>
      PrinterListResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/printers', headers: place.owner.headers })).json()).printers[0];
    expect(await status()).toMatchObject({ status: 'paper_out', status_detail: '410 Out of Paper' });
    star.state = 'cover_open';
    await star.pollOnce();
    expect((await status())?.status).toBe('cover_open');
    expect((await jobsOf(printer.id))[0]?.state).toBe('queued');
    star.state = 'ready';
    expect(await star.pollOnce()).not.toBeNull();
    expect((await status())?.status).toBe('online');
    // No poll for 30 s: offline.
    await adminDatabase(ctx.app).db.update(printers).set({ lastPollAt: sql`now() - interval '31 seconds'` }).where(eq(printers.id, printer.id));
    expect((await status())?.status).toBe('offline');
  });

  it('answers 404 to an address that is no printer’s', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/cloudprnt/not-a-printer-secret-at-all', payload: { statusCode: '200 OK' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('kitchen stations (decision 0037)', () => {
  it('a printer of one station prints its lines (and those of no station) under the station’s name; the other station’s printer the rest', async () => {
    const place = await restaurant({ language: 'en' });
    const station = async (name: string) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/kitchen/stations', headers: place.owner.headers, payload: { name } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().station.id as string;
    };
    const [pastry, grill] = [await station('Pastry'), await station('Grill')];
    // Crème brûlée to pastry, paella and pâté to the grill; the cheese has no station (every kitchen ticket prints it).
    const [brulee, cheese, paella, pate] = place.dishes.map((dish) => dish.id);
    const mapped = await ctx.app.inject({
      method: 'PUT',
      url: '/api/kitchen/mapping',
      headers: place.owner.headers,
      payload: {
        menu_items: [
          { id: brulee, station_id: pastry },
          { id: paella, station_id: grill },
          { id: pate, station_id: grill },
        ],
      },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(cheese).toBeDefined();
    const pastryPrinter = startCloudPrntPrinter({ url: (await addPrinter(place.owner, { protocol: 'cloudprnt', name: 'Pastry', stations: [pastry] })).url });
    const grillPrinter = startCloudPrntPrinter({ url: (await addPrinter(place.owner, { protocol: 'cloudprnt', name: 'Grill', stations: [grill] })).url });
    await accept(place.owner, await guestOrder(place));

    const sweet = await pastryPrinter.pollOnce();
    expect(sweet?.text).toContain('Pastry');
    expect(sweet?.text).toContain('Crème brûlée');
    expect(sweet?.text).toContain('Käse, Übergröße');
    expect(sweet?.text).not.toContain('Paella');
    const hot = await grillPrinter.pollOnce();
    expect(hot?.text).toContain('Grill');
    for (const dish of ['Paella à la niña', 'Pâté', 'Käse, Übergröße']) expect(hot?.text).toContain(dish);
    expect(hot?.text).not.toContain('Crème brûlée');
  });

  it('a printer of a station with no line in the order prints nothing for it — not an empty ticket, nor a cancellation later', async () => {
    const place = await restaurant({ language: 'en' });
    const created = await ctx.app.inject({ method: 'POST', url: '/api/kitchen/stations', headers: place.owner.headers, payload: { name: 'Bar' } });
    expect(created.statusCode, created.body).toBe(201);
    const bar = created.json().station.id as string;
    const paella = place.dishes[2]; // DISHES: Crème brûlée, Käse, Paella, Pâté
    const mapped = await ctx.app.inject({
      method: 'PUT',
      url: '/api/kitchen/mapping',
      headers: place.owner.headers,
      payload: { menu_items: place.dishes.map((dish) => ({ id: dish.id, station_id: bar })) },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    // Every dish is the bar's but the paella, moved to the grill: an order of paella alone has nothing for the bar.
    const grill = await ctx.app.inject({ method: 'POST', url: '/api/kitchen/stations', headers: place.owner.headers, payload: { name: 'Grill' } });
    const grillId = grill.json().station.id as string;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/kitchen/mapping',
      headers: place.owner.headers,
      payload: { menu_items: [{ id: paella?.id, station_id: grillId }] },
    });
    const barPrinter = await addPrinter(place.owner, { protocol: 'cloudprnt', name: 'Bar', stations: [bar] });
    const grillPrinter = await addPrinter(place.owner, { protocol: 'cloudprnt', name: 'Grill', stations: [grillId] });
    const orderId = await guestOrder({ slug: place.slug, dishes: [paella as { id: string }] });
    await accept(place.owner, orderId);

    expect(await startCloudPrntPrinter({ url: barPrinter.url }).pollOnce()).toBeNull();
    expect(await jobsOf(barPrinter.printer.id)).toEqual([]);
    expect((await startCloudPrntPrinter({ url: grillPrinter.url }).pollOnce())?.text).toContain('Paella à la niña');
    const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: place.owner.headers, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await startCloudPrntPrinter({ url: barPrinter.url }).pollOnce()).toBeNull();
    expect((await startCloudPrntPrinter({ url: grillPrinter.url }).pollOnce())?.text).toContain('Paella à la niña');
  });
});

describe('Epson Server Direct Print', () => {
  it('prints an accepted order’s kitchen ticket and receipt as ePOS-Print XML, confirmed by SetResponse', async () => {
    const place = await restaurant({ language: 'de' });
    const { printer, url } = await addPrinter(place.owner, { protocol: 'epson_sdp', prints_receipts: true, copies: 2 });
    expect(url).toMatch(/\/api\/epson-sdp\//);
    const epson = startEpsonSdpPrinter({ url, id: 'kitchen' });
    const orderId = await guestOrder(place);
    await accept(place.owner, orderId);
    const kitchen = await epson.pollOnce();
    const receipt = await epson.pollOnce();
    expect(await epson.pollOnce()).toBeNull();
    for (const dish of DISHES) expect(kitchen?.text).toContain(dish);
    expect(kitchen?.text).toContain('Küche');
    // Two copies, in one job.
    expect(kitchen?.text.split('Küche').length).toBe(3);
    expect(receipt?.text).toContain('Summe');
    expect(kitchen?.xml).toMatch(/^<epos-print xmlns="http:\/\/www\.epson-pos\.com\/schemas\/2011\/03\/epos-print">/);
    expect((await jobsOf(printer.id)).map((job) => job.state)).toEqual(['printed', 'printed']);
  });

  it('puts a job back when the printer answers paper end, and prints it once paper is in', async () => {
    const place = await restaurant();
    const { printer, url } = await addPrinter(place.owner, { protocol: 'epson_sdp', auto_print: 'arrived' });
    const epson = startEpsonSdpPrinter({ url });
    await guestOrder(place);
    epson.state = 'paper_out';
    expect(await epson.pollOnce()).toBeNull();
    expect((await jobsOf(printer.id))[0]?.state).toBe('queued');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/printers', headers: place.owner.headers });
    expect(list.json().printers[0].status).toBe('paper_out');
    epson.state = 'ready';
    expect((await epson.pollOnce())?.text).toContain('Pâté');
    expect(await epson.pollOnce()).toBeNull();
    expect(epson.printed).toHaveLength(1);
  });
});

describe('printing from the order detail', () => {
  it('prints on demand, marks a reprint COPY, and sends a cancellation ticket to the kitchen when the order is cancelled', async () => {
    const place = await restaurant({ language: 'en' });
    const { url } = await addPrinter(place.owner, { protocol: 'cloudprnt', auto_print: 'off' });
    const star = startCloudPrntPrinter({ url });
    const orderId = await guestOrder(place);
    await accept(place.owner, orderId);
    expect(await star.pollOnce()).toBeNull();
    const foh = await createMember(ctx.app, place.owner, 'front_of_house');
    const print = () => ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/print`, headers: foh.headers, payload: {} });
    const first = await print();
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ jobs: 1, copy: false });
    expect((await star.pollOnce())?.text).not.toContain('COPY');
    const again = await print();
    expect(again.json()).toEqual({ jobs: 1, copy: true });
    expect((await star.pollOnce())?.text).toContain('COPY');
    const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: place.owner.headers, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await star.pollOnce();
    expect(cancelled?.text).toContain('CANCELLED');
    expect(cancelled?.text).toContain('Crème brûlée');
    expect(await star.pollOnce()).toBeNull();
    // The order's history says who printed it, and that the second time was a reprint.
    const history = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/activity`, headers: place.owner.headers });
    expect(history.statusCode, history.body).toBe(200);
    const printed = (history.json().entries as Array<{ action: string; actor_user_id: string; details: unknown }>).filter(
      (entry) => entry.action === 'order.printed',
    );
    expect(printed.map(({ actor_user_id, details }) => ({ actor_user_id, details }))).toEqual([
      { actor_user_id: foh.id, details: { jobs: 1, copy: true } },
      { actor_user_id: foh.id, details: { jobs: 1, copy: false } },
    ]);
  });

  it('writes who added, changed and removed a printer in the activity log, naming the settings changed', async () => {
    const place = await restaurant();
    const { printer } = await addPrinter(place.owner, { protocol: 'epson_sdp', name: 'Pass' });
    const change = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/printers/${printer.id}`, headers: place.owner.headers, payload });
    expect((await change({ copies: 2, paper_width: 80, name: 'Pass' })).statusCode).toBe(200);
    // Nothing changed: nothing logged.
    expect((await change({ copies: 2 })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/printers/${printer.id}`, headers: place.owner.headers })).statusCode).toBe(204);
    const log = await adminDatabase(ctx.app)
      .db.select({ action: activityLog.action, actor: activityLog.actorUserId, details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.restaurantId, place.owner.restaurantId), eq(activityLog.subjectId, printer.id)))
      .orderBy(activityLog.createdAt);
    expect(log).toEqual([
      { action: 'printer.added', actor: place.owner.id, details: { name: 'Pass', protocol: 'epson_sdp' } },
      { action: 'printer.updated', actor: place.owner.id, details: { name: 'Pass', changes: ['copies'] } },
      { action: 'printer.removed', actor: place.owner.id, details: { name: 'Pass' } },
    ]);
  });

  it('previews the ticket as an SVG the same as the paper, 58 or 80 mm', async () => {
    const place = await restaurant();
    const orderId = await guestOrder(place);
    const svg = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/ticket?purpose=receipt&width=58`, headers: place.owner.headers });
    expect(svg.statusCode, svg.body).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg width="384px"/);
    const text = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/ticket?purpose=kitchen&format=text`, headers: place.owner.headers });
    for (const dish of DISHES) expect(text.body).toContain(dish);
  });

  it('says so when no printer prints the ticket', async () => {
    const place = await restaurant();
    const orderId = await guestOrder(place);
    const response = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/print`, headers: place.owner.headers, payload: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('Settings');
  });
});

describe('printer settings', () => {
  it('refuses a printer beyond the plan’s limit with PLAN_LIMIT_REACHED (none counts as Snackbar: 1; Restaurant: 2)', async () => {
    const place = await restaurant({ plan: null });
    await addPrinter(place.owner, { protocol: 'cloudprnt' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: place.owner.headers,
      payload: { name: 'Bar', protocol: 'epson_sdp' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'PLAN_LIMIT_REACHED', message: 'Without a plan you can add 1 printer. Subscribe to Restaurant for up to 2.' });
    await givePlan(ctx.app, place.owner, 'restaurant');
    await addPrinter(place.owner, { protocol: 'epson_sdp', name: 'Bar' });
    const third = await ctx.app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: place.owner.headers,
      payload: { name: 'Terrace', protocol: 'cloudprnt' },
    });
    expect(third.json().error.code).toBe('PLAN_LIMIT_REACHED');
  });

  it('changes and removes printers; another restaurant’s printers and orders are 404; the kitchen may not manage them', async () => {
    const a = await restaurant();
    const b = await restaurant();
    const { printer } = await addPrinter(a.owner, { protocol: 'cloudprnt' });
    const bOrder = await guestOrder(b);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/printers/${printer.id}`,
      headers: a.owner.headers,
      payload: { stations: ['grill'], copies: 3, paper_width: 58 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().printer).toMatchObject({ stations: ['grill'], copies: 3, paper_width: 58 });
    for (const request of [
      { method: 'PATCH' as const, url: `/api/printers/${printer.id}`, payload: { copies: 1 } },
      { method: 'DELETE' as const, url: `/api/printers/${printer.id}` },
    ]) {
      expect((await ctx.app.inject({ ...request, headers: b.owner.headers })).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'POST', url: `/api/orders/${bOrder}/print`, headers: a.owner.headers, payload: {} })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/orders/${bOrder}/ticket`, headers: a.owner.headers })).statusCode).toBe(404);
    const cook = await createMember(ctx.app, a.owner, 'kitchen');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/printers', headers: cook.headers })).statusCode).toBe(403);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/printers/${printer.id}`, headers: a.owner.headers });
    expect(removed.statusCode).toBe(204);
    const left = await adminDatabase(ctx.app)
      .db.select()
      .from(printers)
      .where(and(eq(printers.restaurantId, a.owner.restaurantId)));
    expect(left).toEqual([]);
  });
});
