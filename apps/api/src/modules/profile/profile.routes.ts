import { UpdateProfileSchema } from '@maitre/shared/account';
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { ProfileResponseSchema, ProfileSchema } from '@maitre/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../auth/auth.plugin.ts';
import { findProfile, updateProfile } from './profile.repository.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    {
      preHandler: app.authenticate,
      schema: { tags: ['profile'], summary: "The signed-in owner's profile, or null when none exists", response: { 200: ProfileResponseSchema } },
    },
    async (request) => ({ profile: await findProfile(app.database.db, ownerOf(request).id) }),
  );

  app.patch(
    '/api/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: "Changes the signed-in owner's full name, restaurant name or time zone",
        body: UpdateProfileSchema,
        response: { 200: z.object({ profile: ProfileSchema }), 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const profile = await updateProfile(app.database.db, ownerOf(request).id, request.body);
      if (!profile) throw notFound('You have no profile yet');
      return { profile };
    },
  );
};
