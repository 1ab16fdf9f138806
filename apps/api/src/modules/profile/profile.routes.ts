import { UpdateProfileSchema } from '@maitre/shared/account';
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { ProfileResponseSchema, ProfileSchema, UpdateSlugSchema } from '@maitre/shared/profile';
import { can } from '@maitre/shared/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { memberOf, signedInOf } from '../auth/authenticate.ts';
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
        summary: "Changes the person's full name and language, and (owner or manager) the restaurant's name, time zone or language",
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
      // The owner's two-factor rule covers the restaurant's settings here too (decision 0018); one's own name stays open.
      const { restaurant_name, timezone, default_language } = request.body;
      if (signedIn.twoFactorMissing && (restaurant_name !== undefined || timezone !== undefined || default_language !== undefined)) {
        throw new AppError('TWO_FACTOR_REQUIRED', (m) => m.auth.twoFactorRequired);
      }
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
