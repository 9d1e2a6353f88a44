import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NotificationPageQuerySchema,
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
    async (request) => updatePreferences(deps, actorOf(request), request.body),
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
