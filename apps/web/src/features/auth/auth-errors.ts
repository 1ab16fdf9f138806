/**
 * Turns what the account service answers into the message an owner sees. The API writes its refusals in the language
 * the app sends in Accept-Language (its active one; auth-error-shape.ts), so the message is shown as it comes.
 */
import { authErrorTexts } from './texts';

/** An error answer of the account service, read: its code, message and field errors, with the HTTP status. */
export interface AuthServiceError {
  code?: string;
  message?: string;
  status: number;
  fieldErrors?: Record<string, string[]>;
}

/**
 * What better-auth's client (better-fetch) puts in `error`: the JSON body spread out, with the status. The API answers
 * every error under /api/auth as `{ error: { code, message, fieldErrors? } }` like the rest of /api (decision 0022), so
 * the code and message are in `error.error`; a body that is not JSON (a proxy's page) leaves only the status.
 */
export interface AuthClientError {
  status: number;
  statusText?: string;
  error?: unknown;
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return typeof value === 'object' && value !== null && Object.values(value).every((messages) => Array.isArray(messages));
}

/** The code, message and field errors of an error of better-auth's client, from the documented shape. */
export function authServiceError(error: AuthClientError): AuthServiceError {
  const body = typeof error.error === 'object' && error.error !== null ? (error.error as Record<string, unknown>) : {};
  return {
    status: error.status,
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(isFieldErrors(body.fieldErrors) ? { fieldErrors: body.fieldErrors } : {}),
  };
}

/** An answer of better-auth's client, `{ data, error }`, with its error read (authServiceError). */
export type AuthAnswer<T> = { data: T; error: null } | { data: null; error: AuthServiceError };

/** Every account call goes through this, so screens read `error.code`, serviceMessage and fieldErrorsOf as before. */
export async function readAuthAnswer<T>(call: Promise<{ data: T; error: null } | { data: null; error: AuthClientError }>): Promise<AuthAnswer<T>> {
  const answer = await call;
  return answer.error ? { data: null, error: authServiceError(answer.error) } : { data: answer.data as T, error: null };
}

/** The service's own message; a generic one for answers without a readable message (a server failure, a proxy page). */
export function serviceMessage(error: AuthServiceError): string {
  if (error.status >= 500 || !error.message) return authErrorTexts.unexpected;
  return error.message;
}

/** The first message per field, for react-hook-form's setError. */
export function fieldErrorsOf(error: AuthServiceError): Record<string, string> {
  const entries = Object.entries(error.fieldErrors ?? {}).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]] as const] : []));
  return Object.fromEntries(entries);
}
