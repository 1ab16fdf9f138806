/** The server's whole configuration, read from the environment once and validated before anything starts. */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlanId } from '@maitre/shared/plans';
import { z } from 'zod';
import { checkOperationsEnv, type OperationsConfig, OperationsEnvSchema, operationsConfig } from './config-operations.ts';

/** Price ids the local Stripe emulator serves; real deployments set STRIPE_PRICE_*. */
export const LOCAL_PRICE_IDS: Record<PlanId, string> = {
  snackbar: 'price_local_snackbar',
  restaurant: 'price_local_restaurant',
  michelin: 'price_local_michelin',
};

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A switch that is on unless turned off. */
const onUnlessFalse = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .optional()
  .transform((value) => value === undefined || value === 'true' || value === '1');

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), 'must be a PostgreSQL URL like postgres://user:password@host:5432/database');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: "must be 'development', 'production' or 'test'" }).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, 'must be a port number between 0 and 65535').default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    APP_URL: z.url({ error: 'must be an absolute URL like https://maitre.example.com' }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: postgresUrl.optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_RLS: onUnlessFalse,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' })
      .default('info'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (generate one with `openssl rand -hex 32`)').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an SMTP URL like smtp://user:pass@smtp.example.com:587')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Maître <no-reply@maitre.local>'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key starting with sk_ or rk_')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook signing secret starting with whsec_')
      .optional(),
    STRIPE_PRICE_SNACKBAR: z.string().min(1).optional(),
    STRIPE_PRICE_RESTAURANT: z.string().min(1).optional(),
    STRIPE_PRICE_MICHELIN: z.string().min(1).optional(),
    STRIPE_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, 'must be a positive number of requests').default(600),
    SIGN_UP_MIN_RESPONSE_MS: z.coerce.number().int().min(0).max(5_000, 'must be at most 5000 ms').optional(),
    STREAMS_MAX: z.coerce.number().int().min(1, 'must be a positive number of streams').optional(),
    STREAMS_PER_IP: z.coerce.number().int().min(1, 'must be a positive number of streams').default(50),
    STREAMS_PER_ORDER: z.coerce.number().int().min(1, 'must be a positive number of streams').default(5),
    STREAMS_PER_SESSION: z.coerce.number().int().min(1, 'must be a positive number of streams').default(10),
    STREAM_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400, 'must be at most 86400 seconds').default(1_800),
    STREAM_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3_600, 'must be at most 3600 seconds').default(60),
    SIGN_IN_SLOW_DOWN_MS: z.coerce.number().int().min(0).max(10_000, 'must be at most 10000 ms').default(2_000),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300, 'must be at most 300 seconds').default(30),
    GUEST_ORDERS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1, 'must be a positive number of orders').default(10),
    GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: z.coerce.number().int().min(1, 'must be a positive number of orders').default(300),
    JOBS_POLL_MS: z.coerce.number().int().min(50, 'must be at least 50 ms').max(3_600_000, 'must be at most 3600000 ms').default(1_000),
    TRUST_PROXY: booleanish,
    SERVE_WEB: booleanish,
    AUTH_RATE_LIMITS: z.enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" }).optional(),
    ...OperationsEnvSchema,
  })
  .superRefine((env, ctx) => {
    checkOperationsEnv(env, ctx);
    if (env.NODE_ENV !== 'production') return;
    if (!env.AUTH_SECRET) ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production (at least 32 random characters)' });
    if (!env.APP_URL)
      ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'is required in production (the public URL, e.g. https://maitre.example.com)' });
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production (the dev mailbox is for local use only)' });
    if (!env.STRIPE_SECRET_KEY)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required in production (the Stripe emulator is for local use only)' });
    if (env.STRIPE_SECRET_KEY) {
      for (const key of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_SNACKBAR', 'STRIPE_PRICE_RESTAURANT', 'STRIPE_PRICE_MICHELIN'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STRIPE_SECRET_KEY is set' });
      }
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Public origin of the app, without trailing slash. */
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * PostgreSQL: the app acts as the role maitre_app, held to row-level security on every tenant table (on unless
   * DATABASE_RLS=false, which needs a login that bypasses it). PGlite ignores it.
   */
  databaseRls: boolean;
  logLevel: Env['LOG_LEVEL'];
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    /** Stripe price id of each plan: from the environment with a key, the emulator's fixed ids without. */
    prices: Record<PlanId, string>;
    emulatorPort: number;
  };
  /** Requests per minute per client IP across the API (the sign-in and guest-order limits are stricter). */
  apiRateLimitPerMinute: number;
  /** Limits on the public order page: per guest IP and per restaurant, shared by every instance. */
  guestOrderLimits: { perIpPerMinute: number; perRestaurantPerMinute: number };
  /**
   * How often an idle job queue looks for due jobs: jobs queued by another instance, retries, scheduled ones. A change
   * that queues a job on this instance wakes it at once (modules/jobs/job-queue.ts).
   */
  jobsPollMs: number;
  trustProxy: boolean;
  /** Serve the built web app (production start) from this process. */
  serveWeb: boolean;
  /** Per-IP and per-account limits on the account endpoints; on unless turned off, and off by default in tests. */
  authRateLimits: boolean;
  /** Sign-up answers no sooner than this, so a taken email (no account written) is not faster than a new one. */
  signUpMinResponseMs: number;
  /** On an account under attack, a sign-in from an unknown device answers no sooner than this (auth-rate-limits.ts). */
  signInSlowDownMs: number;
  /** How long a checked session may be reused from memory (0: every request reads the database). See session-cache.ts. */
  sessionCacheSeconds: number;
  /** Live event streams (modules/realtime/stream-registry.ts): caps per instance, lifetime, session re-check period. */
  streams: StreamSettings;
  /** Metrics and error reporting (config-operations.ts). */
  operations: OperationsConfig;
}

