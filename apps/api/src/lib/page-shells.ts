/**
 * The two HTML pages of the web app (the dashboard's index.html and the order page's storefront.html) in each of our
 * languages: `<html lang>`, the loading text a screen reader announces and the description and title are what a
 * visitor gets before any script has run, so the server writes them in the visitor's language (issue 18) instead of
 * English. The app then sets `<html lang>` itself from the language it settles on (a saved choice may differ).
 *
 * A page in another language than English also names its catalog chunk (`<link rel="modulepreload">`, from the build's
 * Vite manifest), so the browser fetches it beside the page's own scripts instead of after them: the first paint
 * waits for that catalog, and without the hint it is found only once the main script runs.
 *
 * Built once at start from the build's files, with their Brotli and gzip forms; served with `Vary: Accept-Language`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LOCALES, type Locale } from '@maitre/shared/locales';
import type { Messages } from '@maitre/shared/messages/index';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html.ts';
import { type PageBootReading, pageBootElement } from './page-boot.ts';
// From server-messages: importing it registers the five translations.
import { messagesFor } from './server-messages.ts';

export type PageName = 'index' | 'storefront';

interface Encoded {
  /** The page's text, for a copy that carries a signed-in visit's answers (lib/page-boot.ts). */
  html: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Replaces `from` once in `html`; a build whose page no longer has it is a mistake to hear about at start. */
function replaceOnce(html: string, from: RegExp, to: string, page: PageName): string {
  if (!from.test(html)) throw new Error(`${page}.html has no ${from}: update lib/page-shells.ts with the page`);
  return html.replace(from, to);
}

/** The catalog chunk of each page in each language, as the web app's sources name it (its key in the Vite manifest). */
const CATALOG_SOURCES: Record<PageName, (locale: Locale) => string> = {
  index: (locale) => `src/app/i18n/${locale}.ts`,
  storefront: (locale) => `src/storefront/i18n/${locale}.ts`,
};

type Manifest = Record<string, { file: string } | undefined>;

/** The built file of `page`'s catalog in `locale` (none for English, bundled with the code, or without a manifest). */
export function catalogChunk(manifest: Manifest | null, page: PageName, locale: Locale): string | null {
  if (locale === 'en' || !manifest) return null;
  const chunk = manifest[CATALOG_SOURCES[page](locale)];
  if (!chunk) throw new Error(`the build has no ${CATALOG_SOURCES[page](locale)}: update lib/page-shells.ts with the web app's catalogs`);
  return chunk.file;
}

/** `page`'s HTML with a `<link rel="modulepreload">` for each of `files` before `</head>`. */
function withPreloads(html: string, files: readonly string[], page: PageName): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `  <link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">\n`).join('');
  return replaceOnce(html, /<\/head>/, `${links}  </head>`, page);
}

/** The page's HTML in `locale`'s words, fetching `catalogFile` (its language's catalog chunk) from the start. */
export function localisePage(html: string, page: PageName, locale: Locale, m: Messages, catalogFile: string | null = null): string {
  let out = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${locale}">`, page);
  out = withPreloads(out, catalogFile ? [catalogFile] : [], page);
  if (page === 'index') {
    out = replaceOnce(out, /(<span class="sr-only">)[^<]*(<\/span>)/, `$1${escapeHtml(m.pages.loading)}$2`, page);
    out = replaceOnce(out, /(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(m.pages.dashboardDescription)}$2`, page);
  } else {
    out = replaceOnce(out, /(<title>)[^<]*(<\/title>)/, `$1${escapeHtml(m.pages.storefrontTitle)}$2`, page);
    out = replaceOnce(out, /(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(m.pages.storefrontDescription)}$2`, page);
  }
  return out;
}

/** One address of the app and the code files of its screens (`.vite/route-preloads.json`, apps/web/vite.config.ts). */
interface RoutePreload {
  path: string;
  guard?: 'signed-in' | 'signed-out';
  files: string[];
  /** The first screen's reads a signed-in visit's page carries (decision 0048). */
  reads?: string[];
}

interface MatchedRoute {
  index: number;
  pattern: RegExp;
  route: RoutePreload;
}

