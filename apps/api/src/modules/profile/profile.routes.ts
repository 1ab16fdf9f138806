import { ProfileResponseSchema } from '@maitre/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../auth/auth.plugin.ts';
import { findProfile } from './profile.repository.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    {
      preHandler: app.authenticate,
      schema: { tags: ['profile'], summary: "The signed-in owner's profile, or null when none exists", response: { 200: ProfileResponseSchema } },
    },
    async (request) => ({ profile: await findProfile(app.database.db, ownerOf(request).id) }),
  );
};
