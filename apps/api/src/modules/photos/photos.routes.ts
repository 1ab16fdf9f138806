/**
 * Photos of dishes (issue 19, decision 0026): the upload (the file itself as the request body, at most 10 MB, any
 * Content-Type: the type is read from the content) and the public, immutable addresses of the stored copies.
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import type { MessagePick } from '@maitre/shared/messages/index';
import { MAX_PHOTO_BYTES, MAX_PHOTO_MEGABYTES, PhotoResponseSchema } from '@maitre/shared/photos';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { memberOf } from '../auth/authenticate.ts';
import { readShownPhoto, uploadPhoto } from './photos.service.ts';

const tags = ['menu'];
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COPY_FILE = /^([1-9][0-9]{0,3})\.webp$/;

/** Whether an If-None-Match header names `etag` (a list, weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's routes take any body as bytes (its own scope: JSON routes elsewhere keep their parsers). What the
  // file is, the upload decides from its first bytes, not from the Content-Type the client claims.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/photos',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      // The only route that takes more than the server's 256 KB.
      bodyLimit: MAX_PHOTO_BYTES,
      // Fastify's refusal of a body over the limit, in our words (it has already answered 413 before reading it all).
      errorHandler: (error: FastifyError, _request, _reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          const tooLarge: MessagePick = (m) => m.photos.tooLarge(MAX_PHOTO_MEGABYTES);
          throw new AppError('PAYLOAD_TOO_LARGE', tooLarge, { file: [tooLarge] });
        }
        throw error;
      },
      schema: {
        tags,
        summary:
          'Upload a photo of a dish: the JPEG, PNG or WebP file as the body (at most 10 MB, its type read from its content). Answers the stored photo; put its url in a dish’s image_url to show it',
        response: {
          201: PhotoResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          413: ApiErrorBodySchema,
          503: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send({ photo: await uploadPhoto(app.database, memberOf(request), request.body as Buffer | undefined) }),
  );

  app.get(
    '/media/:id/:file',
    {
      schema: {
        tags,
        summary:
          'One copy of a photo a dish shows, as WebP (`/media/{photo id}/{width}.webp`): immutable, cached for a year; 404 for anything else, uploads no dish shows included',
        params: z.object({ id: z.string().max(64), file: z.string().max(64) }),
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const width = COPY_FILE.exec(file)?.[1];
      if (!UUID.test(id) || !width) throw new AppError('NOT_FOUND', (m) => m.photos.notFound);
      const bytes = await readShownPhoto(app.database, id, Number(width));
      // The bytes of a photo id and width never change: its ETag is that pair.
      const etag = `"${id}-${width}"`;
      reply
        .header('cache-control', YEAR_IMMUTABLE)
        .header('etag', etag)
        // Public by design (the order page, and any site a restaurant embeds it in).
        .header('cross-origin-resource-policy', 'cross-origin');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('image/webp').send(bytes);
    },
  );
};
