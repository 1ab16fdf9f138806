/**
 * Devices (issue 21, decision 0036): owners and managers pair shared screens and printers with a code, list and revoke
 * them (`devices:manage`); a device pairs with its code (public, limited per IP), reads who it is and signs out. A
 * revoked or signed-out device's live streams are closed on every instance (the `maitre_sessions` notification of
 * migration 0021's trigger, and a periodic check for a notification missed while the listener was reconnecting).
 */
import {
  DEVICE_PERMISSIONS,
  DeviceIdParamsSchema,
  DeviceInputSchema,
  DeviceListResponseSchema,
  DeviceMeResponseSchema,
  DeviceWithCodeResponseSchema,
  PairInputSchema,
  PairResponseSchema,
} from '@maitre/shared/devices';
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { ROLE_PERMISSIONS } from '@maitre/shared/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, restaurantOf } from '../auth/authenticate.ts';
import { createDeviceSessionCookies } from './device-credentials.ts';
import { findLiveDevices } from './devices.repository.ts';
import { createDevice, listDevices, pairDevice, renewCode, restaurantClock, revokeDevice, signOutDevice } from './devices.service.ts';

const tags = ['devices'];
const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };
const DEVICE_PREFIX = 'device:';

export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookies = createDeviceSessionCookies({ secureCookies: app.config.appUrl.startsWith('https://') });

  // Revoked or signed out on any instance: this instance's streams of that device end now.
  const closeStreamsOf = (deviceId: string) => {
    for (const { stream } of app.liveStreams.deviceStreams(deviceId)) stream.close();
  };
  const checkDeviceStreams = async () => {
    const byRestaurant = new Map<string, string[]>();
    for (const { deviceId, restaurantId } of app.liveStreams.deviceStreams())
      byRestaurant.set(restaurantId, [...(byRestaurant.get(restaurantId) ?? []), deviceId]);
    for (const [restaurantId, ids] of byRestaurant) {
      const live = await findLiveDevices(app.database.forRestaurant(restaurantId), [...new Set(ids)]);
      for (const id of ids) if (!live.has(id)) closeStreamsOf(id);
    }
  };
  app.addHook('onReady', async () => {
    app.realtime.subscribeSessions({
      onRevoked: (payload) => {
        if (payload.startsWith(DEVICE_PREFIX)) closeStreamsOf(payload.slice(DEVICE_PREFIX.length));
      },
      onListening: () => {},
    });
  });
  const recheck = setInterval(() => {
    checkDeviceStreams().catch((error: unknown) => app.log.warn({ err: error }, 'could not check the devices of live streams'));
  }, app.config.streams.recheckSeconds * 1000);
  recheck.unref();
  app.addHook('onClose', async () => clearInterval(recheck));

  app.get(
    '/api/devices',
    {
      onRequest: [app.authenticate, app.requirePermission('devices:manage')],
      schema: {
        tags,
        summary: "The restaurant's devices (revoked ones left out): paired, or waiting for their code, with when they were last seen",
        response: { 200: DeviceListResponseSchema, ...errors },
      },
    },
    async (request) => ({ devices: await listDevices(app.database, memberOf(request).restaurantId) }),
  );

  app.post(
    '/api/devices',
    {
      onRequest: [app.authenticate, app.requirePermission('devices:manage')],
      schema: {
        tags,
        summary: 'Add a device: answers its pairing code once (like K7QM-3XPA; valid 10 minutes, once), to type on the device at /pair',
        body: DeviceInputSchema,
        response: { 201: DeviceWithCodeResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createDevice(app.database, memberOf(request), request.body)),
  );

  // Static before parametric: /api/devices/pair and /api/devices/me are never ids.
  app.post(
    '/api/devices/pair',
    {
      // Its own limit per IP (devices.service.ts) counts wrong codes; the API-wide one still applies.
      schema: {
        tags,
        summary:
          'A device signs in with its pairing code (with or without the dash, any case): sets the device session cookie and answers where the device goes; 400 for a wrong, used or expired code, 429 after ten wrong ones from an IP in 15 minutes',
        body: PairInputSchema,
        response: { 200: PairResponseSchema, 400: ApiErrorBodySchema, 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { token, ...paired } = await pairDevice(app.database, request.body.code, request.ip);
      return reply.header('set-cookie', cookies.issue(token)).header('cache-control', 'no-store').send(paired);
    },
  );

  app.get(
    '/api/devices/me',
    {
      onRequest: [app.authenticateMemberOrDevice, app.requirePermission('kitchen:view')],
      schema: {
        tags,
        summary:
          "The screen behind the request: the paired device (kind, name) or null for a member on their own login, the restaurant's name and time zone, and what the screen may do",
        response: { 200: DeviceMeResponseSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const device = request.device;
      const restaurant = await restaurantClock(app.database, restaurantOf(request));
      const permissions = device ? DEVICE_PERMISSIONS[device.kind] : ROLE_PERMISSIONS[memberOf(request).role];
      return { device: device ? { id: device.id, kind: device.kind, name: device.name } : null, restaurant, permissions: [...permissions] };
    },
  );

  app.post(
    '/api/devices/me/sign-out',
    {
      onRequest: [app.authenticateMemberOrDevice],
      schema: {
        tags,
        summary: "Signs this screen's device session out (it waits for a new code) and clears its cookie; a member's own session is left alone",
        response: { 204: z.null().describe('Signed out'), 401: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (request.device) await signOutDevice(app.database, request.device);
      return reply.header('set-cookie', cookies.clear()).status(204).send(null);
    },
  );

  app.post(
    '/api/devices/:id/code',
    {
      onRequest: [app.authenticate, app.requirePermission('devices:manage')],
      schema: {
        tags,
        summary: 'A new pairing code for a device (the previous one stops working); pairing a paired device again moves it to the new screen',
        params: DeviceIdParamsSchema,
        response: { 200: DeviceWithCodeResponseSchema, ...errors },
      },
    },
    async (request) => renewCode(app.database, memberOf(request), request.params.id),
  );

  app.delete(
    '/api/devices/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('devices:manage')],
      schema: {
        tags,
        summary: 'Revoke a device at once, on every instance: its code and its session stop working, its live screens close',
        params: DeviceIdParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await revokeDevice(app.database, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
