/**
 * The member's daily digest (issue 22, decision 0044), for the restaurant their session acts for: read it, turn it on
 * or off with its local time, and ask for a test digest now. Owners and managers (`reports:view`): the digest shows
 * the figures the Analytics page does.
 */
import { DigestSettingsInputSchema, DigestSettingsResponseSchema, DigestTestResponseSchema } from '@maitre/shared/digest';
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/authenticate.ts';
import { type DigestDeps, getDigestSettings, queueTestDigest, saveDigestSettings } from './digest.service.ts';

export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: DigestDeps = { database: app.database, jobs: () => app.jobs, appUrl: app.config.appUrl };
  const errors = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };

  app.get(
    '/api/digest',
    {
      onRequest: [app.authenticate, app.requirePermission('reports:view')],
      schema: {
        tags: ['digest'],
        summary: "The signed-in member's daily digest for this restaurant: on or off, its local time and the zone it is read in",
        response: { 200: DigestSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ digest: await getDigestSettings(app.database, memberOf(request)) }),
  );

  app.put(
    '/api/digest',
    {
      onRequest: [app.authenticate, app.requirePermission('reports:view')],
      schema: {
        tags: ['digest'],
        summary: 'Turns the daily digest on or off and sets its local time (HH:MM in the restaurant’s zone)',
        body: DigestSettingsInputSchema,
        response: { 200: DigestSettingsResponseSchema, 400: ApiErrorBodySchema, ...errors },
      },
    },
    async (request) => ({ digest: await saveDigestSettings(deps, memberOf(request), request.body) }),
  );

  app.post(
    '/api/digest/test',
    {
      onRequest: [app.authenticate, app.requirePermission('reports:view')],
      schema: {
        tags: ['digest'],
        summary: "Queues a test digest of yesterday's business day to the member now, whatever the setting",
        response: { 202: DigestTestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await queueTestDigest(deps, memberOf(request));
      return reply.code(202).send({ queued: true as const });
    },
  );
};
