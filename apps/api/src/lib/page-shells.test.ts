import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadPageShells } from './page-shells.ts';

// The web app's own page sources: the build keeps these parts as they are (it only rewrites the script tags).
const web = path.resolve(import.meta.dirname, '../../../web');
const dist = mkdtempSync(path.join(tmpdir(), 'maitre-pages-'));
for (const page of ['index', 'storefront']) writeFileSync(path.join(dist, `${page}.html`), readFileSync(path.join(web, `${page}.html`)));

async function get(page: 'index' | 'storefront', locale: 'en' | 'fr' | 'de' | 'nl', encoding: string) {
  const shells = loadPageShells(dist);
  const app = Fastify();
  app.get('/', (request, reply) => shells.send(request, reply, page, locale));
  const response = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
  await app.close();
  const body = response.rawPayload;
  const html = (
    response.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
  ).toString();
  return { response, html };
}

describe('the pages before any script runs', () => {
  it("writes the dashboard's lang, loading text and description in the visitor's language", async () => {
    const { html, response } = await get('index', 'fr', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding, accept-language');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<span class="sr-only">Chargement…</span>');
    expect(html).toContain('content="Maître — le tableau de bord des restaurateurs');
    expect(html).not.toContain('Loading…');
  });

  it("writes the order page's title in the guest's language, gzip for a client without Brotli", async () => {
    const { html, response } = await get('storefront', 'nl', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Online bestellen</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('leaves English as the build wrote it, and sends it plain to a client that accepts no compression', async () => {
    const { html, response } = await get('index', 'en', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(html).toBe(readFileSync(path.join(web, 'index.html'), 'utf8'));
  });

  it("fetches the language's catalog chunk from the start, beside the page's scripts, and none for English", async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'maitre-pages-'));
    for (const page of ['index', 'storefront']) writeFileSync(path.join(built, `${page}.html`), readFileSync(path.join(web, `${page}.html`)));
    const manifest: Record<string, { file: string }> = {};
    for (const locale of ['fr', 'de', 'it', 'es', 'nl']) {
      manifest[`src/app/i18n/${locale}.ts`] = { file: `assets/${locale}-dash.js` };
      manifest[`src/storefront/i18n/${locale}.ts`] = { file: `assets/${locale}-guest.js` };
    }
    mkdirSync(path.join(built, '.vite'));
    writeFileSync(path.join(built, '.vite/manifest.json'), JSON.stringify(manifest));
    const shells = loadPageShells(built);
    const app = Fastify();
    app.get('/:page/:locale', (request, reply) => {
      const { page, locale } = request.params as { page: 'index' | 'storefront'; locale: 'en' | 'fr' | 'de' };
      return shells.send(request, reply, page, locale);
    });
    const html = async (url: string) => (await app.inject({ url, headers: { 'accept-encoding': 'identity' } })).body;
    expect(await html('/index/fr')).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/fr-dash\.js">\s*<\/head>/);
    expect(await html('/storefront/de')).toContain('<link rel="modulepreload" crossorigin href="/assets/de-guest.js">');
    expect(await html('/index/en')).not.toContain('modulepreload');
    await app.close();

    delete manifest['src/storefront/i18n/nl.ts'];
    writeFileSync(path.join(built, '.vite/manifest.json'), JSON.stringify(manifest));
    expect(() => loadPageShells(built)).toThrow(/src\/storefront\/i18n\/nl\.ts/);
  });

  it('refuses to start on a page that lost what it rewrites, naming it', () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'maitre-pages-'));
    writeFileSync(path.join(broken, 'index.html'), '<!doctype html><html><body></body></html>');
    writeFileSync(path.join(broken, 'storefront.html'), readFileSync(path.join(web, 'storefront.html')));
    expect(() => loadPageShells(broken)).toThrow(/index\.html has no/);
  });

  it("carries a signed-in visit's answers uncompressed, stored by no cache, with the cookies the session's answer set", async () => {
    const shells = loadPageShells(dist);
    const app = Fastify();
    const boot = { session: { status: 200, body: { user: { name: 'Ada </script>' } } }, profile: { status: 200, body: { profile: null } } };
    app.get('/', (request, reply) =>
      shells.send(request, reply, 'index', 'fr', { boot: { boot, setCookies: ['a=1; Path=/', 'b=2; Path=/'], reads: () => Promise.resolve(undefined) } }),
    );
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    await app.close();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    // The French page, with the data block just before </body>.
    expect(response.body).toContain('<html lang="fr">');
    const block = /<script type="application\/json" id="maitre-boot">(.*?)<\/script>\s*<\/body>/s.exec(response.body)?.[1];
    expect(JSON.parse(block ?? 'null')).toEqual(boot);
  });

  it("sends the page up to its data block at once, and the first screen's reads in the block once they are in (decision 0048)", async () => {
    const shells = loadPageShells(dist);
    const app = Fastify();
    let answerReads: (reads: Record<string, { status: number; body: unknown }>) => void = () => {};
    const reads = new Promise<Record<string, { status: number; body: unknown }>>((resolve) => (answerReads = resolve));
    const boot = { session: { status: 200, body: { user: { name: 'Ada' } } } };
    app.get('/', (request, reply) => shells.send(request, reply, 'index', 'en', { boot: { boot, setCookies: [], reads: () => reads } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/`);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      // The reads are still out: the head (and the code it names) is already here.
      const first = decoder.decode((await reader.read()).value);
      expect(first).toContain('</head>');
      expect(first).not.toContain('maitre-boot');
      answerReads({ '/api/overview': { status: 200, body: { timezone: 'Europe/Paris' } } });
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value, { stream: true });
      const page = first + rest;
      expect(page.trimEnd().endsWith('</html>')).toBe(true);
      const block = /<script type="application\/json" id="maitre-boot">(.*?)<\/script>\s*<\/body>/s.exec(page)?.[1];
      expect(JSON.parse(block ?? 'null')).toEqual({ ...boot, reads: { '/api/overview': { status: 200, body: { timezone: 'Europe/Paris' } } } });
    } finally {
      await app.close();
    }
  });

  describe("naming the code of the address's screens (.vite/route-preloads.json)", () => {
    const built = mkdtempSync(path.join(tmpdir(), 'maitre-pages-'));
    for (const page of ['index', 'storefront']) writeFileSync(path.join(built, `${page}.html`), readFileSync(path.join(web, `${page}.html`)));
    mkdirSync(path.join(built, '.vite'));
    const routes = [
      { path: '/login', guard: 'signed-out', files: ['assets/login-page-1.js', 'assets/alert-2.js'] },
      { path: '/invitations/:invitationId', files: ['assets/invitation-page-3.js'] },
      {
        path: '/dashboard/menu',
        guard: 'signed-in',
        files: ['assets/dashboard-4.js', 'assets/menu-page-5.js'],
        reads: ['/api/restaurants', '/api/menu-items'],
      },
      { path: '/dashboard', guard: 'signed-in', files: ['assets/dashboard-4.js'] },
    ];
    writeFileSync(path.join(built, '.vite/route-preloads.json'), JSON.stringify({ routes }));

    async function page(pathname: string, options: { signedIn?: boolean; encoding?: string; boot?: boolean } = {}) {
      const shells = loadPageShells(built);
      const app = Fastify();
      const boot = options.boot ? { boot: { session: { status: 200, body: null } }, setCookies: [], reads: () => Promise.resolve(undefined) } : null;
      app.get('/*', (request, reply) =>
        shells.send(request, reply, pathname.startsWith('/r/') ? 'storefront' : 'index', 'en', { pathname, signedIn: options.signedIn ?? false, boot }),
      );
      const response = await app.inject({ url: pathname, headers: { 'accept-encoding': options.encoding ?? 'identity' } });
      await app.close();
      const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
      const named = [...body.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+)">/g)].map((match) => match[1]);
      return { response, body, named };
    }

    it("names a signed-in visit's dashboard screens, in the head, compressed like any page", async () => {
      const { response, body, named } = await page('/dashboard/menu', { signedIn: true, encoding: 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(named).toEqual(['assets/dashboard-4.js', 'assets/menu-page-5.js']);
      expect(body).toMatch(/menu-page-5\.js">\s*<\/head>/);
      // What it names depends on the session cookie: no shared cache may hand it to someone else.
      expect(response.headers.vary).toBe('accept-encoding, accept-language, cookie');
      // The router's way: any case, a trailing slash.
      expect((await page('/Dashboard/MENU/', { signedIn: true })).named).toEqual(['assets/dashboard-4.js', 'assets/menu-page-5.js']);
      // A page that carries the session names them too.
      expect((await page('/dashboard/menu', { signedIn: true, boot: true })).named).toEqual(['assets/dashboard-4.js', 'assets/menu-page-5.js']);
    });

    it('names no screen the visitor will not see: the dashboard when signed out, sign-in when signed in', async () => {
      expect((await page('/dashboard/menu')).named).toEqual([]);
      expect((await page('/login')).named).toEqual(['assets/login-page-1.js', 'assets/alert-2.js']);
      expect((await page('/login', { signedIn: true })).named).toEqual([]);
      // Public screens, either way; a parameter matches one segment.
      expect((await page('/invitations/abc-123', { signedIn: true })).named).toEqual(['assets/invitation-page-3.js']);
      expect((await page('/invitations/abc/def')).named).toEqual([]);
    });

    it("lists the first screen's reads of an address behind sign-in, the router's way (decision 0048)", () => {
      const shells = loadPageShells(built);
      expect(shells.readsFor('/dashboard/menu')).toEqual(['/api/restaurants', '/api/menu-items']);
      expect(shells.readsFor('/Dashboard/Menu/')).toEqual(['/api/restaurants', '/api/menu-items']);
      expect(shells.readsFor('/dashboard')).toEqual([]);
      expect(shells.readsFor('/login')).toEqual([]);
      expect(shells.readsFor('/dashboard/nowhere')).toEqual([]);
    });

    it('names nothing for an address no screen answers, nor on the order page', async () => {
      const unknown = await page('/dashboard/nowhere', { signedIn: true });
      expect(unknown.named).toEqual([]);
      expect(unknown.response.headers.vary).toBe('accept-encoding, accept-language');
      expect((await page('/r/chez-ada')).named).toEqual([]);
    });
  });
});
