import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsQueryKey } from './get-jobs';
import { applicationsQueryKey } from './get-my-applications';

/** `DELETE /api/freelancer/applications/:id`: withdraws my pending application (I may apply again). */
export async function cancelApplication(applicationId: string): Promise<void> {
  await api<void>(`/freelancer/applications/${encodeURIComponent(applicationId)}`, { method: 'DELETE' });
}

export function useCancelApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelApplication,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
      ]),
  });
}
