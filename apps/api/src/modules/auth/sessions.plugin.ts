/**
 * `app.sessionCache`: recently checked sessions (session-cache.ts), kept only while revocations from other instances
 * can be heard. It listens to the realtime bus's `maitre_sessions` notifications: the cache is on while the listener is
 * connected, off (and emptied) otherwise, and a user's entries are forgotten when their notification arrives. The
 * instance that changes a membership forgets at once (`app.sessionCache.forgetUser`, team.routes.ts); state-changing
 * /api/auth requests clear it (auth.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { SessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recently checked sessions; on only while the `maitre_sessions` listener is connected. */
    sessionCache: SessionCache;
  }
}

export interface SessionsPluginOptions {
  config: Config;
}

export const sessionsPlugin = fp(
  async (app: FastifyInstance, { config }: SessionsPluginOptions) => {
    const sessionCache = new SessionCache({ ttlMs: config.sessionCacheSeconds * 1000 });
    app.decorate('sessionCache', sessionCache);
    // The bus (realtime.plugin.ts) is registered after the routes that authenticate; until it is ready the cache stays
    // off, as it is whenever the listener is not connected.
    app.addHook('onReady', async () => {
      app.realtime.subscribeSessions({
        onRevoked: (userId) => sessionCache.forgetUser(userId),
        onListening: (listening) => sessionCache.setActive(listening),
      });
    });
  },
  { name: 'sessions' },
);
