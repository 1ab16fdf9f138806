/**
 * The team's routes (issue 17): the Staff page (members, invitations, roles, ownership, the two-factor rule, each
 * member's activity), a person's restaurants (list, open another, leave), the invitation page, and an order's activity.
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { OrderIdParamsSchema } from '@maitre/shared/orders';
import {
  ActivityQuerySchema,
  ActivityResponseSchema,
  ChangeRoleBodySchema,
  CreateRestaurantBodySchema,
  InvitationResponseSchema,
  InviteBodySchema,
  MemberResponseSchema,
  MyRestaurantResponseSchema,
  MyRestaurantsResponseSchema,
  PublicInvitationResponseSchema,
  StaffResponseSchema,
  TransferOwnershipBodySchema,
  TwoFactorRuleBodySchema,
  TwoFactorRuleResponseSchema,
} from '@maitre/shared/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messagesOf } from '../../lib/server-messages.ts';
import { memberOf, signedInOf } from '../auth/authenticate.ts';
import { createRateLimiter } from '../rate-limit/rate-limiter.ts';
import { memberActivity, orderActivity } from './activity.service.ts';
import { acceptInvitation, declineInvitation, getPublicInvitation } from './invitations.service.ts';
import { createRestaurant, leaveRestaurant, listMyRestaurants } from './memberships.service.ts';
import {
  changeRole,
  getStaff,
  invite,
  removeMember,
  resendInvitation,
  revokeInvitation,
  setTwoFactorRule,
  type TeamDeps,
  transferOwnership,
} from './staff.service.ts';

const tags = ['team'];
const IdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema, 409: ApiErrorBodySchema };
const noContent = z.null().describe('Done');

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const membershipChanged = (userId: string) => app.sessionCache.forgetUser(userId);
  const deps: TeamDeps = {
    database: app.database,
    config: app.config,
    jobs: app.jobs,
    log: app.log,
    limiter: createRateLimiter(app.database.db),
    membershipChanged,
  };

  app.get(
    '/api/staff',
    {
      onRequest: [app.authenticate, app.requirePermission('staff:read')],
      schema: { tags, summary: "The restaurant's team: members, pending invitations, seats of the plan", response: { 200: StaffResponseSchema, ...errors } },
    },
    async (request) => getStaff(deps, memberOf(request), messagesOf(request)),
  );

  app.post(
    '/api/staff/invitations',
    {
      onRequest: [app.authenticate, app.requirePermission('staff:manage')],
      schema: {
        tags,
        summary: 'Invite someone by email with a role at or below yours; refused with PLAN_LIMIT_REACHED beyond the plan’s seats',
        body: InviteBodySchema,
        response: { 201: InvitationResponseSchema, ...errors, 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ invitation: await invite(deps, memberOf(request), request.body) }),
  );

  app.post(
    '/api/staff/invitations/:id/resend',
    {
      onRequest: [app.authenticate, app.requirePermission('staff:manage')],
      schema: {
        tags,
        summary: 'Send the invitation again, valid for another 7 days',
        params: IdParamsSchema,
        response: { 200: InvitationResponseSchema, ...errors, 429: ApiErrorBodySchema },
      },
    },
    async (request) => ({ invitation: await resendInvitation(deps, memberOf(request), request.params.id) }),
  );

  app.delete(
    '/api/staff/invitations/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('staff:manage')],
      schema: { tags, summary: 'Revoke a pending invitation (its link stops working)', params: IdParamsSchema, response: { 204: noContent, ...errors } },
    },
    async (request, reply) => {
      await revokeInvitation(deps, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/staff/members/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('staff:manage')],
      schema: {
        tags,
        summary: "Change a member's role (at once, on every instance)",
        params: IdParamsSchema,
        body: ChangeRoleBodySchema,
        response: { 200: MemberResponseSchema, ...errors },
      },
    },
    async (request) => ({ member: await changeRole(deps, memberOf(request), request.params.id, request.body.role) }),
  );

  app.delete(
    '/api/staff/members/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('staff:manage')],
      schema: {
        tags,
        summary: 'Remove a member: their access ends at once, their activity stays',
        params: IdParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(deps, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/staff/transfer-ownership',
    {
      onRequest: [app.authenticate, app.requirePermission('restaurant:transfer_ownership')],
      schema: {
        tags,
        summary: 'Hand ownership to a manager, confirmed with your password; you stay on as a manager',
        body: TransferOwnershipBodySchema,
        response: { 204: noContent, ...errors, 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await transferOwnership(deps, memberOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/staff/two-factor-rule',
    {
      onRequest: [app.authenticate, app.requirePermission('restaurant:require_two_factor')],
      schema: {
        tags,
        summary: 'Require managers to sign in with a second factor',
        body: TwoFactorRuleBodySchema,
        response: { 200: TwoFactorRuleResponseSchema, ...errors },
      },
    },
    async (request) => ({ managers_need_two_factor: await setTwoFactorRule(deps, memberOf(request), request.body.managers_need_two_factor) }),
  );

  app.get(
    '/api/staff/members/:id/activity',
    {
      onRequest: [app.authenticate, app.requirePermission('staff:read')],
      schema: {
        tags,
        summary: 'What a member did, newest first',
        params: IdParamsSchema,
        querystring: ActivityQuerySchema,
        response: { 200: ActivityResponseSchema, ...errors },
      },
    },
    async (request) => memberActivity(app.database, memberOf(request), request.params.id, request.query.cursor),
  );

  app.get(
    '/api/orders/:id/activity',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:read')],
      schema: {
        tags,
        summary: 'Who did what to an order, newest first',
        params: OrderIdParamsSchema,
        querystring: ActivityQuerySchema,
        response: { 200: ActivityResponseSchema, ...errors },
      },
    },
    async (request) => orderActivity(app.database, memberOf(request), request.params.id, request.query.cursor),
  );

  app.get(
    '/api/restaurants',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'The restaurants you belong to, with your role and the one this session acts for',
        response: { 200: MyRestaurantsResponseSchema, 401: ApiErrorBodySchema },
      },
    },
    async (request) => ({ restaurants: await listMyRestaurants(app.database, signedInOf(request)) }),
  );

  app.post(
    '/api/restaurants',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Open another restaurant (owners): it starts without a plan',
        body: CreateRestaurantBodySchema,
        response: { 201: MyRestaurantResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ restaurant: await createRestaurant(app.database, signedInOf(request), request.body) }),
  );

  app.post(
    '/api/restaurants/:id/leave',
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: 'Leave a restaurant (its only owner cannot)', params: IdParamsSchema, response: { 204: noContent, ...errors } },
    },
    async (request, reply) => {
      await leaveRestaurant(app.database, signedInOf(request), request.params.id, membershipChanged);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/invitations/:id',
    {
      schema: {
        tags,
        summary: 'An invitation, for its page (the mailed link is the capability)',
        params: IdParamsSchema,
        response: { 200: PublicInvitationResponseSchema, 400: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { invitation: await getPublicInvitation(app.database.db, request.params.id) };
    },
  );

  app.post(
    '/api/invitations/:id/accept',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Join the restaurant, signed in with the invited address; the session then acts for it',
        params: IdParamsSchema,
        response: { 200: MyRestaurantResponseSchema, ...errors },
      },
    },
    async (request) => ({ restaurant: await acceptInvitation(app.database, signedInOf(request), request.params.id, membershipChanged) }),
  );

  app.post(
    '/api/invitations/:id/decline',
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: 'Decline the invitation', params: IdParamsSchema, response: { 204: noContent, ...errors } },
    },
    async (request, reply) => {
      await declineInvitation(app.database, signedInOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
