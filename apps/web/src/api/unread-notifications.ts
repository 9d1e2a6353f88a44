import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnreadCountSchema } from '@vamos/shared/schemas/notifications';
import { api } from '@/lib/api-client';
import { notificationsKeys } from './notifications-keys';

/**
 * The bell's count, on every signed-in page (the shell): apart from ./notifications, so that the
 * first load of a page carries no infinite list nor mutation of the notification centre.
 */
export async function getUnreadCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  return (await api<z.infer<typeof UnreadCountSchema>>('/notifications/unread-count', { signal })).unread_count;
}

/** The bell's count (0 while it loads or when the request fails: the bell still works). */
export function useUnreadNotifications(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: notificationsKeys.unreadCount(),
      queryFn: ({ signal }) => getUnreadCount({ signal }),
      enabled,
    }),
  );
}
