/** Mounts better-auth under /api/auth and gives routes `app.authenticate`, which sets request.owner or answers 401. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from './auth.ts';

export interface Owner {
  id: string;
  email: string;
  name: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    owner: Owner | null;
  }
}

/** The signed-in owner of a request that passed `app.authenticate`. */
export function ownerOf(request: FastifyRequest): Owner {
  if (!request.owner) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.owner;
}

/** Fetch-API headers from Fastify's, so better-auth sees cookies and the bearer token. */
export function toFetchHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, String(value));
  }
  return headers;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { auth, appUrl }: { auth: Auth; appUrl: string }) => {
    app.decorate('auth', auth);
    app.decorateRequest('owner', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const result = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
      if (!result) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
      request.owner = { id: result.user.id, email: result.user.email, name: result.user.name, sessionId: result.session.id };
    });

    await app.register(async (scope) => {
      // better-auth parses its own bodies, so hand it the raw text.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

      scope.route({
        method: ['GET', 'POST'],
        url: '/api/auth/*',
        schema: { hide: true },
        async handler(request, reply) {
          const url = new URL(request.url, appUrl);
          const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && typeof request.body === 'string' && request.body.length > 0;
          const response = await auth.handler(
            new Request(url, { method: request.method, headers: toFetchHeaders(request.headers), body: hasBody ? (request.body as string) : undefined }),
          );
          reply.status(response.status);
          for (const [key, value] of response.headers) {
            if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
          }
          const cookies = response.headers.getSetCookie();
          if (cookies.length > 0) reply.header('set-cookie', cookies);
          return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
        },
      });
    });
  },
  { name: 'auth' },
);
