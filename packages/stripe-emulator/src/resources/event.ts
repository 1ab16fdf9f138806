import { newId } from '../ids.ts';

export type EventType =
  | 'checkout.session.completed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed';

export interface EventRequest {
  /** The API request that caused the event; null for the hosted pages and the clock, as on Stripe. */
  id: string | null;
  idempotency_key: string | null;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: {
    object: Record<string, unknown>;
    previous_attributes?: Record<string, unknown>;
  };
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: EventType;
}

export function buildEvent(input: {
  type: EventType;
  object: Record<string, unknown>;
  previousAttributes?: Record<string, unknown>;
  request: EventRequest;
  apiVersion: string;
  created: number;
  pendingWebhooks: number;
}): StripeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: input.apiVersion,
    created: input.created,
    data: {
      object: input.object,
      ...(input.previousAttributes === undefined ? {} : { previous_attributes: input.previousAttributes }),
    },
    livemode: false,
    pending_webhooks: input.pendingWebhooks,
    request: input.request,
    type: input.type,
  };
}
