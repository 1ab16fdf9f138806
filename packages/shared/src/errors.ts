import { z } from 'zod';
import { englishMessages } from './messages/index.ts';

/** Every error the JSON API can answer with. The HTTP status of each lives in ERROR_STATUS. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** The restaurant asks managers for two-factor sign-in and this manager has not turned it on (TWO_FACTOR_REQUIRED_MESSAGE). */
  'TWO_FACTOR_REQUIRED',
  'PLAN_REQUIRED',
  'PLAN_LIMIT_REACHED',
  'NOT_FOUND',
  'CONFLICT',
  /** The order page (issue 20): the restaurant is closed now, its online orders are paused, the pickup slot is full. */
  'RESTAURANT_CLOSED',
  'ORDERS_PAUSED',
  'SLOT_FULL',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  PLAN_REQUIRED: 403,
  PLAN_LIMIT_REACHED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RESTAURANT_CLOSED: 409,
  ORDERS_PAUSED: 409,
  SLOT_FULL: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** What a manager is told (in English; Messages['auth'].twoFactorRequired in the reader's language) on every restaurant route while the owner's rule applies to them (code TWO_FACTOR_REQUIRED). */
export const TWO_FACTOR_REQUIRED_MESSAGE = englishMessages.auth.twoFactorRequired;

export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/**
 * The same shape under /api/auth (decision 0022), where `code` is better-auth's own when it has one
 * (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, PASSWORD_TOO_COMMON, INVITATION_UNUSABLE, …) — clients branch on
 * those — and one of ERROR_CODES otherwise (RATE_LIMITED, NOT_FOUND, INTERNAL, …). Hence a string, not the enum.
 */
export const AuthApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type AuthApiErrorBody = z.infer<typeof AuthApiErrorBodySchema>;
