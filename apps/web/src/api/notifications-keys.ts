import { registerRealtimeInvalidation } from '@/lib/realtime';

/**
 * The notification centre's keys (`/api/notifications`): the bell's unread count and the list of
 * `/notificacoes`, both refreshed live by `notification.changed` (a new one, or read elsewhere).
 */
export const notificationsKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationsKeys.all, 'unread-count'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
  preferences: () => [...notificationsKeys.all, 'preferences'] as const,
  devices: () => [...notificationsKeys.all, 'devices'] as const,
};

registerRealtimeInvalidation('notification.changed', () => [notificationsKeys.all]);
