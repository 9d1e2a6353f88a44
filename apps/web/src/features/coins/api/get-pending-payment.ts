import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment, PendingPayment } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { paymentsKeys } from '@/api/payments';

/** Safety net besides realtime (spec 02 §9: pending payments refetch every 30 s). */
const REFETCH_MS = 30_000;

/** `GET /api/payments/pending`: the one charge waiting to be paid, or null. */
export async function getPendingPayment({ signal }: { signal?: AbortSignal } = {}): Promise<Payment | null> {
  return (await api<PendingPayment>('/payments/pending', { signal })).payment;
}

export function getPendingPaymentQueryOptions() {
  return queryOptions({
    queryKey: paymentsKeys.pending(),
    queryFn: ({ signal }) => getPendingPayment({ signal }),
    refetchInterval: REFETCH_MS,
  });
}

export function usePendingPayment() {
  return useQuery(getPendingPaymentQueryOptions());
}
