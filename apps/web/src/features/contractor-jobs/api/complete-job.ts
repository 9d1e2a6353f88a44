import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobFields } from '@vamos/shared/schemas/job-views';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/**
 * POST /api/contractor/jobs/:id/complete ('Concluir Serviço'): the job becomes completed; the booked
 * freelancers in `noShows` are marked as not having come ('Não compareceu'), the others attended.
 */
export async function completeJob({ id, noShows = [] }: { id: string; noShows?: string[] }): Promise<JobFields> {
  return api<JobFields>(`/contractor/jobs/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    body: noShows.length > 0 ? { no_shows: noShows } : undefined,
  });
}

/**
 * `said`: what the person is told of the outcome. Given here, not to `mutate()`: the job's own change
 * reaches the page live (realtime) and may remove the button before the answer arrives, and
 * `mutate()`'s callbacks do not run once their component is gone; these do.
 */
export function useCompleteJob(said: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeJob,
    onSuccess: () => {
      said.onSuccess?.();
      return queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all });
    },
    onError: (error) => said.onError?.(error),
  });
}
