import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentSchema, type Payment } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { paymentsKeys } from './query-keys';

/** `GET /api/payments/{id}`: one of the user's charges, whatever its status. */
export async function getPayment(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Payment> {
  return PaymentSchema.parse(await api<unknown>(`/payments/${encodeURIComponent(id)}`, { signal }));
}

export function getPaymentQueryOptions(id: string) {
  return queryOptions({ queryKey: paymentsKeys.detail(id), queryFn: ({ signal }) => getPayment(id, { signal }) });
}

/**
 * The charge `payment` as it is now: starts from the copy at hand and follows the server
 * (realtime `payment.changed` invalidates it), so an open dialog sees the confirmation arrive.
 */
export function usePayment(payment: Payment | null) {
  return useQuery({
    ...getPaymentQueryOptions(payment?.id ?? ''),
    enabled: payment !== null,
    initialData: payment ?? undefined,
    staleTime: 0,
  });
}
