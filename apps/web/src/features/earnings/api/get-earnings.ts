import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Earnings } from '@vamos/shared/schemas/guaranteed-pay';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';

export const earningsKeys = {
  all: ['earnings'] as const,
  month: (month: string) => [...earningsKeys.all, month] as const,
};

// A pay-out released, sent, failed or queued again (a saved key, a retry): every month shown refetches.
registerRealtimeInvalidation('payout.changed', () => [earningsKeys.all]);

/** `GET /api/freelancer/earnings?month=yyyy-MM`: the month's pay-outs, what of them was sent, what is still to send. */
export async function getEarnings(month: string, { signal }: { signal?: AbortSignal } = {}): Promise<Earnings> {
  return api<Earnings>(`/freelancer/earnings?month=${encodeURIComponent(month)}`, { signal });
}

export function getEarningsQueryOptions(month: string) {
  return queryOptions({ queryKey: earningsKeys.month(month), queryFn: ({ signal }) => getEarnings(month, { signal }) });
}

export function useEarnings(month: string) {
  return useQuery(getEarningsQueryOptions(month));
}
