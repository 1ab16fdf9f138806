import { UpdateProfileSchema } from '@maitre/shared/account';
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { ProfileResponseSchema, ProfileSchema, UpdateSlugSchema } from '@maitre/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../auth/auth.plugin.ts';
import { changeSlug, findProfile, updateProfile } from './profile.repository.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    {
      preHandler: app.authenticate,
      schema: { tags: ['profile'], summary: "The signed-in owner's profile, or null when none exists", response: { 200: ProfileResponseSchema } },
    },
    async (request) => {
      const ownerId = ownerOf(request).id;
      return { profile: await app.database.withOwner(ownerId, (db) => findProfile(db, ownerId)) };
    },
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
      const ownerId = ownerOf(request).id;
      const profile = await app.database.withOwner(ownerId, (db) => updateProfile(db, ownerId, request.body));
      if (!profile) throw notFound('You have no profile yet');
      return { profile };
    },
  );

  app.put(
    '/api/profile/slug',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Moves the order page to /r/{slug}; the old address keeps redirecting',
        body: UpdateSlugSchema,
        response: {
          200: z.object({ profile: ProfileSchema }),
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const ownerId = ownerOf(request).id;
      const result = await app.database
        .withOwner(ownerId, (db) => changeSlug(db, ownerId, request.body.slug))
        .catch((error: unknown) => {
          // Two owners claiming the same free address at once: the unique index decides, the loser hears it is taken.
          if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505')
            return { taken: true as const };
          throw error;
        });
      if ('missing' in result) throw notFound('You have no profile yet');
      if ('taken' in result)
        throw new AppError('CONFLICT', 'This address is already taken. Please choose another one.', { slug: ['This address is already taken'] });
      return { profile: result.profile };
    },
  );
};
