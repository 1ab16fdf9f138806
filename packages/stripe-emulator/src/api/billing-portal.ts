import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { noSuchResource } from '../errors.ts';
import { readString, readUrl, requireString } from '../form.ts';
import { buildPortalSession } from '../resources/portal-session.ts';
import { expanded, requestParams, warnUnknownParams } from './request.ts';

export function billingPortalRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store, clock, billing } = context;

  app.post('/billing_portal/sessions', async (request) => {
    const params = requestParams(request);
    warnUnknownParams(context, request, params, ['customer', 'return_url', 'locale', 'configuration']);
    const customerId = requireString(params, 'customer');
    if (billing.liveCustomer(customerId) === undefined) throw noSuchResource('customer', customerId, 'customer');
    const returnUrl = readUrl(params, 'return_url');
    const session = buildPortalSession({
      customer: customerId,
      returnUrl: returnUrl ?? null,
      locale: readString(params, 'locale') ?? null,
      created: clock.nowSeconds(),
      publicUrl: context.publicUrl(),
    });
    store.state.portalSessions[session.id] = session;
    store.changed();
    return expanded(context, session, params);
  });
}
