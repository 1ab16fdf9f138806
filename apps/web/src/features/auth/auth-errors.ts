/** Turns what the account service answers into the message an owner sees. */

/** Spec §8: shown when something throws instead of answering. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** An error answer of better-auth's client: `{ code, message, status }` (our limits and checks use the same shape). */
export interface AuthServiceError {
  code?: string;
  message?: string;
  status: number;
  fieldErrors?: Record<string, string[]>;
}

/** The service's own message; a generic one for answers without a readable message (a server failure, a proxy page). */
export function serviceMessage(error: AuthServiceError): string {
  if (error.status >= 500 || !error.message) return UNEXPECTED_ERROR;
  return error.message;
}

/** The first message per field, for react-hook-form's setError. */
export function fieldErrorsOf(error: AuthServiceError): Record<string, string> {
  const entries = Object.entries(error.fieldErrors ?? {}).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]] as const] : []));
  return Object.fromEntries(entries);
}

/** Spec §5 and §8. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
