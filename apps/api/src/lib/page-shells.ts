/**
 * The two HTML pages of the web app (the dashboard's index.html and the order page's storefront.html) in each of our
 * languages: `<html lang>`, the loading text a screen reader announces and the description and title are what a
 * visitor gets before any script has run, so the server writes them in the visitor's language (issue 18) instead of
 * English. The app then sets `<html lang>` itself from the language it settles on (a saved choice may differ).
 *
 * The dashboard's page also names the code of the screen its address shows (`<link rel="modulepreload">`, from the
 * build's manifest), so the browser fetches it beside the app's own script instead of after running it: one round
 * trip less before the first screen paints (docs/PERFORMANCE.md, Lighthouse).
 *
 * Written once per language and screen at start, compressed (Brotli, gzip) on first use; served with `Vary: Accept-Language`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LOCALES, type Locale } from '@maitre/shared/locales';
import type { Messages } from '@maitre/shared/messages/index';
import type { FastifyReply, FastifyRequest } from 'fastify';
// From server-messages: importing it registers the five translations.
import { messagesFor } from './server-messages.ts';

export type PageName = 'index' | 'storefront';

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces `from` once in `html`; a build whose page no longer has it is a mistake to hear about at start. */
function replaceOnce(html: string, from: RegExp, to: string, page: PageName): string {
  if (!from.test(html)) throw new Error(`${page}.html has no ${from}: update lib/page-shells.ts with the page`);
  return html.replace(from, to);
}

/** The page's HTML in `locale`'s words. */
export function localisePage(html: string, page: PageName, locale: Locale, m: Messages): string {
  let out = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${locale}">`, page);
  if (page === 'index') {
    out = replaceOnce(out, /(<span class="sr-only">)[^<]*(<\/span>)/, `$1${escapeHtml(m.pages.loading)}$2`, page);
    out = replaceOnce(out, /(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(m.pages.dashboardDescription)}$2`, page);
  } else {
    out = replaceOnce(out, /(<title>)[^<]*(<\/title>)/, `$1${escapeHtml(m.pages.storefrontTitle)}$2`, page);
    out = replaceOnce(out, /(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(m.pages.storefrontDescription)}$2`, page);
  }
  return out;
}

/**
 * The screens (lazy modules of apps/web/src/app/router.tsx) each dashboard address shows first. An address not listed
 * gets no preload; a module missing from the build's manifest stops the server at start (the router moved it).
 */
const SCREEN = 'src/app/routes/';
const LAYOUT = `${SCREEN}dashboard/dashboard-layout.tsx`;
export const ROUTE_SCREENS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/login\/?$/, [`${SCREEN}login/login-page.tsx`]],
  [/^\/signup\/?$/, [`${SCREEN}signup/signup-page.tsx`]],
  [/^\/dashboard\/?$/, [LAYOUT, `${SCREEN}dashboard/overview/overview-page.tsx`]],
  [/^\/dashboard\/menu\/?$/, [LAYOUT, `${SCREEN}dashboard/menu/menu-page.tsx`]],
  [/^\/dashboard\/orders\/?$/, [LAYOUT, `${SCREEN}dashboard/orders/orders-page.tsx`]],
  [/^\/dashboard\/staff\/?$/, [LAYOUT, `${SCREEN}dashboard/staff/staff-page.tsx`]],
  [/^\/dashboard\/settings\/?$/, [LAYOUT, `${SCREEN}dashboard/settings/settings-page.tsx`]],
  [/^\/dashboard\/subscription\/?$/, [LAYOUT, `${SCREEN}dashboard/subscription/subscription-page.tsx`]],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** `<link rel="modulepreload">` for each route's screens and what they import, less what the page loads anyway. */
function routePreloads(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const graph = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the web build's manifest: update ROUTE_SCREENS in lib/page-shells.ts`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) graph(imported, files);
    return files;
  };
  const loaded = graph('index.html');
  return ROUTE_SCREENS.map(([, screens]) => {
    const files = new Set(screens.flatMap((key) => [...graph(key)]));
    return [...files]
      .filter((file) => file.endsWith('.js') && !loaded.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
  });
}

/** The preload links before the page's script, so they are found in the same parse. */
function withPreloads(html: string, links: string): string {
  if (!links) return html;
  return replaceOnce(html, /(\s*)(<script type="module")/, `$1${links}$1$2`, 'index');
}

export interface PageShells {
  /**
   * Sends the page in `locale` (the dashboard's with the screens of `pathname` preloaded), compressed as the request
   * accepts, never stored by a shared cache for another language.
   */
  send(request: FastifyRequest, reply: FastifyReply, page: PageName, locale: Locale, pathname?: string): FastifyReply;
}

/** The page as sent: compressed on first use (about 50 variants; compressing them all would slow every start). */
function encode(html: string): () => Encoded {
  let encoded: Encoded | undefined;
  return () => {
    if (!encoded) {
      const identity = Buffer.from(html);
      encoded = { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
    }
    return encoded;
  };
}

export function loadPageShells(dist: string): PageShells {
  const pages = new Map<string, () => Encoded>();
  const preloads = routePreloads(dist);
  for (const page of ['index', 'storefront'] as const) {
    const html = readFileSync(path.join(dist, `${page}.html`), 'utf8');
    for (const locale of LOCALES) {
      const localised = localisePage(html, page, locale, messagesFor(locale));
      pages.set(`${page}:${locale}`, encode(localised));
      if (page !== 'index') continue;
      for (const [route, links] of preloads.entries()) pages.set(`${page}:${locale}:${route}`, encode(withPreloads(localised, links)));
    }
  }
  return {
    send(request, reply, page, locale, pathname) {
      const route = page === 'index' && pathname !== undefined ? ROUTE_SCREENS.findIndex(([address]) => address.test(pathname)) : -1;
      const encoded = pages.get(route >= 0 ? `${page}:${locale}:${route}` : `${page}:${locale}`)?.();
      if (!encoded) throw new Error(`no ${page} page for ${locale}`);
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = /\bbr\b/.test(accepted) ? ['br', encoded.br] : /\bgzip\b/.test(accepted) ? ['gzip', encoded.gzip] : [null, encoded.identity];
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  };
}
