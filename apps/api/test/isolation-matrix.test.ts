/**
 * Tenant isolation over the whole route table: every registered route must be classified below, so a new route
 * cannot ship without saying how it is isolated. Owner B using owner A's ids gets 404 and changes nothing; routes
 * acting on "my" data answer 401 without a session and never show another owner's rows.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../src/db/schema/devices.ts';
import {
  activityLog,
  kitchenStations,
  menuCategories,
  menuItemOptionGroups,
  menuItems,
  menuPhotos,
  optionGroups,
  options,
  orderLines,
  orders,
  printers,
  printJobs,
  restaurantInvitations,
  restaurantMembers,
  restaurants,
  restaurantTables,
} from '../src/db/schema/index.ts';
import { buildTestApp } from './build-test-app.ts';
import { createMember, createOwner, givePlan, type TestOwner } from './factories.ts';
import { PUBLIC_ROUTES } from './route-catalogue.ts';

/**
 * A menu file naming a ref A's dish would get and a ref A's dish has after A's export: refs are the restaurant's own,
 * so B's import creates B's dish and never touches A's.
 */
const INTRUDER_FILE = { payload: 'ref;name;price\r\nsecret-sauce-a;Intruder dish;1\r\n', headers: { 'content-type': 'text/csv' } };

/**
 * Routes on the signed-in owner's own data, with no id in the URL: a request to try them with (aimed at A's rows where
 * it can be), and headers of its own (a file's type).
 */
