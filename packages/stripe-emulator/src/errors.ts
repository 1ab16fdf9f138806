/** Errors in Stripe's wire shape, so the SDK maps them to its own error classes. */

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code === undefined ? {} : { code }),
    ...(param === undefined ? {} : { param }),
  });
}

/**
 * Stripe answers 404 for an unknown id in the URL, but 400 with `param` when the unknown id
 * came in the request body (for example `line_items[0][price]`).
 */
export function noSuchResource(kind: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(param === undefined ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param === undefined ? {} : { param }),
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });
}

export function authenticationError(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

export function cardError(message: string, code: string, declineCode?: string): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    message,
    code,
    ...(declineCode === undefined ? {} : { decline_code: declineCode }),
  });
}
