import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, SubscribeBody } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { paymentsKeys } from '@/api/payments';
import { subscriptionQueryKey } from './query-keys';

/** `POST /api/payments/plans`: a PIX charge for a plan; name and CPF come from the profile. */
export async function subscribe(body: SubscribeBody): Promise<Payment> {
  return api<Payment>('/payments/plans', { method: 'POST', body });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (payment) => queryClient.setQueryData(paymentsKeys.detail(payment.id), payment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
