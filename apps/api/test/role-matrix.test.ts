/**
 * The route × role matrix (issue 17): every route of the table, for every role of a restaurant's team, answers as the
 * permission table says (packages/shared/src/team.ts) — allowed, or 403 in the documented shape with nothing
 * written. Every route outside the public list signs the request in inside onRequest (so a signed-out call is a 401
 * before its body is read) and states the permission it needs, or is listed here as open to any signed-in person.
 * A new route that does neither fails here until it is classified.
 */
import { can, notAllowedMessage, type Permission, ROLES, type Role } from '@maitre/shared/team';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../src/db/schema/devices.ts';
import {
  activityLog,
  kitchenStations,
  menuCategories,
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
  user,
} from '../src/db/schema/index.ts';
import { buildTestApp } from './build-test-app.ts';
import { categoryIds, createMember, createOwner, givePlan, type TestOwner } from './factories.ts';
import { PUBLIC_ROUTES } from './route-catalogue.ts';

/**
 * What each signed-in route needs: a permission of the table, or `signed-in` for a route about the person themselves
 * (open to any member whatever their role). The routes must declare exactly this (their `requirePermission`).
 */
const ROUTE_PERMISSIONS: Record<string, Permission | 'signed-in'> = {
  // The person's own profile, with the restaurant their session acts for; changing the restaurant's name or time zone
  // checks settings:write inside.
  'GET /api/profile': 'signed-in',
  'PATCH /api/profile': 'signed-in',
  'PUT /api/profile/slug': 'settings:write',
  'GET /api/subscription': 'subscription:read',
  'GET /api/menu-items': 'menu:read',
  'POST /api/menu-items': 'menu:write',
  // Availability only at this level: any other change needs menu:write (checked in the service, tested below).
  'PATCH /api/menu-items/:id': 'menu:set_availability',
  'DELETE /api/menu-items/:id': 'menu:write',
  'GET /api/option-groups': 'menu:read',
  'POST /api/option-groups': 'menu:write',
  'PATCH /api/option-groups/:id': 'menu:write',
  'DELETE /api/option-groups/:id': 'menu:write',
  // Sold out or back: front of house's, like a dish's availability.
  'PATCH /api/option-groups/:id/options/:optionId': 'menu:set_availability',
  // Photos of dishes (decision 0026): uploading one is editing the menu.
  'POST /api/photos': 'menu:write',
  // Sold-out counts: front of house's too, as switching things sold out (decision 0027).
  'PUT /api/menu-items/:id/portions': 'menu:set_availability',
  'PUT /api/option-groups/:id/options/:optionId/portions': 'menu:set_availability',
  'POST /api/portions/reset': 'menu:set_availability',
  'GET /api/categories': 'menu:read',
  // The restaurant's clock (issue 20): everyone reads it (the header shows the pause), settings change it, whoever runs
  // the service pauses and resumes online orders.
  'GET /api/service-hours': 'orders:read',
  'PUT /api/service-hours': 'settings:write',
  'PUT /api/service-hours/pause': 'orders:update_status',
  'DELETE /api/service-hours/pause': 'orders:update_status',
  // Privacy notice and imprint (decision 0034): public on the order page anyway, so every member reads them.
  'GET /api/legal': 'orders:read',
  'PUT /api/legal': 'settings:write',
  'POST /api/categories': 'menu:write',
  'PUT /api/categories/order': 'menu:write',
  'PATCH /api/categories/:id': 'menu:write',
  'DELETE /api/categories/:id': 'menu:write',
  'PUT /api/categories/:id/menu-item-order': 'menu:write',
  // The dining room's tables (decision 0033): everyone reads them (the board shows an order's table, a phone order may
  // name one); owners and managers change them and print their QR cards.
  'GET /api/tables': 'orders:read',
  'POST /api/tables': 'tables:manage',
  'PUT /api/tables/order': 'tables:manage',
  'GET /api/tables/cards': 'tables:manage',
  'PATCH /api/tables/:id': 'tables:manage',
  'DELETE /api/tables/:id': 'tables:manage',
  // Menu import and export (issue 19): reading the menu is enough to download it; importing edits it.
  'GET /api/menu-transfer/export': 'menu:read',
  'GET /api/menu-transfer/template': 'menu:read',
  'POST /api/menu-transfer/preview': 'menu:write',
  'POST /api/menu-transfer/commit': 'menu:write',
  'GET /api/orders': 'orders:read',
  'POST /api/orders': 'orders:create',
  'PATCH /api/orders/:id': 'orders:update_status',
  'POST /api/orders/:id/accept': 'orders:update_status',
  'POST /api/orders/:id/reject': 'orders:update_status',
  'GET /api/orders/settings': 'orders:read',
  'PATCH /api/orders/settings': 'settings:write',
  'GET /api/overview': 'overview:read',
  // Reports (decision 0041): owners and managers; front of house and the kitchen are refused (no revenue for them).
  'GET /api/reports/summary': 'reports:view',
  'GET /api/reports/trend': 'reports:view',
  'GET /api/reports/hours': 'reports:view',
  'GET /api/reports/dishes': 'reports:view',
  'GET /api/reports/options': 'reports:view',
  'GET /api/reports/channels': 'reports:view',
  // Michelin Star (decision 0043): the same permission; the plan is checked after it (the matrix's owner has it).
  'GET /api/reports/menu-engineering': 'reports:view',
  'GET /api/reports/guests': 'reports:view',
  // The advanced reports (decision 0042): the same roles, on the Michelin Star plan (the matrix's restaurant has it).
  'GET /api/reports/heatmap': 'reports:view',
  'GET /api/reports/team': 'reports:view',
  // The daily digest (decision 0044): the member's own opt-in, for those who may read the figures it holds.
  'GET /api/digest': 'reports:view',
  'PUT /api/digest': 'reports:view',
  'POST /api/digest/test': 'reports:view',
  'GET /api/events': 'orders:read',
  'GET /api/events/position': 'orders:read',
  // The kitchen display (decision 0037): front of house and kitchen see and bump tickets; owners and managers set up
  // the stations, their mapping and the age colours.
  'GET /api/kitchen/stations': 'kitchen:view',
  'POST /api/kitchen/stations': 'kitchen:manage',
  'PUT /api/kitchen/stations/order': 'kitchen:manage',
  'PATCH /api/kitchen/stations/:id': 'kitchen:manage',
  'DELETE /api/kitchen/stations/:id': 'kitchen:manage',
  'GET /api/kitchen/setup': 'kitchen:manage',
  'PUT /api/kitchen/settings': 'kitchen:manage',
  'PUT /api/kitchen/mapping': 'kitchen:manage',
  'GET /api/kitchen/tickets': 'kitchen:view',
  'POST /api/kitchen/tickets/:orderId/bump': 'kitchen:bump',
  'POST /api/kitchen/tickets/:orderId/recall': 'kitchen:bump',
  'POST /api/kitchen/lines/:lineId/done': 'kitchen:bump',
  'DELETE /api/kitchen/lines/:lineId/done': 'kitchen:bump',
  'GET /api/kitchen/ready-board': 'kitchen:view',
  'GET /api/kitchen/events': 'kitchen:view',
  'POST /api/billing/checkout-token': 'billing:manage',
  'POST /api/billing/portal': 'billing:manage',
  'POST /api/billing/sync': 'subscription:read',
  'POST /functions/v1/stripe-checkout': 'billing:manage',
  'GET /api/staff': 'staff:read',
  'POST /api/staff/invitations': 'staff:manage',
  'POST /api/staff/invitations/:id/resend': 'staff:manage',
  'DELETE /api/staff/invitations/:id': 'staff:manage',
  'PATCH /api/staff/members/:id': 'staff:manage',
  'DELETE /api/staff/members/:id': 'staff:manage',
  'POST /api/staff/transfer-ownership': 'restaurant:transfer_ownership',
  'PUT /api/staff/two-factor-rule': 'restaurant:require_two_factor',
  'GET /api/staff/members/:id/activity': 'staff:read',
  'GET /api/orders/:id/activity': 'orders:read',
  // Printers (decision 0038): owners and managers set them up; whoever runs the service prints, reprints and previews.
  'GET /api/printers': 'printers:manage',
  // Everyone sees that a printer is offline (the dashboard's notice).
  'GET /api/printers/alerts': 'orders:read',
  'POST /api/printers': 'printers:manage',
  'PATCH /api/printers/:id': 'printers:manage',
  'DELETE /api/printers/:id': 'printers:manage',
  'POST /api/orders/:id/print': 'printers:print',
  'GET /api/orders/:id/ticket': 'printers:print',
  // The print bridge's own routes (decision 0040): a paired print bridge only; no role has printers:bridge, so every
  // member gets 403 (the bridge itself: print-bridge.test.ts).
  'GET /api/print-bridge/events': 'printers:bridge',
  'POST /api/print-bridge/confirm': 'printers:bridge',
  'POST /api/print-bridge/fail': 'printers:bridge',
  'POST /api/print-bridge/status': 'printers:bridge',
  // A person's own restaurants and invitations: about themselves, whatever their role where the session acts.
  'GET /api/restaurants': 'signed-in',
  'POST /api/restaurants': 'signed-in',
  'POST /api/restaurants/:id/leave': 'signed-in',
  'POST /api/invitations/:id/accept': 'signed-in',
  'POST /api/invitations/:id/decline': 'signed-in',
  // Devices (decision 0036): owners and managers pair and revoke them. A screen's own routes take a member's session
  // or a device's: who it is (anyone who may see the kitchen), and signing the screen out (a member's is left alone).
  'GET /api/devices': 'devices:manage',
  'POST /api/devices': 'devices:manage',
  'POST /api/devices/:id/code': 'devices:manage',
  'DELETE /api/devices/:id': 'devices:manage',
  'GET /api/devices/me': 'kitchen:view',
  'POST /api/devices/me/sign-out': 'signed-in',
};

