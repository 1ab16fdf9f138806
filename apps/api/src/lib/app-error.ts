import { ERROR_STATUS, type ErrorCode } from '@maitre/shared/errors';

/** A failure the client is meant to see: its code picks the HTTP status, its message is shown as is. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Seconds the client should wait, sent as Retry-After (rate limits, outages). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
