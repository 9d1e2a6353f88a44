import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/** POST /api/contractor/jobs/:id/cancel ('Cancelar evento'): the job leaves the lists. */
export async function cancelJob(id: string): Promise<void> {
  await api<void>(`/contractor/jobs/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: contractorJobsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: contractorJobsKeys.list() });
    },
  });
}
