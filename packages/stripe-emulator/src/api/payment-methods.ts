import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { noSuchResource } from '../errors.ts';
import { readString } from '../form.ts';
import { newestFirst, paginate } from '../list.ts';
import { expanded, requestParams } from './request.ts';

interface IdParams {
  Params: { id: string };
}

export function paymentMethodRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;

  app.get<IdParams>('/payment_methods/:id', async (request) => {
    const paymentMethod = store.state.paymentMethods[request.params.id];
    if (paymentMethod === undefined) throw noSuchResource('PaymentMethod', request.params.id);
    return expanded(context, paymentMethod, requestParams(request));
  });

  app.get<IdParams>('/customers/:id/payment_methods', async (request) => {
    const params = requestParams(request);
    if (context.billing.liveCustomer(request.params.id) === undefined) {
      throw noSuchResource('customer', request.params.id);
    }
    const type = readString(params, 'type');
    const paymentMethods = newestFirst(store.state.paymentMethods).filter(
      (paymentMethod) => paymentMethod.customer === request.params.id && (type === undefined || paymentMethod.type === type),
    );
    return expanded(context, paginate(paymentMethods, params, `/v1/customers/${request.params.id}/payment_methods`), params);
  });
}
