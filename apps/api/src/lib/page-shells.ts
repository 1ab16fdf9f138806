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

/** The page's HTML in `locale`'s words, fetching `catalogFile` (its language's catalog chunk) from the start. */
export function localisePage(html: string, page: PageName, locale: Locale, m: Messages, catalogFile: string | null = null): string {
  let out = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${locale}">`, page);
  if (catalogFile) out = replaceOnce(out, /<\/head>/, `  <link rel="modulepreload" crossorigin href="/${escapeHtml(catalogFile)}">\n  </head>`, page);
  if (page === 'index') {
    out = replaceOnce(out, /(<span class="sr-only">)[^<]*(<\/span>)/, `$1${escapeHtml(m.pages.loading)}$2`, page);
    out = replaceOnce(out, /(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(m.pages.dashboardDescription)}$2`, page);
  } else {
    out = replaceOnce(out, /(<title>)[^<]*(<\/title>)/, `$1${escapeHtml(m.pages.storefrontTitle)}$2`, page);
    out = replaceOnce(out, /(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(m.pages.storefrontDescription)}$2`, page);
  }
  return out;
}

export interface PageShells {
  /**
   * Sends the page in `locale`, compressed as the request accepts, never stored by a shared cache for another language.
   * With `boot` (a signed-in visit's session and profile, lib/page-boot.ts) the page carries them: sent uncompressed —
   * a page with a person's data compressed beside nothing an attacker chose is no BREACH risk, but there is nothing to
   * weigh if it is not compressed at all (3–4 KB) — and stored by no cache, as the session's own answer is.
   */
  send(request: FastifyRequest, reply: FastifyReply, page: PageName, locale: Locale, boot?: PageBootReading | null): FastifyReply;
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
      const identity = Buffer.from(localised);
      pages.set(`${page}:${locale}`, { html: localised, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) });
    }
  }
  return {
    send(request, reply, page, locale, boot) {
      const encoded = pages.get(`${page}:${locale}`);
      if (!encoded) throw new Error(`no ${page} page for ${locale}`);
      if (boot) {
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('vary', 'accept-encoding, accept-language, cookie');
        if (boot.setCookies.length > 0) reply.header('set-cookie', boot.setCookies);
        return reply.send(encoded.html.replace('</body>', `  ${pageBootElement(boot.boot)}\n  </body>`));
      }
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = /\bbr\b/.test(accepted) ? ['br', encoded.br] : /\bgzip\b/.test(accepted) ? ['gzip', encoded.gzip] : [null, encoded.identity];
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  };
}
