import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobFields } from '@vamos/shared/schemas/job-views';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/** POST /api/contractor/jobs/:id/complete ('Concluir Serviço'): the job becomes completed. */
export async function completeJob(id: string): Promise<JobFields> {
  return api<JobFields>(`/contractor/jobs/${encodeURIComponent(id)}/complete`, { method: 'POST' });
}

export function useCompleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
  });
}
