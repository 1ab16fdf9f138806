/** buildApp(config): the whole server as a Fastify plugin tree — external plugins, then ours, then the feature routes. */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Permission } from '@maitre/shared/team';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { installDraining } from './lib/draining.ts';
import { installErrorHandler } from './lib/error-handler.ts';
import { hasSessionCookie, readPageBoot } from './lib/page-boot.ts';
import { loadPageShells, type PageShells } from './lib/page-shells.ts';
import { requestLocale } from './lib/request-locale.ts';
import { safeLogOptions } from './lib/request-log.ts';
import { isServerPath, normalisedPath, routedPath } from './lib/routed-path.ts';
import { clientErrorResponse, installSecurityHeaders, securityHeadersFor } from './lib/security-headers.ts';
import { messagesOf } from './lib/server-messages.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { trustedOrigins } from './modules/auth/auth.ts';
import type { Guard } from './modules/auth/authenticate.ts';
import { originCheckPlugin } from './modules/auth/origin-check.plugin.ts';
import { billingModule } from './modules/billing/billing.module.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { devicesRoutes } from './modules/devices/devices.routes.ts';
import { digestRoutes } from './modules/digest/digest.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts';
import { kitchenRoutes } from './modules/kitchen/kitchen.routes.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { mailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { createDevMailbox, createSmtpMailer, type Mailer } from './modules/mail/mailer.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { menuTransferRoutes } from './modules/menu-transfer/menu-transfer.routes.ts';
import { metricsPlugin } from './modules/metrics/metrics.plugin.ts';
import { optionGroupsRoutes } from './modules/option-groups/option-groups.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { overviewRoutes } from './modules/overview/overview.routes.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { portionsRoutes } from './modules/portions/portions.routes.ts';
import { localPrintersPlugin } from './modules/printers/local-printers.ts';
import { printBridgeRoutes } from './modules/printers/print-bridge.routes.ts';
import { printersRoutes } from './modules/printers/printers.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { realtimePlugin } from './modules/realtime/realtime.plugin.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { serviceHoursRoutes } from './modules/service-hours/service-hours.routes.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';
import { tablesRoutes } from './modules/tables/tables.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
    /** Every route registered, as 'METHOD /url' (HEAD excluded): what the isolation and header tests walk. */
    routeTable: string[];
    /**
     * What guards each route of the table in onRequest (`Guard`s, modules/auth/authenticate.ts): how it is signed in
     * (session, bearer, a member's session or a paired device's, or not at all) and the permission it needs. The role matrix and route tests read it.
     */
    routeGuards: Map<string, RouteGuards>;
    /** The web app's two pages in each language (lib/page-shells.ts); null when this server serves no web app. */
    pageShells: PageShells | null;
  }
}

