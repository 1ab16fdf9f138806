/**
 * The language a request asks for: the best of Maître's locales for its Accept-Language header (the web app sends its
 * active language there), English when it asks for none of them (decision 0023).
 */

import type { IncomingHttpHeaders } from 'node:http';
import { type Locale, negotiateLocale } from '@maitre/shared/locales';

/** Fastify's headers (a request's `headers`) or the Fetch API's (better-auth's request, a hook's `ctx.headers`). */
export type AnyHeaders = IncomingHttpHeaders | Headers;

export function localeOfHeaders(headers: AnyHeaders | null | undefined): Locale {
  if (!headers) return negotiateLocale(null);
  const value = headers instanceof Headers ? headers.get('accept-language') : headers['accept-language'];
  return negotiateLocale(Array.isArray(value) ? value.join(',') : value);
}

/** The locale of a Fastify request or a Fetch request (better-auth's callbacks get one, or none when called directly). */
export function requestLocale(request: { headers: AnyHeaders } | null | undefined): Locale {
  return localeOfHeaders(request?.headers);
}
