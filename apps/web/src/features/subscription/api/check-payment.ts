import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentCheckSchema, type PaymentCheck } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { paymentsKeys, subscriptionQueryKey } from './query-keys';

/** `POST /api/payments/{id}/check`: asks the provider now instead of waiting for its webhook. */
export async function checkPayment(id: string): Promise<PaymentCheck> {
  return PaymentCheckSchema.parse(await api<unknown>(`/payments/${encodeURIComponent(id)}/check`, { method: 'POST' }));
}

export function useCheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPayment,
    onSuccess: async ({ payment, changed }) => {
      queryClient.setQueryData(paymentsKeys.detail(payment.id), payment);
      if (changed) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
          queryClient.invalidateQueries({ queryKey: ['wallet'] }),
        ]);
      }
    },
  });
}