const SELF: Record<string, { payload?: object | string | ((a: Fixture) => object); headers?: Record<string, string> }> = {
  'GET /api/profile': {},
  'PATCH /api/profile': { payload: { full_name: 'Intruder' } },
  'PUT /api/profile/slug': { payload: { slug: 'stolen-address' } },
  'GET /api/subscription': {},
  'GET /api/menu-items': {},
  'POST /api/menu-items': { payload: { name: 'Intruder dish', price: 1, category: 'Specials' } },
  'GET /api/option-groups': {},
  'POST /api/option-groups': { payload: { name: 'Intruder size', selection: 'single', options: [{ name: 'Small' }] } },
  // A 1 × 1 PNG: stored as the intruder's own photo, never one of A's (the same file is a photo of each restaurant).
  'POST /api/photos': {
    payload: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'),
  },
  'GET /api/categories': {},
  // The restaurant's clock (issue 20): the intruder's own settings and pause, never A's.
  'GET /api/service-hours': {},
  'PUT /api/service-hours': {
    payload: { weekly_hours: null, exceptions: [], business_day_cutoff_minutes: 0, preparation_minutes: 1, pacing_per_slot: 1, allow_scheduling: false },
  },
  'PUT /api/service-hours/pause': { payload: { minutes: null, message: 'Intruder pause' } },
  'DELETE /api/service-hours/pause': {},
  // Privacy notice and imprint (decision 0034): the intruder's own texts, never A's.
  'GET /api/legal': {},
  'PUT /api/legal': { payload: { privacy_notice: 'Intruder notice', legal_imprint: 'Intruder imprint' } },
  'POST /api/categories': { payload: { name: 'Intruder category' } },
  // A's category ids are not B's categories: refused (400), A's order untouched.
  'PUT /api/categories/order': { payload: (a) => ({ category_ids: [a.categoryId] }) },
  // The dining room's tables (decision 0033): the intruder's own; A's table ids are not B's tables (400), A's untouched.
  'GET /api/tables': {},
  // Printers (decision 0038): the intruder's own; their list never shows A's.
  'GET /api/printers': {},
  'GET /api/printers/alerts': {},
  'POST /api/printers': { payload: { name: 'Intruder printer', protocol: 'cloudprnt' } },
  'POST /api/tables': { payload: { label: 'Intruder table' } },
  'PUT /api/tables/order': { payload: (a) => ({ table_ids: [a.tableId] }) },
  // B's own cards; A's table id there answers 404 (tables.routes.test.ts).
  'GET /api/tables/cards': {},
  'GET /api/menu-transfer/export': {},
  'GET /api/menu-transfer/template': {},
  'POST /api/menu-transfer/preview': INTRUDER_FILE,
  'POST /api/menu-transfer/commit': INTRUDER_FILE,
  'GET /api/orders': {},
  'GET /api/orders/settings': {},
  'PATCH /api/orders/settings': { payload: { auto_accept: true } },
  'POST /api/orders': { payload: { customer_name: 'Intruder', items: [] } },
  'GET /api/overview': {},
  // Reports (decision 0041): sums of the reader's own rollups; that another restaurant's orders of the same days are in
  // none of them is reports.routes.test.ts's first test.
  'GET /api/reports/summary': {},
  'GET /api/reports/trend': {},
  'GET /api/reports/hours': {},
  'GET /api/reports/dishes': {},
  'GET /api/reports/options': {},
  'GET /api/reports/channels': {},
  // Menu engineering (decision 0043): the intruder's own dishes and costs; A's are in none (reports.routes.test.ts).
  'GET /api/reports/menu-engineering': {},
  // Repeat guests (decision 0043): the reader's own guests; A's guest's phone makes none of B's orders returning
  // (reports-guests.test.ts).
  'GET /api/reports/guests': {},
  // The advanced reports (decision 0042): B below Michelin Star is refused (PLAN_REQUIRED); that another restaurant's
  // orders and team are in neither on the plan is reports.routes.test.ts's advanced test.
  'GET /api/reports/heatmap': {},
  'GET /api/reports/team': {},
  // The daily digest (decision 0044): the intruder's own opt-in in their own restaurant; A's is untouched.
  'GET /api/digest': {},
  'PUT /api/digest': { payload: { enabled: true, send_time: '06:00' } },
  'POST /api/digest/test': {},
  'GET /api/events': {},
  // The live stream's position (decision 0049): the reader's own restaurant's last event number.
  'GET /api/events/position': {},
  // The kitchen display (decision 0037): the intruder's own stations, tickets and board; A's ids are refused.
  'GET /api/kitchen/stations': {},
  'POST /api/kitchen/stations': { payload: { name: 'Intruder station' } },
  'PUT /api/kitchen/stations/order': { payload: (a) => ({ station_ids: [a.stationId] }) },
  'GET /api/kitchen/setup': {},
  'PUT /api/kitchen/settings': { payload: { warn_minutes: 5, late_minutes: 6 } },
  'PUT /api/kitchen/mapping': {
    payload: (a) => ({ categories: [{ id: a.categoryId, station_id: null }], menu_items: [{ id: a.menuItemId, station_id: null }] }),
  },
  'GET /api/kitchen/tickets': {},
  'GET /api/kitchen/ready-board': {},
  'GET /api/kitchen/events': {},
  'POST /api/billing/checkout-token': {},
  'POST /api/billing/portal': {},
  'POST /api/billing/sync': {},
  'POST /functions/v1/stripe-checkout': { payload: { price_id: 'x', mode: 'subscription', success_url: 'x', cancel_url: 'x' } },
  'GET /api/staff': {},
  'POST /api/staff/invitations': { payload: { email: 'intruder-invitee@example.com', role: 'kitchen' } },
  'POST /api/staff/transfer-ownership': { payload: { member_id: 'x', password: 'x' } },
  'PUT /api/staff/two-factor-rule': { payload: { managers_need_two_factor: true } },
  // Resets the caller's own counts only: A's stay as they are (A's dish is counted, see beforeAll).
  'POST /api/portions/reset': {},
  'GET /api/restaurants': {},
  'POST /api/restaurants': { payload: { restaurant_name: 'Intruder Annex' } },
  // Devices (decision 0036): the intruder's own, never A's; a screen's own routes answer for the caller's restaurant.
  'GET /api/devices': {},
  'POST /api/devices': { payload: { kind: 'kitchen_display', name: 'Intruder screen' } },
  'GET /api/devices/me': {},
  // The print bridge's own routes (decision 0040): refused to a member (403); another restaurant's bridge gets 404 for
  // A's printer and job tokens (print-bridge.test.ts).
  'GET /api/print-bridge/events': {},
  'POST /api/print-bridge/confirm': { payload: { token: 'a-token' } },
  'POST /api/print-bridge/fail': { payload: { token: 'a-token', status: 'offline' } },
  'POST /api/print-bridge/status': { payload: (a) => ({ printers: [{ id: a.printerId, status: 'offline' }] }) },
  'POST /api/devices/me/sign-out': {},
};

