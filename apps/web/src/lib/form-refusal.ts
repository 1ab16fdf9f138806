/**
 * A refused save, shown where the person reads it: each field error of the API's answer at the form's own field (when
 * the form shows that field), else the whole refusal above the buttons — the server's words, or `fallback` when no
 * answer came (offline). The root error's `type` is the API's error code (a form may show a plan limit its own way).
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

export function showRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  /** Where the form shows the API's field `field`, or null when it does not. */
  shownAt: (field: string) => FieldPath<T> | null,
  fallback: string,
): void {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
  let shown = 0;
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const at = shownAt(field);
    const message = messages?.[0];
    if (at === null || !message) continue;
    setError(at, { message });
    shown += 1;
  }
  if (shown === 0) {
    setError('root.server' as FieldPath<T>, {
      type: error instanceof ApiError ? error.code : 'unknown',
      message: error instanceof ApiError ? error.message : fallback,
    });
  }
}