/** `/invitations/:invitationId` → a pattern for the whole path, a trailing slash allowed, any case (as the router matches). */
function routePattern(address: string): RegExp {
  const segments = address.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

export interface PageOptions {
  /** A signed-in visit's session and profile (lib/page-boot.ts), written into the page. */
  boot?: PageBootReading | null;
  /** The address asked for: the page names the code of its screens (the dashboard's index page only). */
  pathname?: string;
  /** Whether the request carries a session cookie: screens behind sign-in are named only then, sign-in's only without. */
  signedIn?: boolean;
}

export interface PageShells {
  /**
   * Sends the page in `locale`, compressed as the request accepts, never stored by a shared cache for another language.
   * For an address of the app (`pathname`), the page names the code of the screens it shows (`<link rel="modulepreload">`):
   * the browser fetches it while the app's script loads. With `boot` (a signed-in visit's session and profile,
   * lib/page-boot.ts) the page carries them: sent uncompressed — a page with a person's data compressed beside nothing
   * an attacker chose is no BREACH risk, but there is nothing to weigh if it is not compressed at all (3–4 KB) — and
   * stored by no cache, as the session's own answer is. Its first screen's reads (decision 0048) go into the same data
   * block, at the end of the page: everything before it is sent at once, so the browser fetches the page's code while
   * the server still reads (the app's script runs only once the page is whole).
   */
  send(request: FastifyRequest, reply: FastifyReply, page: PageName, locale: Locale, options?: PageOptions): FastifyReply;
  /** The API reads (URLs) the first screen of the app's `pathname` makes, for a signed-in visit's page to carry. */
  readsFor(pathname: string): readonly string[];
}

function encode(html: string): Encoded {
  const identity = Buffer.from(html);
  return { html, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
}

export function loadPageShells(dist: string): PageShells {
  const pages = new Map<string, Encoded>();
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null;
  for (const page of ['index', 'storefront'] as const) {
    const html = readFileSync(path.join(dist, `${page}.html`), 'utf8');
    for (const locale of LOCALES) {
      const localised = localisePage(html, page, locale, messagesFor(locale), catalogChunk(manifest, page, locale));
      if (!localised.includes('</body>')) throw new Error(`${page}.html has no </body>: update lib/page-shells.ts with the page`);
      pages.set(`${page}:${locale}`, encode(localised));
    }
  }
  const preloadsFile = path.join(dist, '.vite/route-preloads.json');
  const routes: MatchedRoute[] = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as { routes: RoutePreload[] }).routes.map((route, index) => ({
        index,
        pattern: routePattern(route.path),
        route,
      }))
    : [];
  /** The index page of `locale` naming `matched`'s code: made (and compressed) the first time it is asked for. */
  const routePage = (locale: Locale, matched: MatchedRoute): Encoded => {
    const key = `index:${locale}:${matched.index}`;
    let encoded = pages.get(key);
    if (!encoded) {
      encoded = encode(withPreloads((pages.get(`index:${locale}`) as Encoded).html, matched.route.files, 'index'));
      pages.set(key, encoded);
    }
    return encoded;
  };
  return {
    readsFor(pathname) {
      const matched = routes.find((candidate) => candidate.pattern.test(pathname));
      return matched?.route.guard === 'signed-in' ? (matched.route.reads ?? []) : [];
    },
    send(request, reply, page, locale, { boot, pathname, signedIn = false } = {}) {
      let encoded = pages.get(`${page}:${locale}`);
      if (!encoded) throw new Error(`no ${page} page for ${locale}`);
      const matched = page === 'index' && pathname !== undefined ? routes.find((candidate) => candidate.pattern.test(pathname)) : undefined;
      const guard = matched?.route.guard;
      if (matched && (guard === undefined || (guard === 'signed-in') === signedIn)) encoded = routePage(locale, matched);
      const vary = `accept-encoding, accept-language${boot || guard ? ', cookie' : ''}`;
      if (boot) {
        reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store').header('vary', vary);
        if (boot.setCookies.length > 0) reply.header('set-cookie', boot.setCookies);
        const end = encoded.html.lastIndexOf('</body>');
        const { html } = encoded;
        const reading = boot;
        return reply.send(
          Readable.from(
            (async function* page() {
              yield html.slice(0, end);
              // The head is written before the reads start (they would hold the event loop first otherwise).
              await new Promise((resolve) => setImmediate(resolve));
              const reads = await reading.reads();
              yield `  ${pageBootElement(reads ? { ...reading.boot, reads } : reading.boot)}\n  ${html.slice(end)}`;
            })(),
          ),
        );
      }
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = /\bbr\b/.test(accepted) ? ['br', encoded.br] : /\bgzip\b/.test(accepted) ? ['gzip', encoded.gzip] : [null, encoded.identity];
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', vary);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  };
}
