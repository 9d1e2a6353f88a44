/** The notification centre's answers (`/api/notifications`): the bell's count and the list. */
import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from '../notifications.ts';

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The screen it opens, a path of the app. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications?cursor=&limit=`: newest first; `next_cursor` is null on the last page. */
export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  next_cursor: z.string().nullable(),
  unread_count: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** `GET /api/notifications/unread-count`: the bell. */
export const UnreadCountSchema = z.object({ unread_count: z.number().int().nonnegative() });

export const NotificationPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
});
