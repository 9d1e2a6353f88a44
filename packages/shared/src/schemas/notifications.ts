/** The notification centre's answers (`/api/notifications`): the bell's count and the list. */
import { z } from 'zod';
import '../zod-locale.ts';
import { isP256PublicKey, isPushAuthSecret } from '../push-keys.ts';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
} from '../notifications.ts';
import { cursorQueryField } from './page-query.ts';

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The screen it opens, a path of the app. */
  link: z.string(),
  /** Its own action besides opening it ('Vou comparecer'), which leads to `link`; null for most. */
  action_label: z.string().nullable(),
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
  cursor: cursorQueryField,
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
});

/** One category's choices: e-mail and push (the in-app list always receives everything). */
export const CategoryPreferenceSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  email: z.boolean(),
  push: z.boolean(),
});

/** `GET /api/notifications/preferences`: every category, in the screen's order. */
export const NotificationPreferencesSchema = z.object({
  categories: z.array(
    CategoryPreferenceSchema.extend({
      /** When the person opted in to a category that is off by default (null otherwise). */
      consented_at: z.string().nullable(),
    }),
  ),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** `PUT /api/notifications/preferences`: the categories to change (others stay as they are). */
export const UpdateNotificationPreferencesSchema = z.object({
  categories: z
    .array(CategoryPreferenceSchema)
    .min(1)
    .max(NOTIFICATION_CATEGORIES.length)
    .refine((list) => new Set(list.map((c) => c.category)).size === list.length, 'Categoria repetida.'),
});
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferencesSchema>;

export const PUSH_KEY_MESSAGES = {
  p256dh: 'Chave pública do aparelho inválida: ative as notificações de novo neste navegador.',
  auth: 'Chave de autenticação do aparelho inválida: ative as notificações de novo neste navegador.',
} as const;

/**
 * `POST /api/notifications/devices`: this browser's push subscription (PushSubscription.toJSON()).
 * The keys are what a browser makes (push-keys.ts): a P-256 public point and a 16-byte secret, so a
 * stored device can always be sent to.
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'Endereço de notificação inválido.' }).max(2000),
  keys: z.object({
    p256dh: z
      .string({ error: PUSH_KEY_MESSAGES.p256dh })
      .max(100, PUSH_KEY_MESSAGES.p256dh)
      .refine(isP256PublicKey, PUSH_KEY_MESSAGES.p256dh),
    auth: z
      .string({ error: PUSH_KEY_MESSAGES.auth })
      .max(30, PUSH_KEY_MESSAGES.auth)
      .refine(isPushAuthSecret, PUSH_KEY_MESSAGES.auth),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** A device that receives push notifications, as its owner sees it. */
export const DeviceSchema = z.object({
  id: z.string(),
  label: z.string(),
  created_at: z.string(),
  /** The endpoint, so a browser can tell which device is itself. */
  endpoint: z.string(),
});
export type Device = z.infer<typeof DeviceSchema>;

export const DevicesSchema = z.object({ devices: z.array(DeviceSchema) });

/** `GET /api/notifications/push-key`: the server's VAPID public key (applicationServerKey). */
export const PushKeySchema = z.object({ public_key: z.string() });
