import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationSchema, type Application } from '@vamos/shared/schemas/applications';
import { api, ApiError } from '@/lib/api-client';
import { jobsQueryKey } from './get-jobs';
import { applicationsQueryKey } from './get-my-applications';
import { walletKeys } from '@/api/wallet';

/** `POST /api/jobs/:id/apply`: no coins move now; they are charged only if approved. */
export async function applyToJob(jobId: string): Promise<Application> {
  return ApplicationSchema.parse(await api<unknown>(`/jobs/${encodeURIComponent(jobId)}/apply`, { method: 'POST' }));
}

export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSettled: async (_data, error) => {
      const stale = [queryClient.invalidateQueries({ queryKey: jobsQueryKey })];
      stale.push(queryClient.invalidateQueries({ queryKey: applicationsQueryKey }));
      // The server found fewer coins than this screen thought: refresh the balance.
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_TOKENS') {
        stale.push(queryClient.invalidateQueries({ queryKey: walletKeys.all }));
      }
      await Promise.all(stale);
    },
  });
}