/** Routes addressing one row by id: how to aim them at owner A's row. */
const BY_ID: Record<string, { url: (a: Fixture) => string; payload?: object }> = {
  'PATCH /api/menu-items/:id': { url: (a) => `/api/menu-items/${a.menuItemId}`, payload: { name: 'Hacked', is_available: false } },
  'DELETE /api/menu-items/:id': { url: (a) => `/api/menu-items/${a.menuItemId}` },
  'PATCH /api/option-groups/:id': {
    url: (a) => `/api/option-groups/${a.groupId}`,
    payload: { name: 'Hacked', selection: 'multiple', options: [{ name: 'Stolen' }] },
  },
  'DELETE /api/option-groups/:id': { url: (a) => `/api/option-groups/${a.groupId}` },
  'PATCH /api/option-groups/:id/options/:optionId': { url: (a) => `/api/option-groups/${a.groupId}/options/${a.optionId}`, payload: { is_available: false } },
  'PUT /api/menu-items/:id/portions': { url: (a) => `/api/menu-items/${a.menuItemId}/portions`, payload: { portions_left: 0, portions_par: null } },
  'PUT /api/option-groups/:id/options/:optionId/portions': {
    url: (a) => `/api/option-groups/${a.groupId}/options/${a.optionId}/portions`,
    payload: { portions_left: 0, portions_par: null },
  },
  'PATCH /api/categories/:id': { url: (a) => `/api/categories/${a.categoryId}`, payload: { name: 'Hacked', is_hidden: true } },
  'DELETE /api/categories/:id': { url: (a) => `/api/categories/${a.categoryId}?move_to=${a.categoryId}` },
  'PATCH /api/tables/:id': { url: (a) => `/api/tables/${a.tableId}`, payload: { label: 'Hacked' } },
  'DELETE /api/tables/:id': { url: (a) => `/api/tables/${a.tableId}` },
  'PATCH /api/kitchen/stations/:id': { url: (a) => `/api/kitchen/stations/${a.stationId}`, payload: { name: 'Hacked' } },
  'DELETE /api/kitchen/stations/:id': { url: (a) => `/api/kitchen/stations/${a.stationId}` },
  'POST /api/kitchen/tickets/:orderId/bump': { url: (a) => `/api/kitchen/tickets/${a.orderId}/bump`, payload: {} },
  'POST /api/kitchen/tickets/:orderId/recall': { url: (a) => `/api/kitchen/tickets/${a.orderId}/recall`, payload: {} },
  'POST /api/kitchen/lines/:lineId/done': { url: (a) => `/api/kitchen/lines/${a.lineId}/done` },
  'DELETE /api/kitchen/lines/:lineId/done': { url: (a) => `/api/kitchen/lines/${a.lineId}/done` },
  'PATCH /api/printers/:id': { url: (a) => `/api/printers/${a.printerId}`, payload: { copies: 5 } },
  'DELETE /api/printers/:id': { url: (a) => `/api/printers/${a.printerId}` },
  'POST /api/orders/:id/print': { url: (a) => `/api/orders/${a.orderId}/print`, payload: {} },
  'GET /api/orders/:id/ticket': { url: (a) => `/api/orders/${a.orderId}/ticket` },
  'PUT /api/categories/:id/menu-item-order': { url: (a) => `/api/categories/${a.categoryId}/menu-item-order`, payload: { menu_item_ids: [] } },
  'PATCH /api/orders/:id': { url: (a) => `/api/orders/${a.orderId}`, payload: { status: 'cancelled' } },
  'POST /api/orders/:id/accept': { url: (a) => `/api/orders/${a.orderId}/accept`, payload: { ready_in_minutes: 20 } },
  'POST /api/orders/:id/reject': { url: (a) => `/api/orders/${a.orderId}/reject`, payload: { reason: 'Hacked' } },
  'GET /api/orders/:id/activity': { url: (a) => `/api/orders/${a.orderId}/activity` },
  'POST /api/staff/invitations/:id/resend': { url: (a) => `/api/staff/invitations/${a.invitationId}/resend` },
  'DELETE /api/staff/invitations/:id': { url: (a) => `/api/staff/invitations/${a.invitationId}` },
  'PATCH /api/staff/members/:id': { url: (a) => `/api/staff/members/${a.memberId}`, payload: { role: 'manager' } },
  'DELETE /api/staff/members/:id': { url: (a) => `/api/staff/members/${a.memberId}` },
  'GET /api/staff/members/:id/activity': { url: (a) => `/api/staff/members/${a.memberId}/activity` },
  'POST /api/restaurants/:id/leave': { url: (a) => `/api/restaurants/${a.owner.restaurantId}/leave` },
  'POST /api/devices/:id/code': { url: (a) => `/api/devices/${a.deviceId}/code` },
  'DELETE /api/devices/:id': { url: (a) => `/api/devices/${a.deviceId}` },
};

