import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadPageShells, ROUTE_SCREENS } from './page-shells.ts';

// The web app's own page sources: the build keeps these parts as they are (it only rewrites the script tags).
const web = path.resolve(import.meta.dirname, '../../../web');
/** A build's manifest: the page's own script and a shared chunk, and every screen (which imports the shared chunk too). */
function manifest(screens: readonly string[]) {
  const chunks: Record<string, { file: string; imports?: string[] }> = {
    'index.html': { file: 'assets/main-1.js', imports: ['_preact-1.js'] },
    '_preact-1.js': { file: 'assets/preact-1.js' },
    '_texts-9.js': { file: 'assets/texts-9.js' },
  };
  for (const key of screens) chunks[key] = { file: `assets/${path.basename(key, '.tsx')}-1.js`, imports: ['_preact-1.js', '_texts-9.js'] };
  return JSON.stringify(chunks);
}

function aBuild(screens: readonly string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'maitre-pages-'));
  for (const page of ['index', 'storefront']) writeFileSync(path.join(dir, `${page}.html`), readFileSync(path.join(web, `${page}.html`)));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), manifest(screens));
  return dir;
}
const dist = aBuild(ROUTE_SCREENS.flatMap(([, screens]) => screens));

async function get(page: 'index' | 'storefront', locale: 'en' | 'fr' | 'de' | 'nl', encoding: string, pathname?: string) {
  const shells = loadPageShells(dist);
  const app = Fastify();
  app.get('/', (request, reply) => shells.send(request, reply, page, locale, pathname));
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

  it("names the code of the address's screens before the app's script, so both load at once; other addresses get none", async () => {
    const { html } = await get('index', 'en', 'identity', '/dashboard');
    const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(links).toEqual(['/assets/dashboard-layout-1.js', '/assets/texts-9.js', '/assets/overview-page-1.js']);
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect((await get('index', 'fr', 'identity', '/dashboard/menu')).html).toContain('href="/assets/menu-page-1.js"');
    expect((await get('index', 'en', 'identity', '/dashboard/reservations')).html).not.toContain('modulepreload');
  });

  it('refuses to start on a page that lost what it rewrites, or a screen the build no longer has, naming it', () => {
    const broken = aBuild(ROUTE_SCREENS.flatMap(([, screens]) => screens));
    writeFileSync(path.join(broken, 'index.html'), '<!doctype html><html><body></body></html>');
    expect(() => loadPageShells(broken)).toThrow(/index\.html has no/);
    const moved = aBuild(ROUTE_SCREENS.flatMap(([, screens]) => screens).filter((key) => !key.includes('staff')));
    expect(() => loadPageShells(moved)).toThrow(/staff-page\.tsx is not in the web build's manifest/);
  });
});
