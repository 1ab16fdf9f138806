/**
 * The operations part of the configuration (metrics, error reporting), kept apart from config.ts so that file stays
 * about the product. Its variables join config.ts's schema (one bad value, one line at start, like every other) and its
 * result is `config.operations`.
 */
import { z } from 'zod';

export const OperationsEnvSchema = {
  /** Bearer token /metrics asks for (32+ characters). With neither this nor METRICS_PORT, metrics are off. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (generate one with `openssl rand -hex 32`)').optional(),
  /** A listener of its own for /metrics, not published with the app (a token is then optional). */
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, 'must be a port number between 0 and 65535').optional(),
  /** Interface of the metrics listener; HOST by default. */
  METRICS_HOST: z.string().min(1).optional(),
  /** Where 5xx errors are reported besides the log: `log` (only the log) or `otel` (the active OpenTelemetry span). */
  ERROR_REPORTER: z.enum(['log', 'otel'], { error: "must be 'log' or 'otel'" }).default('log'),
};

type OperationsEnv = z.output<z.ZodObject<typeof OperationsEnvSchema>> & { PORT: number; HOST: string };

export interface OperationsConfig {
  metrics: {
    /** Metrics are collected and served (METRICS_TOKEN or METRICS_PORT set). */
    enabled: boolean;
    token: string | undefined;
    /** Serve /metrics on this port only (not on the app's port); undefined: on the app's port, behind the token. */
    port: number | undefined;
    host: string;
  };
  errorReporter: 'log' | 'otel';
}

/** Cross-variable checks, run from config.ts's superRefine (every environment). */
export function checkOperationsEnv(env: OperationsEnv, ctx: z.RefinementCtx): void {
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT (metrics have a listener of their own)' });
  }
}

export function operationsConfig(env: OperationsEnv): OperationsConfig {
  return {
    metrics: {
      enabled: env.METRICS_TOKEN !== undefined || env.METRICS_PORT !== undefined,
      token: env.METRICS_TOKEN,
      port: env.METRICS_PORT,
      host: env.METRICS_HOST ?? env.HOST,
    },
    errorReporter: env.ERROR_REPORTER,
  };
}