interface Fixture {
  menuItemId: string;
  /** An option group of the restaurant with one option. */
  groupId: string;
  optionId: string;
  /** A category of the restaurant holding the fixture dish (fresh for each request), and every category, in order. */
  categoryId: string;
  categoryIds: string[];
  /** Specials: where a deleted category's dishes go. */
  specialsId: string;
  orderId: string;
  /** A kitchen member's membership id, fresh for each request (a permitted one may remove it). */
  memberId: string;
  /** A pending invitation of the restaurant, to someone else. */
  invitationId: string;
  /** A table of the restaurant (fresh for each request), and every table, in order. */
  tableId: string;
  tableIds: string[];
  /** A device of the restaurant waiting for its code (fresh for each request). */
  deviceId: string;
  /** A kitchen station (fresh for each request), an accepted order on the displays with one line, a bumped order. */
  stationId: string;
  kitchenOrderId: string;
  lineId: string;
  bumpedOrderId: string;
  /** A printer of the restaurant (fresh for each request). */
  printerId: string;
}

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
/** What a route is sent: its URL (when it has parameters or a query), a body, and headers of its own (a file's type). */
interface MatrixRequest {
  url?: string;
  payload?: object | string;
  headers?: Record<string, string>;
}

/** A menu file (CSV) as the import routes take it. */
const MENU_FILE: MatrixRequest = { payload: 'name;price\r\nMatrix import;4,50\r\n', headers: { 'content-type': 'text/csv' } };