/**
 * Routes whose id is a capability mailed to one person (an invitation): another signed-in account is refused for
 * its address (403, the page already shows the address to whoever holds the link) and changes nothing.
 */
const CAPABILITY: Record<string, { url: (a: Fixture) => string }> = {
  'POST /api/invitations/:id/accept': { url: (a) => `/api/invitations/${a.invitationId}/accept` },
  'POST /api/invitations/:id/decline': { url: (a) => `/api/invitations/${a.invitationId}/decline` },
};

interface Fixture {
  owner: TestOwner;
  menuItemId: string;
  /** The photo A's dish shows. */
  photoId: string;
  /** A's option group ('Secret size A') and its option. */
  groupId: string;
  optionId: string;
  /** A's own category ('Secret category A'), holding A's dish. */
  categoryId: string;
  orderId: string;
  /** A's kitchen member's membership id. */
  memberId: string;
  /** A's pending invitation. */
  invitationId: string;
  /** A's table ('Secret table A'). */
  tableId: string;
  /** A's kitchen display ('Secret screen A'), waiting for its code. */
  deviceId: string;
  /** A's kitchen station ('Secret station A') and the line of A's order. */
  stationId: string;
  lineId: string;
  /** A's printer ('Secret printer A'). */
  printerId: string;
}

