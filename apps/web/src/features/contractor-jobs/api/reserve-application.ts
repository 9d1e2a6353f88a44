import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@vamos/shared/schemas/applications';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/**
 * POST /api/contractor/applications/:id/reserve ('Aprovar como reserva', decision 0036): nothing
 * charged; the freelancer is confirmed (and charged) only if a place opens before the start.
 */
export async function reserveApplication(id: string): Promise<Application> {
  return api<Application>(`/contractor/applications/${encodeURIComponent(id)}/reserve`, { method: 'POST' });
}

/**
 * What the button says of the answer comes in `said`, run by the mutation itself: the candidate's
 * change reaches the page live and may remove the button first, and mutate()'s own callbacks do not
 * run once their component is gone (as useCompleteJob).
 */
export function useReserveApplication(said: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveApplication,
    onSuccess: () => said.onSuccess?.(),
    onError: (error) => said.onError?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
  });
}
