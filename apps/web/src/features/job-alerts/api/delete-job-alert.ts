import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobAlertsQueryKey } from './get-job-alerts';

/** `DELETE /api/freelancer/job-alerts/:id`. */
export async function deleteJobAlert(id: string): Promise<void> {
  await api<void>(`/freelancer/job-alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAlertsQueryKey }),
  });
}
