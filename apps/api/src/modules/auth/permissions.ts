/**
 * `app.requirePermission(permission)`: the role check of the routes with a permission (the table in
 * packages/shared/src/team.ts), and the owner's two-factor rule (decision 0018) for the members it flags
 * (`twoFactorMissing`, two-factor-rule.ts). A paired device (request.device, decision 0036) is checked against what
 * its kind may do (packages/shared/src/devices.ts).
 */
import { deviceCan } from '@maitre/shared/devices';
import { can, notAllowedMessage, type Permission } from '@maitre/shared/team';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { type Guard, memberOf } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook for after `authenticate`: the signed-in member's role must allow `permission` in the restaurant
     * the session acts for (the permission table, packages/shared/src/team.ts); otherwise 403 before the body is read.
     */
    requirePermission(permission: Permission): Guard;
  }
}

export const permissionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('requirePermission', (permission: Permission) => {
      const guard: Guard = async (request) => {
        if (request.device) {
          if (!deviceCan(request.device.kind, permission)) throw new AppError('FORBIDDEN', (m) => m.devices.notAllowed);
          return;
        }
        const member = memberOf(request);
        if (!can(member.role, permission)) throw new AppError('FORBIDDEN', (m) => notAllowedMessage(member.role, m));
        // The owner's rule rides on the session query (session.repository.ts): no round trip of its own.
        if (member.twoFactorMissing) throw new AppError('TWO_FACTOR_REQUIRED', (m) => m.auth.twoFactorRequired);
      };
      guard.permission = permission;
      return guard;
    });
  },
  { name: 'permissions' },
);
