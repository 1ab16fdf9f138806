/** One place turns every thrown error into `{ error: { code, message, fieldErrors? } }`; 5xx details stay in the logs. */
import type { ErrorCode } from '@maitre/shared/errors';
import { englishMessages, type Messages } from '@maitre/shared/messages/index';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { createErrorReporter } from './error-reporter.ts';
import { requestLocale } from './request-locale.ts';
import { messagesFor, withParseLocale } from './server-messages.ts';

function fieldErrorsFromZod(issues: ReadonlyArray<{ instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }>) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const fromPath = issue.params?.issue?.path?.map(String).join('.');
    const key = fromPath || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';
    const list = fieldErrors[key] ?? [];
    list.push(issue.message ?? englishMessages.common.invalidValue);
    fieldErrors[key] = list;
  }
  return fieldErrors;
}

type ValidationError = FastifyError & { validation: Parameters<typeof fieldErrorsFromZod>[0]; validationContext?: string };
type ParsingSchema = { safeParse(data: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } } };

/**
 * The issues of a failed request validation, in the reader's language: Fastify validates before the handler, without
 * the request's language, so on this error path only the route's schema for the failing part (body, querystring,
 * params) runs again with the messages in that language. English, or a part it cannot re-run, keeps the issues as
 * they came.
 */
export function localizedValidationIssues(request: FastifyRequest, error: ValidationError): ReadonlyArray<{ path: string; message: string }> {
  const asTheyCame = () => fieldErrorEntries(fieldErrorsFromZod(error.validation));
  const locale = requestLocale(request);
  if (locale === 'en') return asTheyCame();
  const context = error.validationContext;
  const data = context === 'body' ? request.body : context === 'querystring' ? request.query : context === 'params' ? request.params : undefined;
  const schema = context ? (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context] : undefined;
  if (data === undefined || !schema || typeof (schema as Partial<ParsingSchema>).safeParse !== 'function') return asTheyCame();
  // zod builds a safeParse's error (and calls the error functions) on the first read of `error`: read it inside.
  const issues = withParseLocale(locale, () => (schema as ParsingSchema).safeParse(data).error?.issues);
  if (!issues || issues.length === 0) return asTheyCame();
  return issues.map((issue) => ({ path: issue.path.map(String).join('.') || '_', message: issue.message }));
}

function fieldErrorEntries(fieldErrors: Record<string, string[]>): { path: string; message: string }[] {
  return Object.entries(fieldErrors).flatMap(([path, messages]) => messages.map((message) => ({ path, message })));
}

function groupByPath(issues: ReadonlyArray<{ path: string; message: string }>): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const { path, message } of issues) fieldErrors[path] = [...(fieldErrors[path] ?? []), message];
  return fieldErrors;
}

/** Fastify's refusals of a request body, by code: their text in the reader's language (English: Fastify's own). */
const FASTIFY_BODY_MESSAGES: Record<string, (m: Messages) => string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (m) => m.common.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (m) => m.common.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: (m) => m.common.contentLengthMismatch,
  FST_ERR_CTP_EMPTY_JSON_BODY: (m) => m.common.emptyJsonBody,
  FST_ERR_CTP_INVALID_JSON_BODY: (m) => m.common.invalidJsonBody,
};

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
    // Every message in the language the request asks for (decision 0023, "Server messages").
    const m: Messages = messagesFor(requestLocale(request));
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      const fieldErrors = error.fieldErrorsIn(m);
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.messageIn(m), ...(fieldErrors ? { fieldErrors } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: { code: 'VALIDATION_FAILED', message: m.common.fieldsInvalid, fieldErrors: groupByPath(localizedValidationIssues(request, error)) },
      });
    }
    if (isResponseSerializationError(error)) {
      reportError(500, 'response did not match its schema', { issues: error.cause.issues });
      return reply.status(500).send({ error: { code: 'INTERNAL', message: m.common.unexpected } });
    }
    if (isDatabaseUnavailable(error)) {
      reportError(503, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ error: { code: 'SERVICE_UNAVAILABLE', message: m.common.databaseUnavailable } });
    }
    if (databaseErrorCode(error) === NUL_IN_TEXT) {
      // PostgreSQL text cannot hold U+0000; any text field of any body could carry one.
      return reply.status(400).send({ error: { code: 'VALIDATION_FAILED', message: m.common.nulCharacter } });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      reportError(status, 'request failed');
      return reply.status(status).send({ error: { code: 'INTERNAL', message: m.common.unexpected } });
    }
    const translated = FASTIFY_BODY_MESSAGES[error.code];
    return reply.status(status).send({ error: { code: STATUS_CODES[status] ?? 'BAD_REQUEST', message: translated ? translated(m) : error.message } });
  });
}

/** SQLSTATE character_not_in_repertoire: what PostgreSQL answers to a NUL character in text. */
const NUL_IN_TEXT = '22021';
export const NUL_MESSAGE = englishMessages.common.nulCharacter;

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
