/** Records Stripe events: stored for `/v1/events` and handed to the webhook dispatcher. */
import type { Clock } from './clock.ts';
import { buildEvent, type EventRequest, type EventType, type StripeEvent } from './resources/event.ts';
import type { StateStore } from './state.ts';
import type { WebhookDispatcher } from './webhooks.ts';

export const NO_REQUEST: EventRequest = { id: null, idempotency_key: null };

export class EventLog {
  constructor(
    private readonly store: StateStore,
    private readonly clock: Clock,
    private readonly dispatcher: WebhookDispatcher,
    private readonly apiVersion: string,
  ) {}

  emit(type: EventType, object: object, options: { previousAttributes?: Record<string, unknown>; request?: EventRequest } = {}): StripeEvent {
    const event = buildEvent({
      type,
      // The event carries the object as it was at this moment, not a live reference.
      object: structuredClone(object) as Record<string, unknown>,
      ...(options.previousAttributes === undefined ? {} : { previousAttributes: options.previousAttributes }),
      request: options.request ?? NO_REQUEST,
      apiVersion: this.apiVersion,
      created: this.clock.nowSeconds(),
      pendingWebhooks: this.dispatcher.hasEndpoint ? 1 : 0,
    });
    this.store.state.events[event.id] = event;
    this.store.changed();
    this.dispatcher.enqueue(event.id);
    return event;
  }
}

/** Stripe's `data.previous_attributes`: the old value of every top-level field that changed. */
export function previousAttributes(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  const current = after as Record<string, unknown>;
  for (const key of Object.keys(old)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(current[key])) previous[key] = structuredClone(old[key]);
  }
  return previous;
}
