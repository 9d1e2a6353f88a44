import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from '@/api/wallet';
import { contractorJobsKeys } from './query-keys';

/**
 * DELETE /api/contractor/shift-pay/:shiftId/hold ('Cancelar pagamento'): cancels the place's PIX
 * charge and frees the place; the application is pending again.
 */
export async function cancelShiftHold(shiftId: string): Promise<void> {
  await api<void>(`/contractor/shift-pay/${encodeURIComponent(shiftId)}/hold`, { method: 'DELETE' });
}

export function useCancelShiftHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShiftHold,
    // Failures too: a charge paid or lapsed meanwhile means what is on screen is stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
