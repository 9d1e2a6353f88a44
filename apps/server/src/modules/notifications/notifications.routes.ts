import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DevicesSchema,
  DeviceSchema,
  NotificationPageQuerySchema,
  PushKeySchema,
  PushSubscriptionInputSchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  UnreadCountSchema,
  UpdateNotificationPreferencesSchema,
} from '@vamos/shared/schemas/notifications';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireUser } from '../../http/request-context.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
} from './notifications.service.ts';
import { getPreferences, updatePreferences } from './notification-preferences.ts';
import { addDevice, listMyDevices, removeDevice } from './devices.ts';

const signedIn = { onRequest: requireUser };

/** The notification centre, under /api: each user reads and changes only their own. */
export const notificationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/notifications',
    { ...signedIn, schema: { querystring: NotificationPageQuerySchema, response: { 200: NotificationPageSchema } } },
    async (request) => listNotifications(deps, actorOf(request), request.query),
  );

  app.get(
    '/notifications/unread-count',
    { ...signedIn, schema: { response: { 200: UnreadCountSchema } } },
    async (request) => ({ unread_count: await unreadCount(deps, actorOf(request)) }),
  );

  app.post(
    '/notifications/read-all',
    { ...signedIn, schema: { response: { 200: z.object({ updated: z.number().int() }) } } },
    async (request) => ({ updated: await markAllNotificationsRead(deps, actorOf(request)) }),
  );

  app.get(
    '/notifications/preferences',
    { ...signedIn, schema: { response: { 200: NotificationPreferencesSchema } } },
    async (request) => getPreferences(deps, actorOf(request)),
  );

  app.put(
    '/notifications/preferences',
    {
      ...signedIn,
      schema: { body: UpdateNotificationPreferencesSchema, response: { 200: NotificationPreferencesSchema } },
    },
    async (request) => updatePreferences(deps, actorOf(request), request.body, request.ip),
  );

  // ------------------------------------------------------------ Web Push devices
  app.get('/notifications/push-key', { ...signedIn, schema: { response: { 200: PushKeySchema } } }, async () => ({
    public_key: deps.push.publicKey,
  }));

  app.get('/notifications/devices', { ...signedIn, schema: { response: { 200: DevicesSchema } } }, async (request) => ({
    devices: await listMyDevices(deps, actorOf(request)),
  }));

  app.post(
    '/notifications/devices',
    { ...signedIn, schema: { body: PushSubscriptionInputSchema, response: { 201: DeviceSchema } } },
    async (request, reply) =>
      reply.status(201).send(await addDevice(deps, actorOf(request), request.body, request.headers['user-agent'])),
  );

  app.delete(
    '/notifications/devices/:id',
    { ...signedIn, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await removeDevice(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/notifications/:id/read',
    { ...signedIn, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await markNotificationRead(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
