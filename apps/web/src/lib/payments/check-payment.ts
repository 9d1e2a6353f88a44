import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { PaymentCheckSchema, type PaymentCheck } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { paymentsKeys } from './query-keys';

/** `POST /api/payments/{id}/check`: asks the provider now instead of waiting for its webhook. */
export async function checkPayment(id: string): Promise<PaymentCheck> {
  return PaymentCheckSchema.parse(await api<unknown>(`/payments/${encodeURIComponent(id)}/check`, { method: 'POST' }));
}

type CheckPaymentOptions = {
  /**
   * What shows the pending charge (the coins' pending query, the contractor's plan): refetched,
   * with the balance, when the check changed the charge.
   */
  invalidates: readonly QueryKey[];
};

export function useCheckPayment({ invalidates }: CheckPaymentOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPayment,
    onSuccess: async ({ payment, changed }) => {
      queryClient.setQueryData(paymentsKeys.detail(payment.id), payment);
      if (changed) {
        await Promise.all([
          ...invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          queryClient.invalidateQueries({ queryKey: ['wallet'] }),
        ]);
      }
    },
  });
}
