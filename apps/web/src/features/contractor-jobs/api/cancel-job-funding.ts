import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/**
 * DELETE /api/contractor/job-funding/:jobId ('Cancelar pagamento'): cancels the PIX of all places;
 * each approval then pays its own place.
 */
export async function cancelJobFunding(jobId: string): Promise<void> {
  await api<void>(`/contractor/job-funding/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
}

export function useCancelJobFunding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJobFunding,
    // Failures too: a charge paid or lapsed meanwhile means what is on screen is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
  });
}
