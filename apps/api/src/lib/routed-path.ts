/**
 * Where a request really goes, for decisions that must not be fooled by how its URL is spelled (origin check, API
 * rate limit, the SPA fallback). Fastify decodes a path before it routes it, so `/%61pi/menu-items` reaches the
 * route `/api/menu-items`: a check on the raw `request.url` would see a different path than the router did.
 *
 * - A request that matched a route is judged by the route's own pattern (`/api/menu-items/:id`, `/api/auth/*`).
 * - One that matched none is judged by its path decoded (up to three times: double encoding), lower-cased, with
 *   backslashes read as slashes, empty and `.` segments dropped and `..` resolved: the most suspicious reading.
 */
import type { FastifyRequest } from 'fastify';

const MAX_DECODES = 3;

export function normalisedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '/';
  for (let round = 0; round < MAX_DECODES; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = path.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

/** The matched route's pattern, or the normalised path when no route matched (see above). */
export function routedPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  return request.routeOptions.url ?? normalisedPath(request.url);
}

const SERVER_PREFIXES = ['/api/', '/dev/', '/functions/'];

/** Paths the server answers itself (API, dev pages, the checkout function), as opposed to the web app's pages. */
export function isServerPath(path: string): boolean {
  return path === '/api' || SERVER_PREFIXES.some((prefix) => path.startsWith(prefix));
}
