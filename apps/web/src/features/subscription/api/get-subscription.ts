import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { subscriptionQueryKey } from './query-keys';

/** Safety net besides realtime (spec 02 §9: pending payments refetch every 30 s). */
const REFETCH_MS = 30_000;

/** `GET /api/subscription`: the active plan, until when, and the pending charge if any. */
export async function getSubscription({ signal }: { signal?: AbortSignal } = {}): Promise<Subscription> {
  return api<Subscription>('/subscription', { signal });
}

export function getSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription({ signal }),
    refetchInterval: REFETCH_MS,
  });
}

export function useSubscription() {
  return useQuery(getSubscriptionQueryOptions());
}
