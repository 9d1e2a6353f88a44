import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentCheckSchema, type PaymentCheck } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { paymentsKeys } from './query-keys';

/** `POST /api/payments/{id}/cancel`: gives up a pending charge, freeing the other packages. */
export async function cancelPayment(id: string): Promise<PaymentCheck> {
  return PaymentCheckSchema.parse(await api<unknown>(`/payments/${encodeURIComponent(id)}/cancel`, { method: 'POST' }));
}

export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSuccess: ({ payment }) => queryClient.setQueryData(paymentsKeys.detail(payment.id), payment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}