/** A request each route accepts from a role that may use it (ids of the restaurant's own rows). */
const REQUESTS: Record<string, (fixture: Fixture) => MatrixRequest> = {
  'GET /api/profile': () => ({}),
  'PATCH /api/profile': () => ({ payload: { full_name: 'Renamed Person' } }),
  'PUT /api/profile/slug': () => ({ payload: { slug: `moved-${crypto.randomUUID().slice(0, 8)}` } }),
  'GET /api/subscription': () => ({}),
  'GET /api/menu-items': () => ({}),
  'POST /api/menu-items': () => ({ payload: { name: 'Matrix dish', price: 4, category: 'Specials' } }),
  // Switching a dish off: what the route's permission covers (other changes need menu:write, tested below).
  'PATCH /api/menu-items/:id': (f) => ({ url: `/api/menu-items/${f.menuItemId}`, payload: { is_available: false } }),
  'DELETE /api/menu-items/:id': (f) => ({ url: `/api/menu-items/${f.menuItemId}` }),
  'GET /api/option-groups': () => ({}),
  'POST /api/option-groups': () => ({ payload: { name: 'Matrix size', selection: 'single', options: [{ name: 'Small' }] } }),
  'PATCH /api/option-groups/:id': (f) => ({
    url: `/api/option-groups/${f.groupId}`,
    payload: { name: 'Matrix size', selection: 'single', options: [{ id: f.optionId, name: 'Large' }] },
  }),
  'DELETE /api/option-groups/:id': (f) => ({ url: `/api/option-groups/${f.groupId}` }),
  'PATCH /api/option-groups/:id/options/:optionId': (f) => ({
    url: `/api/option-groups/${f.groupId}/options/${f.optionId}`,
    payload: { is_available: false },
  }),
  // A 1 × 1 PNG.
  'POST /api/photos': () => ({ payload: ONE_PIXEL_PNG }),
  'PUT /api/menu-items/:id/portions': (f) => ({ url: `/api/menu-items/${f.menuItemId}/portions`, payload: { portions_left: 3, portions_par: 10 } }),
  'PUT /api/option-groups/:id/options/:optionId/portions': (f) => ({
    url: `/api/option-groups/${f.groupId}/options/${f.optionId}/portions`,
    payload: { portions_left: 0, portions_par: null },
  }),
  'POST /api/portions/reset': () => ({}),
  'GET /api/categories': () => ({}),
  'GET /api/service-hours': () => ({}),
  'PUT /api/service-hours': () => ({
    payload: {
      weekly_hours: null,
      exceptions: [{ date: '2026-12-25', ranges: [] }],
      business_day_cutoff_minutes: 300,
      preparation_minutes: 25,
      pacing_per_slot: 6,
      allow_scheduling: false,
    },
  }),
  'PUT /api/service-hours/pause': () => ({ payload: { minutes: 15, message: 'Back soon' } }),
  'DELETE /api/service-hours/pause': () => ({}),
  'GET /api/legal': () => ({}),
  'PUT /api/legal': () => ({ payload: { privacy_notice: 'Our own notice', legal_imprint: 'Matrix GmbH\nMain street 1' } }),
  'POST /api/categories': () => ({ payload: { name: `Matrix ${crypto.randomUUID().slice(0, 8)}` } }),
  'PUT /api/categories/order': (f) => ({ payload: { category_ids: [...f.categoryIds].reverse() } }),
  'PATCH /api/categories/:id': (f) => ({ url: `/api/categories/${f.categoryId}`, payload: { is_hidden: true } }),
  'DELETE /api/categories/:id': (f) => ({ url: `/api/categories/${f.categoryId}?move_to=${f.specialsId}` }),
  'PUT /api/categories/:id/menu-item-order': (f) => ({ url: `/api/categories/${f.categoryId}/menu-item-order`, payload: { menu_item_ids: [f.menuItemId] } }),
  'GET /api/tables': () => ({}),
  'POST /api/tables': () => ({ payload: { label: `M ${crypto.randomUUID().slice(0, 8)}` } }),
  'PUT /api/tables/order': (f) => ({ payload: { table_ids: [...f.tableIds].reverse() } }),
  'GET /api/tables/cards': (f) => ({ url: `/api/tables/cards?id=${f.tableId}` }),
  'PATCH /api/tables/:id': (f) => ({ url: `/api/tables/${f.tableId}`, payload: { label: `R ${crypto.randomUUID().slice(0, 8)}` } }),
  'DELETE /api/tables/:id': (f) => ({ url: `/api/tables/${f.tableId}` }),
  'GET /api/menu-transfer/export': () => ({ url: '/api/menu-transfer/export?format=csv' }),
  'GET /api/menu-transfer/template': () => ({ url: '/api/menu-transfer/template?format=xlsx' }),
  'POST /api/menu-transfer/preview': () => MENU_FILE,
  'POST /api/menu-transfer/commit': () => MENU_FILE,
  'GET /api/orders': () => ({}),
  'POST /api/orders': (f) => ({ payload: { customer_name: 'Matrix guest', items: [{ menu_item_id: f.menuItemId, quantity: 1 }] } }),
  'PATCH /api/orders/:id': (f) => ({ url: `/api/orders/${f.orderId}`, payload: { status: 'ready' } }),
  'POST /api/orders/:id/accept': (f) => ({ url: `/api/orders/${f.orderId}/accept`, payload: { ready_in_minutes: 20 } }),
  'POST /api/orders/:id/reject': (f) => ({ url: `/api/orders/${f.orderId}/reject`, payload: { reason: 'Closed tonight' } }),
  'GET /api/orders/settings': () => ({}),
  'PATCH /api/orders/settings': () => ({ payload: { realert_after_minutes: 4 } }),
  'GET /api/overview': () => ({}),
  'GET /api/reports/summary': () => ({ url: '/api/reports/summary?from=2026-11-01&to=2026-11-30' }),
  'GET /api/reports/trend': () => ({ url: '/api/reports/trend?from=2026-11-01&to=2026-11-30' }),
  'GET /api/reports/hours': () => ({ url: '/api/reports/hours?from=2026-11-01&to=2026-11-30' }),
  'GET /api/reports/dishes': () => ({ url: '/api/reports/dishes?from=2026-11-01&to=2026-11-30' }),
  'GET /api/reports/options': () => ({ url: '/api/reports/options?from=2026-11-01&to=2026-11-30' }),
  'GET /api/reports/channels': () => ({ url: '/api/reports/channels?from=2026-11-01&to=2026-11-30' }),
  'GET /api/reports/menu-engineering': () => ({ url: '/api/reports/menu-engineering?from=2026-11-01&to=2026-11-30' }),
  'GET /api/reports/guests': () => ({ url: '/api/reports/guests?from=2026-11-01&to=2026-11-30' }),
  'GET /api/reports/heatmap': () => ({ url: '/api/reports/heatmap?from=2026-11-01&to=2026-11-30' }),
  'GET /api/reports/team': () => ({ url: '/api/reports/team?from=2026-11-01&to=2026-11-30' }),
  'GET /api/digest': () => ({}),
  'PUT /api/digest': () => ({ payload: { enabled: true, send_time: '07:45' } }),
  'POST /api/digest/test': () => ({}),
  'GET /api/events': () => ({}),
  'GET /api/events/position': () => ({}),
  'GET /api/kitchen/stations': () => ({}),
  'POST /api/kitchen/stations': () => ({ payload: { name: `S ${crypto.randomUUID().slice(0, 8)}` } }),
  'PUT /api/kitchen/stations/order': (f) => ({ payload: { station_ids: [f.stationId] } }),
  'PATCH /api/kitchen/stations/:id': (f) => ({ url: `/api/kitchen/stations/${f.stationId}`, payload: { name: `R ${crypto.randomUUID().slice(0, 8)}` } }),
  'DELETE /api/kitchen/stations/:id': (f) => ({ url: `/api/kitchen/stations/${f.stationId}` }),
  'GET /api/kitchen/setup': () => ({}),
  'PUT /api/kitchen/settings': () => ({ payload: { warn_minutes: 9, late_minutes: 19 } }),
  'PUT /api/kitchen/mapping': (f) => ({ payload: { categories: [{ id: f.categoryId, station_id: f.stationId }] } }),
  'GET /api/kitchen/tickets': () => ({}),
  'POST /api/kitchen/tickets/:orderId/bump': (f) => ({ url: `/api/kitchen/tickets/${f.kitchenOrderId}/bump`, payload: {} }),
  'POST /api/kitchen/tickets/:orderId/recall': (f) => ({ url: `/api/kitchen/tickets/${f.bumpedOrderId}/recall`, payload: {} }),
  'POST /api/kitchen/lines/:lineId/done': (f) => ({ url: `/api/kitchen/lines/${f.lineId}/done` }),
  'DELETE /api/kitchen/lines/:lineId/done': (f) => ({ url: `/api/kitchen/lines/${f.lineId}/done` }),
  'GET /api/kitchen/ready-board': () => ({}),
  'GET /api/kitchen/events': () => ({}),
  'POST /api/billing/checkout-token': () => ({}),
  'POST /api/billing/portal': () => ({}),
  'POST /api/billing/sync': () => ({}),
  'POST /functions/v1/stripe-checkout': () => ({ payload: { price_id: 'x', mode: 'subscription', success_url: 'x', cancel_url: 'x' } }),
  'GET /api/staff': () => ({}),
  'POST /api/staff/invitations': () => ({ payload: { email: `${crypto.randomUUID()}@example.com`, role: 'kitchen' } }),
  'POST /api/staff/invitations/:id/resend': (f) => ({ url: `/api/staff/invitations/${f.invitationId}/resend` }),
  'DELETE /api/staff/invitations/:id': (f) => ({ url: `/api/staff/invitations/${f.invitationId}` }),
  'PATCH /api/staff/members/:id': (f) => ({ url: `/api/staff/members/${f.memberId}`, payload: { role: 'front_of_house' } }),
  'DELETE /api/staff/members/:id': (f) => ({ url: `/api/staff/members/${f.memberId}` }),
  // A wrong password: the route's permission is what is checked here (the transfer itself: team.routes.test.ts).
  'POST /api/staff/transfer-ownership': (f) => ({ payload: { member_id: f.memberId, password: 'not the password' } }),
  'PUT /api/staff/two-factor-rule': () => ({ payload: { managers_need_two_factor: false } }),
  'GET /api/staff/members/:id/activity': (f) => ({ url: `/api/staff/members/${f.memberId}/activity` }),
  'GET /api/orders/:id/activity': (f) => ({ url: `/api/orders/${f.orderId}/activity` }),
  'GET /api/printers': () => ({}),
  'GET /api/printers/alerts': () => ({}),
  'POST /api/printers': () => ({ payload: { name: 'Matrix printer', protocol: 'cloudprnt' } }),
  'PATCH /api/printers/:id': (f) => ({ url: `/api/printers/${f.printerId}`, payload: { copies: 2 } }),
  'DELETE /api/printers/:id': (f) => ({ url: `/api/printers/${f.printerId}` }),
  'POST /api/orders/:id/print': (f) => ({ url: `/api/orders/${f.orderId}/print`, payload: {} }),
  'GET /api/orders/:id/ticket': (f) => ({ url: `/api/orders/${f.orderId}/ticket?purpose=kitchen&width=58` }),
  'GET /api/print-bridge/events': () => ({}),
  'POST /api/print-bridge/confirm': () => ({ payload: { token: 'matrix-token' } }),
  'POST /api/print-bridge/fail': () => ({ payload: { token: 'matrix-token', status: 'offline' } }),
  'POST /api/print-bridge/status': (f) => ({ payload: { printers: [{ id: f.printerId, status: 'online' }] } }),
  'GET /api/restaurants': () => ({}),
  'POST /api/restaurants': () => ({ payload: { restaurant_name: 'Matrix Annex' } }),
  // A restaurant they are not in: leaving the matrix's own restaurant would take the role out of the matrix.
  'POST /api/restaurants/:id/leave': () => ({ url: `/api/restaurants/${crypto.randomUUID()}/leave` }),
  // Sent to someone else: refused for the address, never for the role.
  'POST /api/invitations/:id/accept': (f) => ({ url: `/api/invitations/${f.invitationId}/accept` }),
  'POST /api/invitations/:id/decline': (f) => ({ url: `/api/invitations/${f.invitationId}/decline` }),
  'GET /api/devices': () => ({}),
  'POST /api/devices': () => ({ payload: { kind: 'kitchen_display', name: 'Matrix screen' } }),
  'POST /api/devices/:id/code': (f) => ({ url: `/api/devices/${f.deviceId}/code` }),
  'DELETE /api/devices/:id': (f) => ({ url: `/api/devices/${f.deviceId}` }),
  'GET /api/devices/me': () => ({}),
  'POST /api/devices/me/sign-out': () => ({}),
};

