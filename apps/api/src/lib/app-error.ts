import { ERROR_STATUS, type ErrorCode } from '@maitre/shared/errors';
import { englishMessages, type MessagePick, type Messages } from '@maitre/shared/messages/index';

/**
 * What a person reads: a message picked from the messages object (`(m) => m.team.memberNotFound`), answered in the
 * reader's language by the error handler, or a plain string (the same in every language: a developer's message).
 */
export type Text = string | MessagePick;

export function textIn(text: Text, messages: Messages): string {
  return typeof text === 'string' ? text : text(messages);
}

/**
 * A failure the client is meant to see: its code picks the HTTP status, its message is shown as is — in the language of
 * the request (lib/error-handler.ts resolves it with requestLocale). `message` is the English text (logs, tests).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly text: Text,
    readonly fieldTexts?: Record<string, Text[]>,
    /** Seconds the client should wait, sent as Retry-After (rate limits, outages). */
    readonly retryAfterSeconds?: number,
  ) {
    super(textIn(text, englishMessages));
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }

  /** The message in the language of `messages`. */
  messageIn(messages: Messages): string {
    return textIn(this.text, messages);
  }

  /** The field errors in the language of `messages`, if any. */
  fieldErrorsIn(messages: Messages): Record<string, string[]> | undefined {
    if (!this.fieldTexts) return undefined;
    return Object.fromEntries(Object.entries(this.fieldTexts).map(([field, texts]) => [field, texts.map((text) => textIn(text, messages))]));
  }

  /** The field errors in English. */
  get fieldErrors(): Record<string, string[]> | undefined {
    return this.fieldErrorsIn(englishMessages);
  }
}

export const notFound = (what: Text = 'Not found') => new AppError('NOT_FOUND', what);
