/**
 * The restaurant's clock (issue 20, decision 0030): opening hours, exceptions, business-day cutoff, preparation time,
 * pacing and scheduling (settings), and the pause of online orders (whoever runs the service).
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { PauseInputSchema, ServiceSettingsInputSchema, ServiceSettingsResponseSchema } from '@maitre/shared/service-hours';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/authenticate.ts';
import { getServiceSettings, pauseOrders, resumeOrders, saveServiceSettings } from './service-hours.service.ts';

const tags = ['service-hours'];
const errors = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };

export const serviceHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  // Once the change has committed: open order pages read the clock again (their availability stream carries it).
  const announced = <T>(request: FastifyRequest, answer: T): T => {
    app.realtime.announce(memberOf(request).restaurantId, { type: 'service', data: {} });
    return answer;
  };

  app.get(
    '/api/service-hours',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:read')],
      schema: {
        tags,
        summary: "The restaurant's clock: opening hours, exceptions, business-day cutoff, preparation time, pacing, scheduling, and the pause while it lasts",
        response: { 200: ServiceSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ service: await getServiceSettings(app.database, memberOf(request)) }),
  );

  app.put(
    '/api/service-hours',
    {
      onRequest: [app.authenticate, app.requirePermission('settings:write')],
      schema: {
        tags,
        summary:
          'Set the opening hours (several ranges a day; a range ending before it starts runs past midnight; null: open at all hours), the exceptions (closed days, special hours), the business-day cutoff, the preparation time, pacing (orders per 15-minute slot) and whether guests may schedule',
        body: ServiceSettingsInputSchema,
        response: { 200: ServiceSettingsResponseSchema, 400: ApiErrorBodySchema, ...errors },
      },
    },
    async (request) => announced(request, { service: await saveServiceSettings(app.database, memberOf(request), request.body) }),
  );

  app.put(
    '/api/service-hours/pause',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:update_status')],
      schema: {
        tags,
        summary: 'Pause online orders for 15, 30 or 60 minutes, or (minutes null) until resumed, with an optional message to guests; it ends by itself',
        body: PauseInputSchema,
        response: { 200: ServiceSettingsResponseSchema, 400: ApiErrorBodySchema, ...errors },
      },
    },
    async (request) => announced(request, { service: await pauseOrders(app.database, memberOf(request), request.body) }),
  );

  app.delete(
    '/api/service-hours/pause',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:update_status')],
      schema: { tags, summary: 'Resume online orders now', response: { 200: ServiceSettingsResponseSchema, ...errors } },
    },
    async (request) => announced(request, { service: await resumeOrders(app.database, memberOf(request)) }),
  );
};
