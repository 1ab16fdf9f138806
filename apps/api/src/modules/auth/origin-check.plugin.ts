/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE) to /api/* and /functions/* sent from another site.
 *
 * The Origin header, or the Referer's origin when a browser sent no Origin, must be one of ours. A request with
 * neither header passes only when it carries no cookie: a server-to-server call or a webhook cannot ride on an
 * owner's session, while a browser request that hides where it comes from and still sends cookies is refused.
 * Stripe's webhook is exempt: it is signature-checked instead.
 *
 * The path is judged as the router saw it (lib/routed-path.ts): the matched route's pattern, or for a path that
 * matched nothing its most suspicious reading (decoded, lower-cased, dot segments resolved), never the raw string, so
 * `/%61pi/menu-items` or `//api/menu-items` are protected like `/api/menu-items`. The webhook is exempt by its route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routedPath } from '../../lib/routed-path.ts';
import { messagesOf } from '../../lib/server-messages.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROTECTED_PREFIXES = ['/api/', '/functions/'];
export const ORIGIN_CHECK_EXEMPT = ['/api/billing/webhook'];

export interface OriginCheckOptions {
  /** Origins allowed to change state, like 'https://maitre.example.com' (no trailing slash). */
  allowedOrigins: readonly string[];
  exempt?: readonly string[];
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Whether the request may go on: 'missing' when it says nothing about where it comes from. */
export function checkOrigin(request: Pick<FastifyRequest, 'headers'>, allowed: ReadonlySet<string>): 'allowed' | 'refused' | 'missing' {
  const { origin, referer } = request.headers;
  if (typeof origin === 'string') return allowed.has(originOf(origin) ?? '') ? 'allowed' : 'refused';
  if (typeof referer === 'string') return allowed.has(originOf(referer) ?? '') ? 'allowed' : 'refused';
  return 'missing';
}

export const originCheckPlugin = fp(
  async (app: FastifyInstance, { allowedOrigins, exempt = ORIGIN_CHECK_EXEMPT }: OriginCheckOptions) => {
    const allowed = new Set(allowedOrigins.map((origin) => originOf(origin) ?? origin));
    const exemptPaths = new Set(exempt);
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const pathname = routedPath(request);
      if ((request.routeOptions.url && exemptPaths.has(request.routeOptions.url)) || !PROTECTED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return;
      const verdict = checkOrigin(request, allowed);
      if (verdict === 'allowed' || (verdict === 'missing' && !request.headers.cookie)) return;
      const message = messagesOf(request).auth.notFromMaitre;
      // One error shape everywhere under /api, /api/auth included (decision 0022).
      const body = { error: { code: 'FORBIDDEN', message } };
      request.log.warn(
        { origin: request.headers.origin, referer: request.headers.referer, path: pathname, url: request.url },
        'refused a cross-origin request',
      );
      return reply.status(403).send(body);
    });
  },
  { name: 'origin-check' },
);
