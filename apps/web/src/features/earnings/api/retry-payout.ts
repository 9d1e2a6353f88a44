import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { earningsKeys } from './get-earnings';

/** `POST /api/freelancer/payouts/:id/retry`: a failed pay-out is queued again, with a new attempt. */
export async function retryPayout(id: string): Promise<void> {
  await api<void>(`/freelancer/payouts/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}
