import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Device,
  DevicesSchema,
  NotificationPage,
  NotificationPreferences,
  PushKeySchema,
  UpdateNotificationPreferences,
} from '@vamos/shared/schemas/notifications';
import { api, ApiError } from '@/lib/api-client';
import { notificationsKeys } from './notifications-keys';

/**
 * The notification centre (`/api/notifications`): the list of `/notificacoes`, marking read, the
 * preferences and the devices. The keys and the bell's count are apart (./notifications-keys,
 * ./unread-notifications): the signed-in shell reads only the count, without the list's code.
 */

export async function getNotifications(
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NotificationPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api<NotificationPage>(`/notifications${query}`, { signal });
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
      queryFn: ({ signal }) => api<NotificationPreferences>('/notifications/preferences', { signal }),
    }),
  );
}

/** Saves the categories given; the answer (every category) replaces the cached preferences. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNotificationPreferences) =>
      api<NotificationPreferences>('/notifications/preferences', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(notificationsKeys.preferences(), saved),
  });
}

/** The devices that receive my pushes. */
export function useDevices() {
  return useQuery(
    queryOptions({
      queryKey: notificationsKeys.devices(),
      queryFn: async ({ signal }) =>
        (await api<z.infer<typeof DevicesSchema>>('/notifications/devices', { signal })).devices,
    }),
  );
}

/**
 * This browser starts receiving my pushes: the server's key, the subscription, then the server
 * stores it. A subscription another account registered on this browser is refused (DEVICE_TAKEN):
 * the browser then subscribes afresh, a new endpoint that is mine (the old one stops working).
 */
export function useAddThisDevice(subscribe: (publicKey: string, options?: { fresh?: boolean }) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<Device> => {
      const { public_key } = await api<z.infer<typeof PushKeySchema>>('/notifications/push-key');
      const register = (subscription: unknown) =>
        api<Device>('/notifications/devices', { method: 'POST', body: subscription });
      try {
        return await register(await subscribe(public_key));
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'DEVICE_TAKEN')) throw error;
        return register(await subscribe(public_key, { fresh: true }));
      }
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
