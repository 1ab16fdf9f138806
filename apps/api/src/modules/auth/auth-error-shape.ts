/**
 * One error shape under /api, /api/auth included (decision 0022): better-auth answers its errors as
 * `{ code, message }` (plus our `fieldErrors` on the refusals we raise inside it); the mount hands every error answer
 * on as `{ error: { code, message, fieldErrors? } }` with the same status. better-auth's specific codes
 * (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, PASSWORD_TOO_COMMON, …) are kept as the `code`; an answer without
 * one gets ours for its status. Successes and redirects are not touched.
 */
import type { AuthApiErrorBody } from '@maitre/shared/errors';
import { authCodeMessage, englishMessages, type Messages } from '@maitre/shared/messages/index';
import type { FastifyReply } from 'fastify';

/** Our code for an error status when better-auth gives none (the same table as lib/error-handler.ts). */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function codeOfStatus(status: number): string {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** An error body of the mount itself (a refused redirect, a limit, an unknown endpoint, a failure). */
export function authErrorBody(code: string, message: string, fieldErrors?: Record<string, string[]>): AuthApiErrorBody {
  return { error: { code, message, ...(fieldErrors ? { fieldErrors } : {}) } };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'))
  );
}

/**
 * The one shape for an error answer of better-auth (status ≥ 400), from its body (null when empty), in the language of
 * `m`. A body already in the shape is kept (our own refusals come written in the reader's language); a 5xx never passes
 * on better-auth's own text.
 */
export function inOneErrorShape(status: number, body: Buffer | null, contentType: string | null, m: Messages = englishMessages): AuthApiErrorBody {
  let parsed: unknown = null;
  if (body && body.length > 0 && String(contentType).includes('application/json')) {
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      parsed = null;
    }
  }
  const record = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const inner = typeof record.error === 'object' && record.error !== null ? (record.error as Record<string, unknown>) : record;
  const code = typeof inner.code === 'string' && inner.code.length > 0 ? inner.code : codeOfStatus(status);
  if (status >= 500) return authErrorBody(codeOfStatus(status), m.common.unexpected);
  const own = typeof inner.message === 'string' && inner.message.length > 0 ? inner.message : undefined;
  const message = own === undefined ? m.common.refused : authCodeMessage(m, code, own);
  const fieldErrors = isFieldErrors(inner.fieldErrors)
    ? Object.fromEntries(Object.entries(inner.fieldErrors).map(([field, messages]) => [field, messages.map((text) => (text === own ? message : text))]))
    : undefined;
  return authErrorBody(code, message, fieldErrors);
}

/** Sends better-auth's error answer (status ≥ 400) in the one shape, as JSON, with the status it had, in the language of `m`. */
export function sendAuthError(
  reply: FastifyReply,
  status: number,
  body: Buffer | null,
  contentType: string | null,
  m: Messages = englishMessages,
): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(inOneErrorShape(status, body, contentType, m));
}
