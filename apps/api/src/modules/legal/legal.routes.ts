/**
 * The order page's privacy notice and legal imprint (issue 20, decision 0034): every member reads them (a guest can
 * too), owners and managers write them (`settings:write`); guests read them through the storefront's public route.
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { LegalTextsInputSchema, LegalTextsResponseSchema, StorefrontLegalSchema } from '@maitre/shared/legal';
import { LOCALES } from '@maitre/shared/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../auth/authenticate.ts';
import { getLegalTexts, getStorefrontLegal, saveLegalTexts } from './legal.service.ts';

const tags = ['legal'];
const errors = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };

/** As the storefront's routes take it. */
const SlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/i, 'Unknown restaurant'),
});
/** The guest's language, for Maître's default notice; another value counts as none (the restaurant's language). */
const LegalQuery = z.object({ locale: z.enum(LOCALES).optional().catch(undefined) });

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/legal',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:read')],
      schema: {
        tags,
        summary: "The order page's privacy notice and legal imprint as the restaurant wrote them (null: none written)",
        response: { 200: LegalTextsResponseSchema, ...errors },
      },
    },
    async (request) => ({ legal: await getLegalTexts(app.database, memberOf(request)) }),
  );

  app.put(
    '/api/legal',
    {
      onRequest: [app.authenticate, app.requirePermission('settings:write')],
      schema: {
        tags,
        summary:
          "Set the order page's privacy notice and legal imprint: plain text (line breaks kept, never HTML), each at most 10,000 characters; null or empty: none (guests then read Maître's default privacy notice, and no imprint)",
        body: LegalTextsInputSchema,
        response: { 200: LegalTextsResponseSchema, 400: ApiErrorBodySchema, ...errors },
      },
    },
    async (request) => ({ legal: await saveLegalTexts(app.database, memberOf(request), request.body) }),
  );

  app.get(
    '/api/storefront/:slug/legal',
    {
      schema: {
        tags: ['storefront'],
        summary:
          "The restaurant's privacy notice (its own, or Maître's default one in the guest's `locale`, which says what is stored for an order and for how long) and legal imprint (null: none), for the order page's footer",
        params: SlugParams,
        querystring: LegalQuery,
        response: { 200: StorefrontLegalSchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) =>
      // Briefly cached: an edit in Settings reaches guests within a minute.
      reply.header('cache-control', 'public, max-age=60').send(await getStorefrontLegal(app.database, request.params.slug, request.query.locale)),
  );
};
