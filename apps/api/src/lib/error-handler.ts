/** One place turns every thrown error into `{ error: { code, message, fieldErrors? } }`; 5xx details stay in the logs. */
import type { ErrorCode } from '@maitre/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { createErrorReporter } from './error-reporter.ts';

function fieldErrorsFromZod(issues: ReadonlyArray<{ instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }>) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const fromPath = issue.params?.issue?.path?.map(String).join('.');
    const key = fromPath || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';
    const list = fieldErrors[key] ?? [];
    list.push(issue.message ?? 'Invalid value');
    fieldErrors[key] = list;
  }
  return fieldErrors;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function installErrorHandler(app: FastifyInstance): void {
  // Every 5xx goes through reportError: the log, and what ERROR_REPORTER adds (lib/error-reporter.ts).
  const report = createErrorReporter(app.config.operations.errorReporter);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const reportError = (statusCode: number, message: string, details?: Record<string, unknown>) =>
      report(error, { log: request.log, message, statusCode, method: request.method, route: request.routeOptions.url, ...(details ? { details } : {}) });
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid', fieldErrors: fieldErrorsFromZod(error.validation) },
      });
    }
    if (isResponseSerializationError(error)) {
      reportError(500, 'response did not match its schema', { issues: error.cause.issues });
      return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
    }
    if (isDatabaseUnavailable(error)) {
      reportError(503, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable right now. Please try again in a moment.' } });
    }
    if (databaseErrorCode(error) === NUL_IN_TEXT) {
      // PostgreSQL text cannot hold U+0000; any text field of any body could carry one.
      return reply.status(400).send({ error: { code: 'VALIDATION_FAILED', message: NUL_MESSAGE } });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      reportError(status, 'request failed');
      return reply.status(status).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
    }
    return reply.status(status).send({ error: { code: STATUS_CODES[status] ?? 'BAD_REQUEST', message: error.message } });
  });
}

/** SQLSTATE character_not_in_repertoire: what PostgreSQL answers to a NUL character in text. */
const NUL_IN_TEXT = '22021';
export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000)';

/** The SQLSTATE of a PostgreSQL error, also when wrapped (Drizzle puts the driver's error in `cause`). */
function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006']);

/** PostgreSQL down or restarting: a 503 the client can retry, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
