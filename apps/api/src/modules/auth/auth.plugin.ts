/**
 * Accounts and auth, composed: the better-auth instance (`app.auth`, auth.ts) with its background tasks, then one
 * plugin per job —
 *
 * - sessions.plugin.ts: `app.sessionCache`, kept in step with the `maitre_sessions` notifications of the realtime bus;
 * - authenticate.ts: `app.authenticate`, `app.authenticateBearer`, `app.accessTokens`, request.signedIn;
 * - permissions.ts: `app.requirePermission` (the role table and the owner's two-factor rule);
 * - auth.routes.ts: the `/api/auth/*` mount behind our limits (auth-limits.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { authRoutes } from './auth.routes.ts';
import { type Auth, createAuth } from './auth.ts';
import { authenticatePlugin } from './authenticate.ts';
import { createBackgroundTasks } from './background-tasks.ts';
import { permissionsPlugin } from './permissions.ts';
import { sessionsPlugin } from './sessions.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

export interface AuthPluginOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { config, db, mailer, secret }: AuthPluginOptions) => {
    const runInBackground = createBackgroundTasks(app);
    app.decorate('auth', createAuth({ config, db, mailer, secret, runInBackground, log: app.log }));

    await app.register(sessionsPlugin, { config });
    await app.register(authenticatePlugin, { config, db, secret });
    await app.register(permissionsPlugin);
    await app.register(authRoutes, { config, db, secret });
  },
  { name: 'auth' },
);
