/**
 * The per-IP and per-account limits of /api/auth (rate-limit/auth-rate-limits.ts) when the config turns them on, and
 * the timer that prunes their old windows.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type AuthRateLimits, createAuthRateLimits } from '../rate-limit/auth-rate-limits.ts';
import { createRateLimiter } from '../rate-limit/rate-limiter.ts';

const RATE_LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;
const RATE_LIMIT_KEEP_MS = 24 * 60 * 60_000;

/** The limits, or undefined when the config turns them off; the pruning timer stops when the app closes. */
export function startAuthRateLimits(app: FastifyInstance, { config, db }: { config: Config; db: Database }): AuthRateLimits | undefined {
  if (!config.authRateLimits) return undefined;
  const limiter = createRateLimiter(db);
  const limits = createAuthRateLimits(limiter, { slowDownMs: config.signInSlowDownMs });
  const timer = setInterval(() => {
    limiter.prune(RATE_LIMIT_KEEP_MS).catch((error: unknown) => app.log.warn({ err: error }, 'could not prune old rate-limit windows'));
  }, RATE_LIMIT_PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return limits;
}
