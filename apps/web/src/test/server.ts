/**
 * The fake API the web tests talk to: MSW answers the app's real fetch calls (and better-auth's, and EventSource's),
 * so the screens run their own request code. Every request is logged for assertions about what was sent; a request
 * no handler answers fails the test that made it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { answer } from './api';
import { aSession, authAnswers } from './auth';
import { aMyRestaurant, aProfile, aServiceSettings, aStorefrontService, defaultCategories } from './fixtures';

/**
 * What every screen asks for, answered unless a test says otherwise (`server.use` goes first): Ada is signed in, has a
 * profile (the owner of Chez Ada, her only restaurant), no subscription, no option groups and the five default
 * categories. Everything else a test answers itself.
 */
export const defaultHandlers = [
  authAnswers.session(aSession()),
  answer('GET /api/profile', { profile: aProfile() }),
  answer('GET /api/subscription', { subscription: null }),
  answer('GET /api/restaurants', { restaurants: [aMyRestaurant()] }),
  // The menu's screens read the option groups (issue 19): none unless a test says otherwise.
  answer('GET /api/option-groups', { optionGroups: [] }),
  // The order page follows what is left of its menu (decision 0027): nothing counted, and no live stream (204 tells
  // EventSource to stop), unless a test says otherwise.
  answer('GET /api/storefront/:slug/availability', { items: {}, options: {} }),
  http.get('/api/storefront/:slug/availability/events', () => new HttpResponse(null, { status: 204 })),
  // The restaurant's clock (issue 20): no opening hours (open at all hours), not paused — the header reads it on every
  // screen, the order page asks whether it takes orders.
  answer('GET /api/service-hours', { service: aServiceSettings() }),
  answer('GET /api/storefront/:slug/service', aStorefrontService()),
  // …and the categories (issue 19): the spec's five, as a restaurant has them until its owner changes them.
  answer('GET /api/categories', { categories: defaultCategories() }),
  // A pending order's card offers the accept step (issue 20) with the restaurant's settings: the defaults.
  // Settings shows the order page's privacy notice and imprint (decision 0034): none written yet.
  answer('GET /api/legal', { legal: { privacy_notice: null, legal_imprint: null } }),
  // The member's daily digest (decision 0044): off, at 08:00, until a test says otherwise.
  answer('GET /api/digest', { digest: { enabled: false, send_time: '08:00', timezone: 'Europe/Paris' } }),
  answer('GET /api/orders/settings', { auto_accept: false, realert_after_minutes: 3, preparation_minutes: 20 }),
  // The dining room's tables (decision 0033): none until a test says otherwise.
  answer('GET /api/tables', { tables: [] }),
  // Shared screens and printers (decision 0036): none until a test says otherwise.
  answer('GET /api/devices', { devices: [] }),
  // The kitchen's settings (decision 0037): no stations, the default age colours, until a test says otherwise.
  answer('GET /api/kitchen/setup', { settings: { warn_minutes: 10, late_minutes: 20 }, stations: [], categories: [], menu_items: [] }),
  // Printers (decision 0038): none until a test says otherwise.
  answer('GET /api/printers', { printers: [] }),
  answer('GET /api/printers/alerts', { offline: [], stopped: [] }),
];

export const server = setupServer(...defaultHandlers);

export interface LoggedRequest {
  method: string;
  /** Path and query, e.g. `/api/orders?status=ready`. */
  url: string;
  headers: Headers;
  /** The parsed JSON body; undefined when there is none or it is not JSON. */
  body: unknown;
}

const log: Promise<LoggedRequest>[] = [];
const unhandled: string[] = [];
let inFlight = 0;

const describeRequest = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

server.events.on('request:end', () => {
  inFlight -= 1;
});
server.events.on('request:start', ({ request }) => {
  inFlight += 1;
  const url = new URL(request.url);
  log.push(
    request
      .clone()
      .text()
      .then((text) => ({ method: request.method, url: `${url.pathname}${url.search}`, headers: request.headers, body: text ? parseJson(text) : undefined })),
  );
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Called by MSW for a request that no handler answers. */
export function onUnhandledRequest(request: Request) {
  unhandled.push(describeRequest(request));
}

/** Every request the test made so far, in order; with `method` and `path`, only those (the path without its query). */
export async function sentRequests(method?: string, path?: string): Promise<LoggedRequest[]> {
  const all = await Promise.all(log);
  return all.filter((request) => (!method || request.method === method) && (!path || request.url.split('?')[0] === path));
}

/**
 * Waits until no request is in flight for a few turns of the event loop in a row: a screen unmounted at the end of a
 * test may still finish a chain of calls (the session, then the profile), and they belong to that test, not the next.
 */
export async function requestsSettled(): Promise<void> {
  for (let quietTurns = 0, turns = 0; quietTurns < 3 && turns < 1000; turns += 1) {
    await nextTurn();
    quietTurns = inFlight === 0 ? quietTurns + 1 : 0;
  }
}

/** Empties the log and returns what no handler answered (setup.ts fails the test with it). */
export function resetRequestLog(): string[] {
  log.length = 0;
  return unhandled.splice(0);
}
