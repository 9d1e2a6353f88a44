import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  DevicesSchema,
  DeviceSchema,
  PushKeySchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  UnreadCountSchema,
  type Device,
  type NotificationPage,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@vamos/shared/schemas/notifications';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';

/**
 * The notification centre (`/api/notifications`): the bell's unread count and the list of
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

export async function getUnreadCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  return UnreadCountSchema.parse(await api<unknown>('/notifications/unread-count', { signal })).unread_count;
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

export async function getNotifications(
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NotificationPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return NotificationPageSchema.parse(await api<unknown>(`/notifications${query}`, { signal }));
}

export function useNotifications() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: notificationsKeys.list(),
      queryFn: ({ pageParam, signal }) => getNotifications(pageParam, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.next_cursor,
    }),
  );
}

/** Opening a notification marks it read; the list and the bell follow. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}

/** 'Marcar todas como lidas'. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ updated: number }>('/notifications/read-all', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}

/** `/notificacoes/preferencias`: each category's e-mail and push choices. */
export function useNotificationPreferences() {
  return useQuery(
    queryOptions({
      queryKey: notificationsKeys.preferences(),
      queryFn: async ({ signal }) =>
        NotificationPreferencesSchema.parse(await api<unknown>('/notifications/preferences', { signal })),
    }),
  );
}

/** Saves the categories given; the answer (every category) replaces the cached preferences. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateNotificationPreferences): Promise<NotificationPreferences> =>
      NotificationPreferencesSchema.parse(
        await api<unknown>('/notifications/preferences', { method: 'PUT', body: input }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(notificationsKeys.preferences(), saved),
  });
}

/** The devices that receive my pushes. */
export function useDevices() {
  return useQuery(
    queryOptions({
      queryKey: notificationsKeys.devices(),
      queryFn: async ({ signal }) =>
        DevicesSchema.parse(await api<unknown>('/notifications/devices', { signal })).devices,
    }),
  );
}

/** This browser starts receiving my pushes: the server's key, the subscription, then the server stores it. */
export function useAddThisDevice(subscribe: (publicKey: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<Device> => {
      const { public_key } = PushKeySchema.parse(await api<unknown>('/notifications/push-key'));
      const subscription = await subscribe(public_key);
      return DeviceSchema.parse(await api<unknown>('/notifications/devices', { method: 'POST', body: subscription }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.devices() }),
  });
}

/** 'Remover': the device stops receiving my pushes. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/notifications/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.devices() }),
  });
}