export interface StreamSettings {
  /** Streams of every kind on this instance. */
  max: number;
  /** Guest streams from one client IP (a restaurant's Wi-Fi puts many guests behind one address). */
  perIp: number;
  /** Guest streams following one order. */
  perOrder: number;
  /** Signed-in streams of one session (one per open tab). */
  perSession: number;
  /** A stream ends after this long; EventSource reconnects (and authenticates again). */
  maxLifetimeSeconds: number;
  /** How often the sessions behind signed-in streams are checked again (revocations also end them at once). */
  recheckSeconds: number;
}

/**
 * The default cap on streams in all: half the process's open-file limit (each stream holds a socket), between 100
 * and 10,000; 1,000 where the limit cannot be read (not Linux).
 */
function defaultMaxStreams(limitsFile = '/proc/self/limits'): number {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith('Max open files'));
    const value = line?.split(/\s{2,}/)[1];
    if (value === 'unlimited') return 10_000;
    const soft = Number(value);
    if (Number.isFinite(soft) && soft > 0) return Math.min(10_000, Math.max(100, Math.floor(soft / 2)));
  } catch {
    // not Linux: the fallback below
  }
  return 1_000;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      const value = source[key];
      const shown =
        value === undefined
          ? 'unset'
          : key.includes('SECRET') || key.includes('KEY') || key.includes('TOKEN') || key === 'DATABASE_URL' || key === 'SMTP_URL'
            ? 'given value'
            : JSON.stringify(value);
      return `${key} (${shown}) ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const env = parsed.data;
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseRls: env.DATABASE_RLS,
    logLevel: env.LOG_LEVEL,
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      prices: {
        snackbar: env.STRIPE_PRICE_SNACKBAR ?? LOCAL_PRICE_IDS.snackbar,
        restaurant: env.STRIPE_PRICE_RESTAURANT ?? LOCAL_PRICE_IDS.restaurant,
        michelin: env.STRIPE_PRICE_MICHELIN ?? LOCAL_PRICE_IDS.michelin,
      },
      emulatorPort: env.STRIPE_EMULATOR_PORT,
    },
    apiRateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    guestOrderLimits: { perIpPerMinute: env.GUEST_ORDERS_PER_IP_PER_MINUTE, perRestaurantPerMinute: env.GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE },
    jobsPollMs: env.JOBS_POLL_MS,
    trustProxy: env.TRUST_PROXY,
    serveWeb: env.SERVE_WEB || env.NODE_ENV === 'production',
    signUpMinResponseMs: env.SIGN_UP_MIN_RESPONSE_MS ?? (env.NODE_ENV === 'test' ? 0 : 300),
    signInSlowDownMs: env.SIGN_IN_SLOW_DOWN_MS,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    streams: {
      max: env.STREAMS_MAX ?? defaultMaxStreams(),
      perIp: env.STREAMS_PER_IP,
      perOrder: env.STREAMS_PER_ORDER,
      perSession: env.STREAMS_PER_SESSION,
      maxLifetimeSeconds: env.STREAM_MAX_SECONDS,
      recheckSeconds: env.STREAM_RECHECK_SECONDS,
    },
    operations: operationsConfig(env),
    authRateLimits: env.AUTH_RATE_LIMITS === undefined ? env.NODE_ENV !== 'test' : env.AUTH_RATE_LIMITS === 'true' || env.AUTH_RATE_LIMITS === '1',
  };
}
