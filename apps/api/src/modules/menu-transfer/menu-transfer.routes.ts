/**
 * Menu import and export (issue 19, decision 0028): download the menu or the template as CSV or XLSX (whoever reads
 * the menu), upload a file for a preview, then the same file again to import it (whoever edits the menu). The upload
 * is the file itself as the request body (at most MAX_IMPORT_BYTES), not a form.
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import {
  IMPORT_CONTENT_TYPES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_MEGABYTES,
  MenuExportQuerySchema,
  MenuImportCommitQuerySchema,
  MenuImportPreviewResponseSchema,
  MenuImportResultResponseSchema,
} from '@maitre/shared/menu-transfer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { memberOf } from '../auth/authenticate.ts';
import { commitImport, exportMenu, exportTemplate, type MenuFile, previewImport } from './menu-transfer.service.ts';

const tags = ['menu'];
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', (m) => m.transfer.fileTooLarge(MAX_IMPORT_MEGABYTES));

function sendFile(reply: FastifyReply, file: MenuFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** The uploaded file's bytes; an absent body is an empty file. */
function fileOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

export const menuTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file as the body, under this plugin's routes only: read up to the limit, refused beyond it in our words. JSON
  // and plain text are not read as such here (415 for JSON; text/plain is a CSV file like text/csv).
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser([...IMPORT_CONTENT_TYPES], (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_IMPORT_BYTES) {
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_IMPORT_BYTES) {
        payload.removeListener('data', onData);
        payload.removeListener('end', onEnd);
        done(tooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => done(null, Buffer.concat(chunks));
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', (error) => done(error, undefined));
  });

  app.get(
    '/api/menu-transfer/export',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:read')],
      schema: {
        tags,
        summary:
          'The menu as a file (CSV or XLSX, the README\u2019s import format): dishes and option groups; a dish without a ref is given one. `locale` sets the CSV separator and decimal mark (default: the reader\u2019s language)',
        querystring: MenuExportQuerySchema,
        response: { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await exportMenu(app.database, memberOf(request), request.query.format, request.query.locale ?? requestLocale(request));
      return sendFile(reply, file);
    },
  );

  app.get(
    '/api/menu-transfer/template',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:read')],
      schema: {
        tags,
        summary: 'An empty menu file to fill in (CSV or XLSX): the column names, one example dish and its option group',
        querystring: MenuExportQuerySchema,
        response: { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      memberOf(request);
      return sendFile(reply, await exportTemplate(request.query.format, request.query.locale ?? requestLocale(request)));
    },
  );

  app.post(
    '/api/menu-transfer/preview',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary:
          'Check a menu file (the body: CSV or XLSX, at most 2 MB) without writing anything: the dishes and option groups it would create and update, what changes, and what is wrong by row and column',
        response: {
          200: MenuImportPreviewResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          413: ApiErrorBodySchema,
        },
      },
    },
    async (request) => ({ preview: await previewImport(app.database, app.config, memberOf(request), fileOf(request), requestLocale(request)) }),
  );

  app.post(
    '/api/menu-transfer/commit',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary:
          'Import a menu file (the same body as the preview): all or nothing. 400 when anything in it is wrong, 409 when `fingerprint` (the preview\u2019s) no longer names what it would do, PLAN_LIMIT_REACHED past the plan\u2019s menu-item limit',
        querystring: MenuImportCommitQuerySchema,
        response: {
          200: MenuImportResultResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
          413: ApiErrorBodySchema,
        },
      },
    },
    async (request) => ({
      result: await commitImport(app.database, app.config, memberOf(request), fileOf(request), requestLocale(request), request.query.fingerprint),
    }),
  );
};