/** The session token in a cookie header (`better-auth.session_token=<token>.<signature>`), as a client holds it. */
function sessionTokenOf(cookie: string): string {
  const pair = cookie.split(';').find((part) => part.trim().startsWith('better-auth.session_token='));
  return decodeURIComponent(pair?.trim().slice('better-auth.session_token='.length) ?? '');
}

/** Streams never end: only their refusals are checked here (the realtime tests cover what they send). */
const STREAMS = new Set(['GET /api/events', 'GET /api/kitchen/events', 'GET /api/print-bridge/events']);

describe('route × role matrix', () => {
  const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  let owner: TestOwner;
  const headersOf = new Map<Role, Record<string, string>>();

  beforeAll(async () => {
    owner = await createOwner(ctx.app, { restaurantName: 'Matrix Bistro' });
    // Unlimited seats: invitations are refused for the role only.
    await givePlan(ctx.app, owner, 'michelin');
    headersOf.set('owner', owner.headers);
    for (const role of ROLES.filter((candidate) => candidate !== 'owner')) headersOf.set(role, (await createMember(ctx.app, owner, role)).headers);
  });

  const protectedRoutes = () => ctx.app.routeTable.filter((route) => !(route in PUBLIC_ROUTES));

  it('signs every route outside the public list in inside onRequest, and each declares the permission of the table', () => {
    const unguarded = protectedRoutes().filter((route) => !ctx.app.routeGuards.get(route)?.authenticates);
    expect(unguarded).toEqual([]);
    const declared = Object.fromEntries(protectedRoutes().map((route) => [route, ctx.app.routeGuards.get(route)?.permission ?? 'signed-in']));
    expect(declared).toEqual(ROUTE_PERMISSIONS);
    expect(protectedRoutes().filter((route) => !(route in REQUESTS))).toEqual([]);
    expect(Object.keys(REQUESTS).filter((route) => !ctx.app.routeTable.includes(route))).toEqual([]);
  });

  /** A dish and an order of the owner's restaurant, fresh for each request (a permitted one may delete them). */
  async function fixture(): Promise<Fixture> {
    // A fresh category for the dish; the earlier fixtures' ones go (their dishes to Specials), so the menu stays small.
    const specialsId = (await categoryIds(ctx.app, owner)).Specials as string;
    const earlier = await ctx.database.db
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(and(eq(menuCategories.restaurantId, owner.restaurantId), like(menuCategories.name, 'Fixture %')));
    for (const { id } of earlier) {
      await ctx.database.db.update(menuItems).set({ categoryId: specialsId }).where(eq(menuItems.categoryId, id));
      await ctx.database.db.delete(menuCategories).where(eq(menuCategories.id, id));
    }
    const [category] = await ctx.database.db
      .insert(menuCategories)
      .values({ restaurantId: owner.restaurantId, name: `Fixture ${crypto.randomUUID().slice(0, 8)}`, position: 99 })
      .returning({ id: menuCategories.id });
    const categoryId = category?.id as string;
    const [item] = await ctx.database.db
      .insert(menuItems)
      .values({ restaurantId: owner.restaurantId, userId: owner.id, name: 'Fixture dish', price: '5.00', categoryId })
      .returning({ id: menuItems.id });
    const [order] = await ctx.database.db
      .insert(orders)
      .values({
        restaurantId: owner.restaurantId,
        userId: owner.id,
        customerName: 'Fixture guest',
        customerPhone: '+33 6 00 00 00 00',
        orderItems: [{ name: 'Fixture dish', price: 5, quantity: 1 }],
        totalAmount: '5.00',
      })
      .returning({ id: orders.id });
    const [cook] = await ctx.database.db
      .insert(user)
      .values({ id: crypto.randomUUID(), name: 'Fixture cook', email: `${crypto.randomUUID()}@example.com` })
      .returning({ id: user.id });
    const memberId = crypto.randomUUID();
    await ctx.database.db.insert(restaurantMembers).values({ id: memberId, organizationId: owner.restaurantId, userId: cook?.id as string, role: 'kitchen' });
    const invitationId = crypto.randomUUID();
    await ctx.database.db.insert(restaurantInvitations).values({
      id: invitationId,
      organizationId: owner.restaurantId,
      email: `${crypto.randomUUID()}@example.com`,
      role: 'kitchen',
      inviterId: owner.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const [group] = await ctx.database.db
      .insert(optionGroups)
      .values({ restaurantId: owner.restaurantId, name: 'Fixture size', selection: 'single', maxChoices: 1 })
      .returning({ id: optionGroups.id });
    const [option] = await ctx.database.db
      .insert(options)
      .values({ restaurantId: owner.restaurantId, groupId: group?.id as string, position: 0, name: 'Small' })
      .returning({ id: options.id });
    // A fresh table; the earlier fixtures' ones go, so the restaurant stays under the limit.
    await ctx.database.db.delete(restaurantTables).where(eq(restaurantTables.restaurantId, owner.restaurantId));
    const [table] = await ctx.database.db
      .insert(restaurantTables)
      .values([
        { restaurantId: owner.restaurantId, label: `F ${crypto.randomUUID().slice(0, 8)}`, position: 0 },
        { restaurantId: owner.restaurantId, label: `G ${crypto.randomUUID().slice(0, 8)}`, position: 1 },
      ])
      .returning({ id: restaurantTables.id });
    const tableIds = (
      await ctx.database.db
        .select({ id: restaurantTables.id })
        .from(restaurantTables)
        .where(eq(restaurantTables.restaurantId, owner.restaurantId))
        .orderBy(restaurantTables.position, restaurantTables.id)
    ).map((row) => row.id);
    const [device] = await ctx.database.db
      .insert(devices)
      .values({ restaurantId: owner.restaurantId, kind: 'kitchen_display', name: 'Fixture screen', createdBy: owner.id })
      .returning({ id: devices.id });
    // A fresh station (the earlier fixtures' go: at most 20), an order on the kitchen's displays with a line, and one bumped.
    await ctx.database.db.delete(kitchenStations).where(eq(kitchenStations.restaurantId, owner.restaurantId));
    const [station] = await ctx.database.db
      .insert(kitchenStations)
      .values({ restaurantId: owner.restaurantId, name: `K ${crypto.randomUUID().slice(0, 8)}`, position: 0 })
      .returning({ id: kitchenStations.id });
    const kitchenOrder = (status: string, kitchenDoneAt: Date | null) => ({
      restaurantId: owner.restaurantId,
      userId: owner.id,
      customerName: 'Kitchen guest',
      orderItems: [{ name: 'Fixture dish', price: 5, quantity: 1 }],
      totalAmount: '5.00',
      status,
      kitchenDoneAt,
    });
    const [onDisplay, bumped] = await ctx.database.db
      .insert(orders)
      .values([kitchenOrder('confirmed', null), kitchenOrder('ready', new Date())])
      .returning({ id: orders.id });
    const [line] = await ctx.database.db
      .insert(orderLines)
      .values({
        restaurantId: owner.restaurantId,
        orderId: onDisplay?.id as string,
        position: 0,
        menuItemId: item?.id as string,
        name: 'Fixture dish',
        unitPrice: '5.00',
        quantity: 1,
        lineTotal: '5.00',
      })
      .returning({ id: orderLines.id });
    // A fresh printer; the earlier fixtures' ones go.
    await ctx.database.db.delete(printers).where(eq(printers.restaurantId, owner.restaurantId));
    const [printer] = await ctx.database.db
      .insert(printers)
      .values({ restaurantId: owner.restaurantId, name: 'Fixture printer', protocol: 'cloudprnt', secretHash: crypto.randomUUID() })
      .returning({ id: printers.id });
    return {
      deviceId: device?.id as string,
      stationId: station?.id as string,
      kitchenOrderId: onDisplay?.id as string,
      lineId: line?.id as string,
      bumpedOrderId: bumped?.id as string,
      printerId: printer?.id as string,
      tableId: table?.id as string,
      tableIds,
      menuItemId: item?.id as string,
      groupId: group?.id as string,
      optionId: option?.id as string,
      categoryId,
      categoryIds: (
        await ctx.database.db
          .select({ id: menuCategories.id })
          .from(menuCategories)
          .where(eq(menuCategories.restaurantId, owner.restaurantId))
          .orderBy(menuCategories.position, menuCategories.id)
      ).map((row) => row.id),
      specialsId,
      orderId: order?.id as string,
      memberId,
      invitationId,
    };
  }

  /** Everything of the restaurant a refused request must leave as it was (in a fixed order: an update moves a row). */
  const snapshot = async () => ({
    menu: await ctx.database.db.select().from(menuItems).where(eq(menuItems.restaurantId, owner.restaurantId)).orderBy(menuItems.id),
    optionGroups: await ctx.database.db.select().from(optionGroups).where(eq(optionGroups.restaurantId, owner.restaurantId)).orderBy(optionGroups.id),
    categories: await ctx.database.db.select().from(menuCategories).where(eq(menuCategories.restaurantId, owner.restaurantId)).orderBy(menuCategories.id),
    options: await ctx.database.db.select().from(options).where(eq(options.restaurantId, owner.restaurantId)).orderBy(options.id),
    photos: await ctx.database.db.select().from(menuPhotos).where(eq(menuPhotos.restaurantId, owner.restaurantId)).orderBy(menuPhotos.id),
    orders: await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, owner.restaurantId)).orderBy(orders.id),
    restaurant: await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, owner.restaurantId)),
    members: await ctx.database.db
      .select()
      .from(restaurantMembers)
      .where(eq(restaurantMembers.organizationId, owner.restaurantId))
      .orderBy(restaurantMembers.id),
    invitations: await ctx.database.db
      .select()
      .from(restaurantInvitations)
      .where(eq(restaurantInvitations.organizationId, owner.restaurantId))
      .orderBy(restaurantInvitations.id),
    activity: await ctx.database.db.select().from(activityLog).where(eq(activityLog.restaurantId, owner.restaurantId)).orderBy(activityLog.id),
    tables: await ctx.database.db.select().from(restaurantTables).where(eq(restaurantTables.restaurantId, owner.restaurantId)).orderBy(restaurantTables.id),
    devices: await ctx.database.db.select().from(devices).where(eq(devices.restaurantId, owner.restaurantId)).orderBy(devices.id),
    stations: await ctx.database.db.select().from(kitchenStations).where(eq(kitchenStations.restaurantId, owner.restaurantId)).orderBy(kitchenStations.id),
    lines: await ctx.database.db.select().from(orderLines).where(eq(orderLines.restaurantId, owner.restaurantId)).orderBy(orderLines.id),
    printers: await ctx.database.db.select().from(printers).where(eq(printers.restaurantId, owner.restaurantId)).orderBy(printers.id),
    printJobs: await ctx.database.db.select().from(printJobs).where(eq(printJobs.restaurantId, owner.restaurantId)).orderBy(printJobs.id),
  });

  it.each(Object.keys(REQUESTS))('%s answers every role as the permission table says', async (route) => {
    const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string];
    const needed = ROUTE_PERMISSIONS[route];
    const permission = needed === 'signed-in' || needed === undefined ? null : needed;
    const bearer = ctx.app.routeGuards.get(route)?.authenticates === 'bearer';
    for (const role of ROLES) {
      const allowed = permission === null || can(role, permission);
      if (allowed && STREAMS.has(route)) continue;
      const { url = pattern, payload, headers: own = {} } = (REQUESTS[route] as (f: Fixture) => MatrixRequest)(await fixture());
      const headers = headersOf.get(role) as Record<string, string>;
      // The checkout takes a bearer token: the member's own session token, as an API client would send it.
      const sent = bearer ? { origin: headers.origin as string, authorization: `Bearer ${sessionTokenOf(headers.cookie ?? '')}` } : { ...headers, ...own };
      const before = allowed ? undefined : await snapshot();
      const response = await ctx.app.inject({ method, url, headers: sent, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${role} ${route}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      if (allowed) {
        // Refused for another reason maybe (a plan limit), but never for the role.
        expect(response.body, `${role} may use ${route}`).not.toContain('does not allow this');
        continue;
      }
      expect(response.statusCode, `${role} may not use ${route}`).toBe(403);
      const message = notAllowedMessage(role);
      expect(response.json(), route).toEqual(route.startsWith('POST /functions/') ? { error: message } : { error: { code: 'FORBIDDEN', message } });
      expect(await snapshot(), `${role} ${route} wrote something`).toEqual(before);
    }
  });

  it('lets front of house switch a dish off, but not rename, reprice or delete it', async () => {
    const { menuItemId } = await fixture();
    const foh = headersOf.get('front_of_house') as Record<string, string>;
    const off = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${menuItemId}`, headers: foh, payload: { is_available: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().menuItem.is_available).toBe(false);
    for (const payload of [{ name: 'Renamed' }, { price: 1 }, { is_available: true, price: 1 }, { category: 'Desserts' }]) {
      const refused = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${menuItemId}`, headers: foh, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(403);
    }
    const [item] = await ctx.database.db.select().from(menuItems).where(eq(menuItems.id, menuItemId));
    expect(item).toMatchObject({ name: 'Fixture dish', price: '5.00', isAvailable: false });
  });

  it('hides guests’ phone numbers and emails from the kitchen, and only from the kitchen', async () => {
    await fixture();
    for (const role of ROLES) {
      const list = (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: headersOf.get(role) })).json();
      const phones = (list.orders as Array<{ customer_phone: string | null }>).map((order) => order.customer_phone);
      expect(phones.length, role).toBeGreaterThan(0);
      if (can(role, 'orders:read_contact'))
        expect(
          phones.some((phone) => phone !== null),
          role,
        ).toBe(true);
      else
        expect(
          phones.every((phone) => phone === null),
          role,
        ).toBe(true);
    }
  });

  it('answers a member of no restaurant 403 on every restaurant route, with what to do', async () => {
    const loner = await createMember(ctx.app, owner, 'kitchen');
    await ctx.database.db.delete(restaurantMembers).where(eq(restaurantMembers.userId, loner.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: loner.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/not a member of a restaurant/);
    // Their own profile still answers: a person without a restaurant is still someone.
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: loner.headers });
    expect(profile.json().profile).toMatchObject({ restaurant_id: null, restaurant_name: '' });
  });
});
