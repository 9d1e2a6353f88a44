import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyCoinsBody, Payment } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { paymentsKeys } from '@/api/payments';

/** `POST /api/payments/coins`: a PIX charge for a package (one pending charge at a time). */
export async function buyCoins(body: BuyCoinsBody): Promise<Payment> {
  return api<Payment>('/payments/coins', { method: 'POST', body });
}

export function useBuyCoins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyCoins,
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentsKeys.pending(), payment);
      queryClient.setQueryData(paymentsKeys.detail(payment.id), payment);
    },
    // 409 PAYMENT_PENDING_EXISTS: another tab started one; show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.pending() }),
  });
}
