import type { FastifyRequest } from 'fastify';

/**
 * Fetch-API headers from Fastify's, so better-auth sees cookies and the bearer token. A value the Fetch API refuses
 * (characters above U+00FF, control characters — possible through light-my-request or a proxy) is left out rather
 * than thrown: such a header cannot carry a valid cookie or token anyway, and a throw here would be a 500.
 */
export function toFetchHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  const add = (key: string, value: string) => {
    try {
      headers.append(key, value);
    } catch {
      // not a ByteString: skipped (see above)
    }
  };
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, String(value));
  }
  return headers;
}
