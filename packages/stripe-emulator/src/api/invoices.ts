import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { noSuchResource } from '../errors.ts';
import { readString } from '../form.ts';
import { newestFirst, paginate } from '../list.ts';
import { expanded, requestParams } from './request.ts';

interface IdParams {
  Params: { id: string };
}

export function invoiceRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;

  app.get('/invoices', async (request) => {
    const params = requestParams(request);
    const customer = readString(params, 'customer');
    const subscription = readString(params, 'subscription');
    const status = readString(params, 'status');
    const invoices = newestFirst(store.state.invoices).filter(
      (invoice) =>
        (customer === undefined || invoice.customer === customer) &&
        (subscription === undefined || invoice.parent.subscription_details.subscription === subscription) &&
        (status === undefined || invoice.status === status),
    );
    return expanded(context, paginate(invoices, params, '/v1/invoices'), params);
  });

  app.get<IdParams>('/invoices/:id', async (request) => {
    const invoice = store.state.invoices[request.params.id];
    if (invoice === undefined) throw noSuchResource('invoice', request.params.id);
    return expanded(context, invoice, requestParams(request));
  });
}
