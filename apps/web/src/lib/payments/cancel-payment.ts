import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { PaymentCheckSchema, type PaymentCheck } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { paymentsKeys } from './query-keys';

/** `POST /api/payments/{id}/cancel`: gives up a pending charge (paid meanwhile, it comes back confirmed). */
export async function cancelPayment(id: string): Promise<PaymentCheck> {
  return PaymentCheckSchema.parse(await api<unknown>(`/payments/${encodeURIComponent(id)}/cancel`, { method: 'POST' }));
}

type CancelPaymentOptions = {
  /** What shows the pending charge (the coins' charges, the contractor's plan): refetched once settled. */
  invalidates: readonly QueryKey[];
};

export function useCancelPayment({ invalidates }: CancelPaymentOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSuccess: ({ payment }) => queryClient.setQueryData(paymentsKeys.detail(payment.id), payment),
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
