import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReconcileResultSchema, type ReconcileResult } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { paymentsKeys } from '@/lib/payments/query-keys';

/** `POST /api/payments/reconcile` ('Verificar'): re-reads the user's open charges from the provider. */
export async function reconcilePayments(): Promise<ReconcileResult> {
  return ReconcileResultSchema.parse(await api<unknown>('/payments/reconcile', { method: 'POST' }));
}

export function useReconcilePayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcilePayments,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
}
