/** How the server sends the built web app: compressed copies made at build time, and cache lifetimes per kind of file. */
import { expect, test } from '@playwright/test';
import { signedInOwner } from './fixtures';

test('pages are sent Brotli-compressed and revalidated on every load', async ({ request }) => {
  for (const path of ['/login', '/dashboard', '/index.html']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('br');
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(response.headers().vary, path).toMatch(/accept-encoding/i);
    expect(await response.text(), path).toContain('<div id="root">');
  }
});

test("an order page is served the same way, with its own HTML entry (404 for a restaurant that doesn't exist)", async ({ request }) => {
  const response = await request.get('/r/no-such-restaurant-here', { headers: { 'accept-encoding': 'br' } });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toMatch(/src="\/assets\/storefront-[^"]+\.js"/);
});

test('hashed assets are compressed and cached for a year; a client without compression gets the plain file', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const script = html.match(/src="(\/assets\/main-[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();

  const brotli = await request.get(script as string, { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['content-type']).toMatch(/javascript/);
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const gzip = await request.get(script as string, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  const plain = await request.get(script as string, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toBe(await brotli.text());
});

test('the favicon, which has no hash in its name, is cached for a day only', async ({ request }) => {
  const response = await request.get('/favicon.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=86400');
});

test("pages speak the visitor's language before any script runs: lang, the loading text, the title", async ({ request }) => {
  const dashboard = await request.get('/dashboard', { headers: { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5', 'accept-encoding': 'br' } });
  expect(dashboard.headers()['content-encoding']).toBe('br');
  expect(dashboard.headers().vary).toMatch(/accept-language/i);
  const html = await dashboard.text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain('<span class="sr-only">Chargement…</span>');
  expect(html).toMatch(/src="\/assets\/main-[^"]+\.js"/);

  const english = await (await request.get('/login', { headers: { 'accept-language': 'pt-BR' } })).text();
  expect(english).toContain('<html lang="en">');
  expect(english).toContain('Loading…');

  const orderPage = await (await request.get('/r/no-such-restaurant-here', { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text();
  expect(orderPage).toContain('<html lang="de">');
  expect(orderPage).toContain('<title>Online bestellen</title>');
});

test("a signed-in owner's page carries the session and the profile: the first screen asks the server for neither", async ({ page }) => {
  const owner = await signedInOwner(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/get-session' || pathname === '/api/profile') asked.push(pathname);
  });
  const response = await page.goto('/dashboard');
  // A person's data: uncompressed, and kept by no cache (decision 0047).
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['content-encoding']).toBeUndefined();
  // It names the code of the dashboard's first screen, which the browser fetches beside the app's script.
  expect(await response?.text()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/dashboard-[^"]+\.js">/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(owner.fullName) })).toBeVisible();
  expect(asked).toEqual([]);
  // Read once, then gone from the page.
  await expect(page.locator('#maitre-boot')).toHaveCount(0);
});

test("a signed-in owner's page carries its first screen's reads: the dashboard's frame and overview ask for none of them", async ({ page }) => {
  const owner = await signedInOwner(page);
  // The overview too: the live stream resumes after the carried position (decision 0049), so nothing is read again
  // when it opens — an order placed in between comes as an event.
  const carried = [
    '/api/restaurants',
    '/api/subscription',
    '/api/orders/settings',
    '/api/service-hours',
    '/api/events/position',
    '/api/overview',
    '/api/printers/alerts',
  ];
  const asked: string[] = [];
  const streams: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (carried.includes(pathname)) asked.push(pathname);
    if (pathname === '/api/events') streams.push(search);
  });
  const response = await page.goto('/dashboard');
  const block = /<script type="application\/json" id="maitre-boot">(.*?)<\/script>/s.exec((await response?.text()) ?? '')?.[1];
  const reads = (JSON.parse(block ?? '{}') as { reads?: Record<string, { body: unknown }> }).reads ?? {};
  expect(Object.keys(reads).sort()).toEqual([...carried].sort());
  const position = (reads['/api/events/position']?.body as { after: number } | undefined)?.after;
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(owner.fullName) })).toBeVisible();
  // The figures come from the carried overview, the plan from the carried subscription.
  await expect(page.getByText("Today's Orders")).toBeVisible();
  // Well past the live stream's opening and the screens' first effects.
  await expect(page.locator('[data-connection="live"]')).toHaveCount(1);
  await page.waitForTimeout(1_000);
  expect(asked).toEqual([]);
  expect(streams).toEqual([`?after=${position}`]);
});