export interface RouteGuards {
  authenticates: 'session' | 'bearer' | 'member-or-device' | null;
  permission: Permission | null;
}

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  /** An already open database (tests); otherwise the app opens and closes its own. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.isProduction) return { level: config.logLevel, ...safeLogOptions() };
  return { level: config.logLevel, ...safeLogOptions(), transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } };
}

/** In development the auth secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
async function resolveAuthSecret(config: Config): Promise<string> {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const securityHeaders = securityHeadersFor(config);
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    requestTimeout: 30_000,
    // While closing, requests still arriving on open connections are answered by lib/draining.ts (503 in our shape,
    // with the security headers) rather than by Fastify's bare 503.
    return503OnClosing: false,
    // Malformed URLs and over-long path parameters are refused by the router before any hook: answer them in the
    // documented error shape too (Fastify's default body is its own), with the security headers.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const m = messagesOf(request);
      const message = status === 414 ? m.common.pathParameterTooLong : m.common.urlNotValid;
      void (reply as unknown as FastifyReply)
        .headers(securityHeaders)
        .status(status)
        .send({ error: { code: 'BAD_REQUEST', message } });
    },
    clientErrorHandler: clientErrorResponse(securityHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable: string[] = [];
  const routeGuards = new Map<string, RouteGuards>();
  app.decorate('routeTable', routeTable);
  app.decorate('routeGuards', routeGuards);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat() as Guard[];
    const guards: RouteGuards = {
      authenticates: hooks.find((hook) => hook.authenticates)?.authenticates ?? null,
      permission: hooks.find((hook) => hook.permission)?.permission ?? null,
    };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push(`${method} ${route.url}`);
      routeGuards.set(`${method} ${route.url}`, guards);
    }
  });

  const database =
    deps.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, rls: config.databaseRls }));
  if (!deps.database) app.addHook('onClose', async () => database.close());
  const mailer = deps.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createDevMailbox(config.dataDir, config.mailFrom));

  app.decorate('config', config);
  // First of all hooks, so that every answer carries them, the drain's 503s included.
  installSecurityHeaders(app, securityHeaders);
  installDraining(app);
  app.decorate('database', database);
  if (config.serveWeb && !existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`The web app is not built (${WEB_DIST}/index.html is missing). Run \`npm run build\` or \`npm start\`.`);
  }
  // The pages are written in the visitor's language (lib/page-shells.ts); null when this server serves no web app.
  app.decorate('pageShells', config.serveWeb ? loadPageShells(WEB_DIST) : null);
  app.decorate('mailer', mailer);

  installErrorHandler(app);
  // Before every route, so its latency hook sees them all (modules/metrics; off unless METRICS_TOKEN or METRICS_PORT).
  await app.register(metricsPlugin);

  await app.register(rateLimit, {
    max: config.apiRateLimitPerMinute,
    timeWindow: '1 minute',
    // Only the API is limited: the web app's files and pages are static, and a page load fetches many of them. Judged
    // on the path as routed (lib/routed-path.ts): `/%61pi/orders` is the API too.
    allowList: (request) => !isServerPath(routedPath(request)),
    // In the reader's language (decision 0023); the plugin has set Retry-After already.
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', (m) => m.common.rateLimited(context.after, Math.max(1, Math.ceil(context.ttl / 1000)))),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Maître API', description: 'JSON API of the Maître restaurant dashboard', version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' }, bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's own CSP (hashes for its inline scripts), framed by nobody, like the rest of the app.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  const secret = await resolveAuthSecret(config);
  await app.register(originCheckPlugin, { allowedOrigins: trustedOrigins(config) });
  // Mails leave through the job queue (modules/jobs): better-auth's too.
  await app.register(jobsPlugin);
  await app.register(authPlugin, { config, db: database.db, mailer: app.queuedMailer, secret });

  await app.register(healthRoutes);
  await app.register(realtimePlugin);
  // Feature modules: one line each.
  await app.register(profileRoutes);
  await app.register(mailboxRoutes);
  await app.register(billingModule);
  await app.register(menuRoutes);
  await app.register(optionGroupsRoutes);
  await app.register(portionsRoutes);
  await app.register(categoriesRoutes);
  await app.register(tablesRoutes);
  await app.register(kitchenRoutes);
  await app.register(printersRoutes);
  await app.register(printBridgeRoutes);
  await app.register(localPrintersPlugin);
  await app.register(menuTransferRoutes);
  await app.register(ordersRoutes);
  await app.register(overviewRoutes);
  await app.register(reportsRoutes);
  await app.register(digestRoutes);
  await app.register(photosRoutes);
  await app.register(storefrontRoutes);
  await app.register(serviceHoursRoutes);
  await app.register(legalRoutes);
  await app.register(teamRoutes);
  await app.register(devicesRoutes);

  const serveWeb = config.serveWeb && (await registerWebApp(app));
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (serveWeb && request.method === 'GET' && !isServerPath(normalisedPath(pathname)) && path.extname(pathname) === '') {
      // A signed-in visit gets its session, its profile and its first screen's reads in the page: their round trips are
      // gone before the first screen. The page names the code of the address's screens, so it loads beside the app's script.
      return app.pageShells?.send(request, reply, 'index', requestLocale(request), {
        boot: await readPageBoot(app, request, app.pageShells.readsFor(pathname)),
        pathname,
        signedIn: hasSessionCookie(request),
      });
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` } });
  });

  return app;
}

/** Serves the built React app; the not-found handler answers client-side routes with index.html. */
async function registerWebApp(app: FastifyInstance): Promise<boolean> {
  // The build writes .br and .gz copies of its text files (apps/web/vite.config.ts): sent as they are to browsers that
  // accept them, with Vary: accept-encoding.
  await app.register(fastifyStatic, {
    root: WEB_DIST,
    wildcard: false,
    index: false,
    preCompressed: true,
    maxAge: '1y',
    immutable: true,
    setHeaders: cacheHeaders,
  });
  return true;
}

/**
 * Hashed files under /assets/ are cached for a year (immutable); pages are revalidated on every load so a deploy shows
 * at once; the few unhashed files (favicon) for a day. `filePath` may be the .br or .gz copy.
 */
function cacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
  const file = filePath.replace(/\.(br|gz)$/, '');
  if (file.endsWith('.html')) reply.header('cache-control', 'no-cache');
  else if (!file.startsWith(path.join(WEB_DIST, 'assets') + path.sep)) reply.header('cache-control', 'public, max-age=86400');
}
