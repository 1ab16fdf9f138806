/**
 * Reports (issue 22, decision 0041): GET /api/reports/{summary,trend,hours,dishes,options,channels}?from=&to= — a
 * range of business days (YYYY-MM-DD, both included, at most MAX_REPORT_DAYS), read from the rollups. `reports:view`:
 * owners and managers; front of house and the kitchen get 403. The advanced reports (GET /api/reports/{heatmap,team},
 * decision 0042; /menu-engineering and /guests, decision 0043) are the Michelin Star plan's too: below it, 403
 * PLAN_REQUIRED naming the plan.
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import {
  ChannelsReportSchema,
  DishesReportSchema,
  GuestsReportSchema,
  HeatmapReportSchema,
  MenuEngineeringReportSchema,
  OptionsReportSchema,
  ReportRangeQuerySchema,
  SalesByHourSchema,
  SalesSummarySchema,
  SalesTrendSchema,
  TeamReportSchema,
} from '@maitre/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { memberOf } from '../auth/authenticate.ts';
import {
  channelsReport,
  dishesReport,
  guestsReport,
  heatmapReport,
  menuEngineering,
  optionsReport,
  salesByHour,
  salesSummary,
  salesTrend,
  teamReport,
} from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = <S extends z.ZodType>(summary: string, response: S) => ({
    onRequest: [app.authenticate, app.requirePermission('reports:view')],
    schema: {
      tags: ['reports'],
      summary,
      querystring: ReportRangeQuerySchema,
      response: { 200: response, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
    },
  });

  /** The same, for the Michelin Star plan only: the plan is checked once the role and the range are (PLAN_REQUIRED). */
  const advanced = <S extends z.ZodType>(summary: string, response: S) => ({
    ...options(summary, response),
    preHandler: [app.requirePlan('michelin')],
  });

  app.get(
    '/api/reports/summary',
    options('Gross, cancelled and net sales, orders, average ticket and items sold, against the previous period', SalesSummarySchema),
    async (request) => salesSummary(app.database, memberOf(request), request.query),
  );
  app.get(
    '/api/reports/trend',
    options('Net sales and orders per business day, beside the previous period and the same weekday a week earlier', SalesTrendSchema),
    async (request) => salesTrend(app.database, memberOf(request), request.query),
  );
  app.get('/api/reports/hours', options('Orders and net sales by local hour of day', SalesByHourSchema), async (request) =>
    salesByHour(app.database, memberOf(request), request.query),
  );
  app.get('/api/reports/dishes', options('Quantity and revenue per dish (menu item id), with the top and bottom lists', DishesReportSchema), async (request) =>
    dishesReport(app.database, memberOf(request), request.query),
  );
  app.get('/api/reports/options', options('How often each option was chosen', OptionsReportSchema), async (request) =>
    optionsReport(app.database, memberOf(request), request.query),
  );
  app.get('/api/reports/channels', options('Sales per channel: online pickup, table, phone', ChannelsReportSchema), async (request) =>
    channelsReport(app.database, memberOf(request), request.query),
  );
  app.get(
    '/api/reports/menu-engineering',
    advanced(
      'Menu engineering: each dish with a cost as star, plough horse, puzzle or dog from its menu mix and contribution margin',
      MenuEngineeringReportSchema,
    ),
    async (request) => menuEngineering(app.database, memberOf(request), request.query),
  );
  app.get(
    '/api/reports/guests',
    advanced(
      'Repeat guests: orders from guests seen before (by phone or email), new guests and orders without a contact, against the previous period',
      GuestsReportSchema,
    ),
    async (request) => guestsReport(app.database, memberOf(request), request.query),
  );
  app.get(
    '/api/reports/heatmap',
    advanced('Orders and net sales by weekday (Monday first) × local hour, beside the previous period (Michelin Star)', HeatmapReportSchema),
    async (request) => heatmapReport(app.database, memberOf(request), request.query),
  );
  app.get(
    '/api/reports/team',
    advanced('Orders each person took, accepted, rejected, cancelled, marked ready or delivered, beside the previous period (Michelin Star)', TeamReportSchema),
    async (request) => teamReport(app.database, memberOf(request), request.query),
  );
};
