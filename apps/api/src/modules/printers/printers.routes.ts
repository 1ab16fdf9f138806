/**
 * Printers (issue 21, decision 0038): Settings manages them (`printers:manage`), the order detail prints, reprints and
 * previews tickets (`printers:print`), and the printers poll the two public protocol endpoints, authenticated by the
 * secret in their address (CloudPRNT and Epson Server Direct Print cannot sign in).
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import {
  PrinterAlertsResponseSchema,
  PrinterCreatedResponseSchema,
  PrinterIdParamsSchema,
  PrinterInputSchema,
  PrinterListResponseSchema,
  PrinterResponseSchema,
  PrinterUpdateSchema,
  PrintOrderResponseSchema,
  PrintOrderSchema,
  TicketPreviewQuerySchema,
} from '@maitre/shared/printers';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { memberOf } from '../auth/authenticate.ts';
import { cloudPrntConfirm, cloudPrntJob, cloudPrntPoll, epsonSdp } from './print-protocols.ts';
import { createPrinter, deletePrinter, listPrinters, previewTicket, printerAlerts, printOrder, updatePrinter } from './printers.service.ts';

const tags = ['printers'];
const OrderIdParamsSchema = z.object({ id: z.uuid() });
const SecretParamsSchema = z.object({ secret: z.string().max(200) });
const printerNotFound = () => new AppError('NOT_FOUND', (m) => m.printing.printerNotFound);

/** Epson Server Direct Print's fields from the posted form, strings only: nothing else in a body reaches the protocol. */
function sdpFields(body: unknown): { ConnectionType?: string; ResponseFile?: string } {
  if (!body || typeof body !== 'object') return {};
  const field = (name: string) => {
    const value = Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  return { ConnectionType: field('ConnectionType'), ResponseFile: field('ResponseFile') };
}

export const printersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** After a change committed: the print bridges' streams (decision 0040) read their printers and queue again. */
  const wakeBridges = (restaurantId: string) => app.realtime.announce(restaurantId, { type: 'print', data: {} });

  app.get(
    '/api/printers',
    {
      onRequest: [app.authenticate, app.requirePermission('printers:manage')],
      schema: {
        tags,
        summary: "The restaurant's printers: routing, copies, auto-print, paper width and status (offline after 30 s without a poll)",
        response: { 200: PrinterListResponseSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => ({ printers: await listPrinters(app.database, memberOf(request).restaurantId) }),
  );

  // Static before parametric.
  app.get(
    '/api/printers/alerts',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:read')],
      schema: {
        tags,
        summary:
          'The printers that should print by themselves (auto-print on) and cannot: offline (no poll for 30 s), or stopped — paper out, cover open, an error (the dashboard’s notice, for everyone)',
        response: { 200: PrinterAlertsResponseSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => printerAlerts(app.database, memberOf(request).restaurantId),
  );

  app.post(
    '/api/printers',
    {
      onRequest: [app.authenticate, app.requirePermission('printers:manage')],
      schema: {
        tags,
        summary:
          "Add a printer; the answer holds the address to type into the printer's web page (CloudPRNT Server URL or Server Direct Print URL), shown this once. Refused with PLAN_LIMIT_REACHED beyond the plan's printers",
        body: PrinterInputSchema,
        response: { 201: PrinterCreatedResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await createPrinter(app.database, app.config, memberOf(request), request.body);
      wakeBridges(memberOf(request).restaurantId);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/printers/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('printers:manage')],
      schema: {
        tags,
        summary: "Change a printer's name, routing, copies, auto-print or paper width",
        params: PrinterIdParamsSchema,
        body: PrinterUpdateSchema,
        response: { 200: PrinterResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const printer = await updatePrinter(app.database, memberOf(request), request.params.id, request.body);
      wakeBridges(memberOf(request).restaurantId);
      return { printer };
    },
  );

  app.delete(
    '/api/printers/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('printers:manage')],
      schema: {
        tags,
        summary: 'Remove a printer: its address stops working and its unprinted jobs go',
        params: PrinterIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await deletePrinter(app.database, memberOf(request), request.params.id);
      wakeBridges(memberOf(request).restaurantId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/orders/:id/print',
    {
      onRequest: [app.authenticate, app.requirePermission('printers:print')],
      schema: {
        tags,
        summary:
          "Print an order's tickets now on the printers that print them (or one purpose, or one printer); a ticket a printer printed before is marked COPY. 409 when no printer prints it",
        params: OrderIdParamsSchema,
        body: PrintOrderSchema.optional(),
        response: {
          202: PrintOrderResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const printed = await printOrder(app.database, memberOf(request), request.params.id, request.body ?? {});
      wakeBridges(memberOf(request).restaurantId);
      return reply.status(202).send(printed);
    },
  );

  app.get(
    '/api/orders/:id/ticket',
    {
      onRequest: [app.authenticate, app.requirePermission('printers:print')],
      schema: {
        tags,
        summary: "An order's ticket as it prints: an SVG the same as the paper (or its text), 58 or 80 mm, in the restaurant's language",
        params: OrderIdParamsSchema,
        querystring: TicketPreviewQuerySchema,
        produces: ['image/svg+xml', 'text/plain'],
      },
    },
    async (request, reply) => {
      const rendered = await previewTicket(app.database, memberOf(request).restaurantId, request.params.id, request.query);
      return reply.type(rendered.mediaType).header('cache-control', 'no-store').send(rendered.body);
    },
  );

  // The printers' own endpoints: public, the secret in the address is the credential (an unknown one: 404).
  await app.register(async (raw) => {
    const scope = raw.withTypeProvider<ZodTypeProvider>();
    // Epson Server Direct Print posts form data; its ResponseFile holds an XML document.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post(
      '/api/cloudprnt/:secret',
      {
        schema: {
          tags,
          summary: 'Star CloudPRNT poll: the printer posts its status; the answer says whether a job is ready, in which media types, under which token',
          params: SecretParamsSchema,
          body: z.object({ statusCode: z.string().optional(), printingInProgress: z.boolean().optional() }).passthrough().nullish(),
        },
      },
      async (request) => {
        const answer = await cloudPrntPoll(app.database, request.params.secret, request.body ?? null);
        if (!answer) throw printerNotFound();
        return answer;
      },
    );

    scope.get(
      '/api/cloudprnt/:secret',
      {
        schema: {
          tags,
          summary: 'Star CloudPRNT job: the ticket offered under `token`, in the media type `type` (StarPRNT, ESC/POS or text)',
          params: SecretParamsSchema,
          querystring: z
            .object({ type: z.string().max(100).optional(), token: z.string().max(100).optional(), mac: z.string().max(100).optional() })
            .passthrough(),
        },
      },
      async (request, reply) => {
        const job = await cloudPrntJob(app.database, request.params.secret, request.query);
        if (!job) throw new AppError('NOT_FOUND', (m) => m.printing.printerNotFound);
        return reply.type(job.mediaType).header('cache-control', 'no-store').send(job.body);
      },
    );

    scope.delete(
      '/api/cloudprnt/:secret',
      {
        schema: {
          tags,
          summary: 'Star CloudPRNT confirmation: `code` 2xx marks the job of `token` printed (once); another code puts it back in the queue',
          params: SecretParamsSchema,
          querystring: z
            .object({ code: z.string().max(100).optional(), token: z.string().max(100).optional(), mac: z.string().max(100).optional() })
            .passthrough(),
        },
      },
      async (request, reply) => {
        if (!(await cloudPrntConfirm(app.database, request.params.secret, request.query))) throw printerNotFound();
        return reply.status(200).send({ ok: true });
      },
    );

    scope.post(
      '/api/epson-sdp/:secret',
      {
        schema: {
          tags,
          summary:
            'Epson Server Direct Print: ConnectionType=GetRequest answers the next ticket as ePOS-Print XML in a PrintRequestInfo; SetResponse confirms (or returns) it',
          params: SecretParamsSchema,
          // The printer posts a form; only its two fields count. Anything else (JSON, odd keys) is read as an empty poll.
          body: z.unknown(),
        },
      },
      async (request, reply) => {
        const xml = await epsonSdp(app.database, request.params.secret, sdpFields(request.body));
        if (xml === null) throw printerNotFound();
        return reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(xml);
      },
    );
  });
};
