import type { FastifyInstance } from 'fastify';
import type { SubscriptionChange } from '../billing.ts';
import type { EmulatorContext } from '../context.ts';
import { invalidRequest, noSuchResource } from '../errors.ts';
import { applyMetadata, readBoolean, readInteger, readListOfRecords, readNullableString, readString } from '../form.ts';
import { newestFirst, paginate } from '../list.ts';
import type { Subscription, SubscriptionStatus } from '../resources/subscription.ts';
import { eventRequest, expanded, requestParams, warnUnknownParams } from './request.ts';

interface IdParams {
  Params: { id: string };
}

const UPDATE_PARAMS = ['cancel_at_period_end', 'items', 'proration_behavior', 'payment_behavior', 'default_payment_method', 'metadata', 'description'];

const PRORATION_BEHAVIORS = ['create_prorations', 'none', 'always_invoice'];

/** Without `status`, Stripe lists every subscription that has not ended. */
function matchesStatus(subscription: Subscription, status: string | undefined): boolean {
  const ended: SubscriptionStatus[] = ['canceled', 'incomplete_expired'];
  if (status === undefined) return !ended.includes(subscription.status);
  if (status === 'all') return true;
  if (status === 'ended') return ended.includes(subscription.status);
  return subscription.status === status;
}

export function subscriptionRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store, billing } = context;

  function findSubscription(id: string): Subscription {
    const subscription = store.state.subscriptions[id];
    if (subscription === undefined) throw noSuchResource('subscription', id);
    return subscription;
  }

  app.get('/subscriptions', async (request) => {
    const params = requestParams(request);
    const customer = readString(params, 'customer');
    const price = readString(params, 'price');
    const status = readString(params, 'status');
    const subscriptions = newestFirst(store.state.subscriptions).filter(
      (subscription) =>
        (customer === undefined || subscription.customer === customer) &&
        (price === undefined || subscription.items.data.some((item) => item.price.id === price)) &&
        matchesStatus(subscription, status),
    );
    return expanded(context, paginate(subscriptions, params, '/v1/subscriptions'), params);
  });

  app.get<IdParams>('/subscriptions/:id', async (request) => {
    return expanded(context, findSubscription(request.params.id), requestParams(request));
  });

  app.post<IdParams>('/subscriptions/:id', async (request) => {
    const params = requestParams(request);
    warnUnknownParams(context, request, params, UPDATE_PARAMS);
    const subscription = findSubscription(request.params.id);
    if (subscription.status === 'canceled') {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
    }

    const prorationBehavior = readString(params, 'proration_behavior');
    if (prorationBehavior !== undefined && !PRORATION_BEHAVIORS.includes(prorationBehavior)) {
      throw invalidRequest(`Invalid proration_behavior: must be one of ${PRORATION_BEHAVIORS.join(', ')}`, 'proration_behavior');
    }

    const change: SubscriptionChange = {};
    const cancelAtPeriodEnd = readBoolean(params, 'cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined) change.cancelAtPeriodEnd = cancelAtPeriodEnd;

    const items = readListOfRecords(params, 'items');
    if (items.length > 1) {
      throw invalidRequest('The Stripe emulator supports one item per subscription.', 'items[1]');
    }
    const itemChange = items[0];
    if (itemChange !== undefined) {
      const itemId = readString(itemChange, 'id', 'items[0][id]');
      if (itemId === undefined) {
        throw invalidRequest('The Stripe emulator supports one item per subscription: pass items[0][id] to change the existing item.', 'items[0][id]');
      }
      if (!subscription.items.data.some((item) => item.id === itemId)) {
        throw invalidRequest(`No such subscription item: '${itemId}'`, 'items[0][id]', 'resource_missing');
      }
      const priceId = readString(itemChange, 'price', 'items[0][price]');
      if (priceId !== undefined) {
        const price = store.state.prices[priceId];
        if (price === undefined) throw noSuchResource('price', priceId, 'items[0][price]');
        if (!price.active) throw invalidRequest('The price specified is inactive.', 'items[0][price]');
        change.price = price;
      }
      const quantity = readInteger(itemChange, 'quantity', 'items[0][quantity]');
      if (quantity !== undefined) {
        if (quantity < 1) throw invalidRequest('Quantity must be at least 1.', 'items[0][quantity]');
        change.quantity = quantity;
      }
    }

    const paymentMethodId = readNullableString(params, 'default_payment_method');
    if (paymentMethodId !== undefined && paymentMethodId !== null) {
      const paymentMethod = store.state.paymentMethods[paymentMethodId];
      if (paymentMethod === undefined) {
        throw noSuchResource('PaymentMethod', paymentMethodId, 'default_payment_method');
      }
      if (paymentMethod.customer !== subscription.customer) {
        throw invalidRequest(
          `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`,
          'default_payment_method',
        );
      }
    }
    if (paymentMethodId !== undefined) change.defaultPaymentMethod = paymentMethodId;
    if (params.metadata !== undefined) change.metadata = applyMetadata(subscription.metadata, params);
    const description = readNullableString(params, 'description');
    if (description !== undefined) change.description = description;

    billing.updateSubscription(subscription, change, eventRequest(request));
    return expanded(context, subscription, params);
  });

  app.delete<IdParams>('/subscriptions/:id', async (request) => {
    const subscription = findSubscription(request.params.id);
    if (subscription.status === 'canceled') {
      throw invalidRequest(`Subscription ${subscription.id} has already been canceled.`);
    }
    billing.cancelNow(subscription, eventRequest(request));
    return expanded(context, subscription, requestParams(request));
  });
}
