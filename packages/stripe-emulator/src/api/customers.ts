import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { invalidRequest, noSuchResource } from '../errors.ts';
import { applyMetadata, isRecord, readNullableString, readString } from '../form.ts';
import { newestFirst, paginate } from '../list.ts';
import { buildCustomer, isLiveCustomer } from '../resources/customer.ts';
import { RENEWING_STATUSES } from '../resources/subscription.ts';
import { eventRequest, expanded, requestParams, warnUnknownParams } from './request.ts';

interface IdParams {
  Params: { id: string };
}

const WRITABLE = ['email', 'name', 'phone', 'description', 'metadata'];

export function customerRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store, clock } = context;

  function liveCustomer(id: string) {
    const customer = store.state.customers[id];
    if (!isLiveCustomer(customer)) throw noSuchResource('customer', id);
    return customer;
  }

  app.post('/customers', async (request) => {
    const params = requestParams(request);
    warnUnknownParams(context, request, params, WRITABLE);
    const customer = buildCustomer({
      email: readNullableString(params, 'email') ?? null,
      name: readNullableString(params, 'name') ?? null,
      phone: readNullableString(params, 'phone') ?? null,
      description: readNullableString(params, 'description') ?? null,
      metadata: applyMetadata({}, params),
      created: clock.nowSeconds(),
    });
    store.state.customers[customer.id] = customer;
    store.changed();
    return expanded(context, customer, params);
  });

  app.get('/customers', async (request) => {
    const params = requestParams(request);
    const email = readString(params, 'email');
    const customers = newestFirst(store.state.customers)
      .filter(isLiveCustomer)
      .filter((customer) => email === undefined || customer.email === email);
    return expanded(context, paginate(customers, params, '/v1/customers'), params);
  });

  app.get<IdParams>('/customers/:id', async (request) => {
    const params = requestParams(request);
    const customer = store.state.customers[request.params.id];
    if (customer === undefined) throw noSuchResource('customer', request.params.id);
    return isLiveCustomer(customer) ? expanded(context, customer, params) : customer;
  });

  app.post<IdParams>('/customers/:id', async (request) => {
    const params = requestParams(request);
    warnUnknownParams(context, request, params, [...WRITABLE, 'invoice_settings']);
    const customer = liveCustomer(request.params.id);
    const email = readNullableString(params, 'email');
    const name = readNullableString(params, 'name');
    const phone = readNullableString(params, 'phone');
    const description = readNullableString(params, 'description');
    if (email !== undefined) customer.email = email;
    if (name !== undefined) customer.name = name;
    if (phone !== undefined) customer.phone = phone;
    if (description !== undefined) customer.description = description;
    customer.metadata = applyMetadata(customer.metadata, params);

    const invoiceSettings = params.invoice_settings;
    if (isRecord(invoiceSettings)) {
      const param = 'invoice_settings[default_payment_method]';
      const paymentMethodId = readNullableString(invoiceSettings, 'default_payment_method');
      if (paymentMethodId !== undefined && paymentMethodId !== null) {
        const paymentMethod = store.state.paymentMethods[paymentMethodId];
        if (paymentMethod === undefined) throw noSuchResource('PaymentMethod', paymentMethodId, param);
        if (paymentMethod.customer !== customer.id) {
          throw invalidRequest(`The PaymentMethod ${paymentMethodId} does not belong to this customer.`, param);
        }
      }
      if (paymentMethodId !== undefined) customer.invoice_settings.default_payment_method = paymentMethodId;
    }
    store.changed();
    return expanded(context, customer, params);
  });

  app.delete<IdParams>('/customers/:id', async (request) => {
    const customer = liveCustomer(request.params.id);
    // Deleting a customer on Stripe cancels its subscriptions at once.
    for (const subscription of Object.values(store.state.subscriptions)) {
      if (subscription.customer === customer.id && RENEWING_STATUSES.includes(subscription.status)) {
        context.billing.cancelNow(subscription, eventRequest(request));
      }
    }
    const deleted = { id: customer.id, object: 'customer' as const, deleted: true as const };
    store.state.customers[customer.id] = deleted;
    store.changed();
    return deleted;
  });
}