describe('tenant isolation matrix', () => {
  const ctx = buildTestApp();
  let a: Fixture;
  let b: TestOwner;

  beforeAll(async () => {
    const ownerA = await createOwner(ctx.app, { restaurantName: 'Owner A Bistro' });
    b = await createOwner(ctx.app, { restaurantName: 'Owner B Diner' });
    const category = await ctx.app.inject({ method: 'POST', url: '/api/categories', headers: ownerA.headers, payload: { name: 'Secret category A' } });
    const categoryId = category.json().category.id as string;
    const item = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: ownerA.headers,
      payload: { name: 'Secret sauce A', price: 9.5, category_id: categoryId },
    });
    const menuItemId = item.json().menuItem.id as string;
    // A's dish shows a photo of A's (the same 1 × 1 PNG the intruder uploads: each restaurant's own photo).
    const photo = await ctx.app.inject({ method: 'POST', url: '/api/photos', headers: ownerA.headers, payload: SELF['POST /api/photos']?.payload });
    const photoId = photo.json().photo.id as string;
    await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${menuItemId}`, headers: ownerA.headers, payload: { image_url: photo.json().photo.url } });
    const group = await ctx.app.inject({
      method: 'POST',
      url: '/api/option-groups',
      headers: ownerA.headers,
      payload: { name: 'Secret size A', selection: 'single', options: [{ name: 'Secret option A' }] },
    });
    const { id: groupId, options: groupOptions } = group.json().optionGroup as { id: string; options: Array<{ id: string }> };
    await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${menuItemId}`, headers: ownerA.headers, payload: { option_group_ids: [groupId] } });
    // Counted, with a par: another restaurant's "Reset counts" must leave it alone.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/menu-items/${menuItemId}/portions`,
      headers: ownerA.headers,
      payload: { portions_left: 7, portions_par: 9 },
    });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: ownerA.headers,
      payload: { customer_name: 'Customer of A', customer_email: 'a-customer@example.com', items: [{ menu_item_id: menuItemId, quantity: 2 }] },
    });
    await givePlan(ctx.app, ownerA, 'restaurant');
    // A's export gives A's dish its ref (secret-sauce-a), the one B's import file names.
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/menu-transfer/export?format=csv', headers: ownerA.headers });
    if (!exported.body.includes('secret-sauce-a,')) throw new Error(`A's export: ${exported.statusCode} ${exported.body.slice(0, 200)}`);
    const cook = await createMember(ctx.app, ownerA, 'kitchen');
    const staff = (await ctx.app.inject({ method: 'GET', url: '/api/staff', headers: ownerA.headers })).json();
    const memberId = staff.members.find((member: { email: string }) => member.email === cook.email).id as string;
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/invitations',
      headers: ownerA.headers,
      payload: { email: 'a-future-waiter@example.com', role: 'front_of_house' },
    });
    const table = await ctx.app.inject({ method: 'POST', url: '/api/tables', headers: ownerA.headers, payload: { label: 'Secret table A' } });
    const device = await ctx.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: ownerA.headers,
      payload: { kind: 'kitchen_display', name: 'Secret screen A' },
    });
    const station = await ctx.app.inject({ method: 'POST', url: '/api/kitchen/stations', headers: ownerA.headers, payload: { name: 'Secret station A' } });
    const [line] = await ctx.database.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.json().order.id as string));
    const printer = await ctx.app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: ownerA.headers,
      payload: { name: 'Secret printer A', protocol: 'cloudprnt' },
    });
    a = {
      deviceId: device.json().device.id as string,
      stationId: station.json().station.id as string,
      lineId: line?.id as string,
      printerId: printer.json().printer.id as string,
      tableId: table.json().table.id as string,
      owner: ownerA,
      menuItemId,
      photoId,
      groupId,
      optionId: groupOptions[0]?.id as string,
      categoryId,
      orderId: order.json().order.id as string,
      memberId,
      invitationId: invited.json().invitation.id as string,
    };
  });

  const snapshotOfA = async () => ({
    menu: await ctx.database.db.select().from(menuItems).where(eq(menuItems.userId, a.owner.id)).orderBy(menuItems.id),
    optionGroups: await ctx.database.db.select().from(optionGroups).where(eq(optionGroups.restaurantId, a.owner.restaurantId)).orderBy(optionGroups.id),
    options: await ctx.database.db.select().from(options).where(eq(options.restaurantId, a.owner.restaurantId)).orderBy(options.id),
    links: await ctx.database.db.select().from(menuItemOptionGroups).where(eq(menuItemOptionGroups.restaurantId, a.owner.restaurantId)),
    photos: await ctx.database.db.select().from(menuPhotos).where(eq(menuPhotos.restaurantId, a.owner.restaurantId)),
    categories: await ctx.database.db.select().from(menuCategories).where(eq(menuCategories.restaurantId, a.owner.restaurantId)).orderBy(menuCategories.id),
    orders: await ctx.database.db.select().from(orders).where(eq(orders.userId, a.owner.id)).orderBy(orders.id),
    profile: (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: a.owner.headers })).json(),
    members: await ctx.database.db
      .select()
      .from(restaurantMembers)
      .where(eq(restaurantMembers.organizationId, a.owner.restaurantId))
      .orderBy(restaurantMembers.id),
    invitations: await ctx.database.db
      .select()
      .from(restaurantInvitations)
      .where(eq(restaurantInvitations.organizationId, a.owner.restaurantId))
      .orderBy(restaurantInvitations.id),
    activity: await ctx.database.db.select().from(activityLog).where(eq(activityLog.restaurantId, a.owner.restaurantId)).orderBy(activityLog.id),
    restaurant: await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, a.owner.restaurantId)),
    tables: await ctx.database.db.select().from(restaurantTables).where(eq(restaurantTables.restaurantId, a.owner.restaurantId)).orderBy(restaurantTables.id),
    devices: await ctx.database.db.select().from(devices).where(eq(devices.restaurantId, a.owner.restaurantId)).orderBy(devices.id),
    stations: await ctx.database.db.select().from(kitchenStations).where(eq(kitchenStations.restaurantId, a.owner.restaurantId)).orderBy(kitchenStations.id),
    lines: await ctx.database.db.select().from(orderLines).where(eq(orderLines.restaurantId, a.owner.restaurantId)).orderBy(orderLines.id),
    printers: await ctx.database.db.select().from(printers).where(eq(printers.restaurantId, a.owner.restaurantId)).orderBy(printers.id),
    printJobs: await ctx.database.db.select().from(printJobs).where(eq(printJobs.restaurantId, a.owner.restaurantId)).orderBy(printJobs.id),
  });

  it('classifies every registered route (a new route must say how it is isolated)', () => {
    const unclassified = ctx.app.routeTable.filter((route) => !(route in PUBLIC_ROUTES) && !(route in SELF) && !(route in BY_ID) && !(route in CAPABILITY));
    expect(unclassified).toEqual([]);
    const stale = [...Object.keys(PUBLIC_ROUTES), ...Object.keys(SELF), ...Object.keys(BY_ID), ...Object.keys(CAPABILITY)].filter(
      (route) => !ctx.app.routeTable.includes(route),
    );
    expect(stale).toEqual([]);
  });

  it.each(Object.entries(BY_ID))("%s: another owner's id answers 404 and changes nothing", async (route, { url, payload }) => {
    const before = await snapshotOfA();
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    const response = await ctx.app.inject({ method, url: url(a), headers: b.headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(await snapshotOfA()).toEqual(before);
    // The same request without a session is refused before anything else.
    const anonymous = await ctx.app.inject({ method, url: url(a), headers: { origin: b.headers.origin ?? '' }, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each(Object.entries(CAPABILITY))('%s: another account is refused for the invited address and changes nothing', async (route, { url }) => {
    const before = await snapshotOfA();
    const response = await ctx.app.inject({ method: 'POST', url: url(a), headers: b.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/a-future-waiter@example\.com/);
    expect(await snapshotOfA()).toEqual(before);
    expect((await ctx.app.inject({ method: 'POST', url: url(a), headers: { origin: b.headers.origin ?? '' } })).statusCode).toBe(401);
  });

  it.each(Object.entries(SELF))('%s: 401 without a session; with one, never another owner’s data or rows', async (route, { payload: given, headers = {} }) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT', string];
    const payload = typeof given === 'function' ? given(a) : given;
    const origin = b.headers.origin ?? '';
    const anonymous = await ctx.app.inject({ method, url, headers: { origin, ...headers }, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    // A stream: covered by the realtime and kitchen tests (only the reader's own restaurant's events).
    if (route === 'GET /api/events' || route === 'GET /api/kitchen/events') return;

    const before = await snapshotOfA();
    const response = await ctx.app.inject({ method, url, headers: { ...b.headers, ...headers }, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBeLessThan(500);
    const body = response.body;
    for (const secret of [
      a.owner.id,
      a.owner.email,
      a.menuItemId,
      a.photoId,
      a.groupId,
      a.categoryId,
      a.orderId,
      'Secret sauce A',
      'Secret size A',
      'Customer of A',
      'Owner A Bistro',
      a.tableId,
      'Secret table A',
      a.deviceId,
      'Secret screen A',
      a.stationId,
      'Secret station A',
      a.printerId,
      'Secret printer A',
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});
