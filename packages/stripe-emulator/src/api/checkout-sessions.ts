import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { invalidRequest, noSuchResource } from '../errors.ts';
import { applyMetadata, asParams, readBoolean, readInteger, readListOfRecords, readNullableString, readString, readUrl, requireString } from '../form.ts';
import { newestFirst, paginate } from '../list.ts';
import { buildCheckoutSession, type CheckoutLineItem } from '../resources/checkout-session.ts';
import { isLiveCustomer } from '../resources/customer.ts';
import { expanded, requestParams, warnUnknownParams } from './request.ts';

interface IdParams {
  Params: { id: string };
}

const CREATE_PARAMS = [
  'mode',
  'customer',
  'customer_email',
  'line_items',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'metadata',
  'subscription_data',
  'allow_promotion_codes',
  'locale',
  'payment_method_types',
];

export function checkoutSessionRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store, clock, billing } = context;

  function findSession(id: string) {
    const session = store.state.checkoutSessions[id];
    if (session === undefined) throw noSuchResource('checkout.session', id);
    billing.refreshCheckoutSession(session);
    return session;
  }

  app.post('/checkout/sessions', async (request) => {
    const params = requestParams(request);
    warnUnknownParams(context, request, params, CREATE_PARAMS);

    const mode = requireString(params, 'mode');
    if (mode !== 'subscription') {
      throw invalidRequest(`The Stripe emulator supports mode=subscription only (got '${mode}').`, 'mode');
    }

    const customerId = readString(params, 'customer');
    const customerEmail = readString(params, 'customer_email');
    if (customerId !== undefined && customerEmail !== undefined) {
      throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer');
    }
    if (customerId !== undefined && !isLiveCustomer(store.state.customers[customerId])) {
      throw noSuchResource('customer', customerId, 'customer');
    }

    const entries = readListOfRecords(params, 'line_items');
    if (entries.length === 0) throw invalidRequest('Missing required param: line_items.', 'line_items');
    if (entries.length > 1) {
      throw invalidRequest('The Stripe emulator supports one line item per Checkout Session.', 'line_items[1]');
    }
    const lineItems: CheckoutLineItem[] = entries.map((entry, index) => {
      const priceParam = `line_items[${index}][price]`;
      if (entry.price_data !== undefined) {
        throw invalidRequest('The Stripe emulator supports catalogue prices only, not price_data.', `line_items[${index}][price_data]`);
      }
      const priceId = requireString(entry, 'price', priceParam);
      const price = store.state.prices[priceId];
      if (price === undefined) throw noSuchResource('price', priceId, priceParam);
      if (!price.active) throw invalidRequest('The price specified is inactive. This field only accepts active prices.', priceParam);
      const quantityParam = `line_items[${index}][quantity]`;
      const quantity = readInteger(entry, 'quantity', quantityParam) ?? 1;
      if (quantity < 1) throw invalidRequest('Quantity must be at least 1.', quantityParam);
      return { price: priceId, quantity };
    });

    const successUrl = readUrl(params, 'success_url');
    if (successUrl === undefined) throw invalidRequest('Missing required param: success_url.', 'success_url');
    const subscriptionData = asParams(params.subscription_data);
    const firstPrice = store.state.prices[lineItems[0]?.price ?? ''];
    const amount = lineItems.reduce((sum, line) => sum + (store.state.prices[line.price]?.unit_amount ?? 0) * line.quantity, 0);

    const session = buildCheckoutSession({
      customer: customerId ?? null,
      customerEmail: customerEmail ?? null,
      clientReferenceId: readString(params, 'client_reference_id') ?? null,
      successUrl,
      cancelUrl: readUrl(params, 'cancel_url') ?? null,
      metadata: applyMetadata({}, params),
      allowPromotionCodes: readBoolean(params, 'allow_promotion_codes') ?? null,
      locale: readString(params, 'locale') ?? null,
      amount,
      currency: firstPrice?.currency ?? 'eur',
      created: clock.nowSeconds(),
      publicUrl: context.publicUrl(),
    });
    store.state.checkoutSessions[session.id] = session;
    store.state.checkoutSessionDetails[session.id] = {
      lineItems,
      subscriptionMetadata: applyMetadata({}, subscriptionData),
      subscriptionDescription: readNullableString(subscriptionData, 'description') ?? null,
    };
    store.changed();
    return expanded(context, session, params);
  });

  app.get('/checkout/sessions', async (request) => {
    const params = requestParams(request);
    const customer = readString(params, 'customer');
    const subscription = readString(params, 'subscription');
    const status = readString(params, 'status');
    const sessions = newestFirst(store.state.checkoutSessions).filter((session) => {
      billing.refreshCheckoutSession(session);
      return (
        (customer === undefined || session.customer === customer) &&
        (subscription === undefined || session.subscription === subscription) &&
        (status === undefined || session.status === status)
      );
    });
    return expanded(context, paginate(sessions, params, '/v1/checkout/sessions'), params);
  });

  app.get<IdParams>('/checkout/sessions/:id', async (request) => {
    return expanded(context, findSession(request.params.id), requestParams(request));
  });

  app.post<IdParams>('/checkout/sessions/:id/expire', async (request) => {
    const session = findSession(request.params.id);
    if (session.status !== 'open') {
      throw invalidRequest('Only Checkout Sessions with a status of `open` can be expired.', undefined, 'checkout_session_not_open');
    }
    billing.expireCheckoutSession(session);
    return expanded(context, session, requestParams(request));
  });
}
