import { UpdateProfileSchema } from '@maitre/shared/account';
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { ProfileResponseSchema, ProfileSchema, UpdateSlugSchema } from '@maitre/shared/profile';
import { can } from '@maitre/shared/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, signedInOf } from '../auth/auth.plugin.ts';
import { getProfile, moveOrderPage, updateProfile } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in person’s profile with the restaurant the session acts for, or null when none exists',
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request) => ({ profile: await getProfile(app.database, signedInOf(request)) }),
  );

  app.patch(
    '/api/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: "Changes the person's full name, and (owner or manager) the restaurant's name or time zone",
        body: UpdateProfileSchema,
        response: {
          200: z.object({ profile: ProfileSchema }),
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const signedIn = signedInOf(request);
      return { profile: await updateProfile(app.database, signedIn, request.body, can(signedIn.role, 'settings:write')) };
    },
  );

  app.put(
    '/api/profile/slug',
    {
      onRequest: [app.authenticate, app.requirePermission('settings:write')],
      schema: {
        tags: ['profile'],
        summary: 'Moves the order page to /r/{slug}; the old address keeps redirecting',
        body: UpdateSlugSchema,
        response: {
          200: z.object({ profile: ProfileSchema }),
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
    },
    async (request) => ({ profile: await moveOrderPage(app.database, memberOf(request), request.body.slug) }),
  );
};
