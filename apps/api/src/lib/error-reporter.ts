/**
 * Where a server-side failure (a 5xx) goes besides the client's generic answer: `reportError(error, context)`, called by
 * the error handler (lib/error-handler.ts). Every reporter logs the error with its stack on the request's logger.
 * ERROR_REPORTER picks what else happens:
 * - `log` (default): nothing else;
 * - `otel`: the error is also recorded on the active OpenTelemetry span, which is marked failed, so a tracing backend
 *   shows it on the request's trace. It needs an OpenTelemetry SDK started before the server (README, "Metrics, errors
 *   and traces"); without one the API is a no-op and only the log remains.
 * A Sentry-style service plugs in the same way: one more `ErrorReporter` here, chosen by ERROR_REPORTER.
 */
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';

export interface ErrorContext {
  /** The request's logger (carries its id). */
  log: FastifyBaseLogger;
  /** What failed, in a few words: the log line's message. */
  message: string;
  /** The status answered to the client. */
  statusCode: number;
  method: string;
  /** The route pattern (`/api/orders/:id`), never the raw URL; undefined when no route matched. */
  route: string | undefined;
  /** More fields for the log line (e.g. the schema issues of a response that did not match). */
  details?: Record<string, unknown>;
}

export type ErrorReporter = (error: unknown, context: ErrorContext) => void;

export const logErrorReporter: ErrorReporter = (error, { log, message, details }) => {
  log.error({ err: error, ...details }, message);
};

export const otelErrorReporter: ErrorReporter = (error, context) => {
  logErrorReporter(error, context);
  const span = trace.getActiveSpan();
  if (!span) return;
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: context.message });
  span.setAttribute('http.response.status_code', context.statusCode);
};

export function createErrorReporter(kind: 'log' | 'otel'): ErrorReporter {
  return kind === 'otel' ? otelErrorReporter : logErrorReporter;
}
