import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobFields } from '@vamos/shared/schemas/job-views';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { api } from '@/lib/api-client';
import { walletKeys } from '@/api/wallet';
import { contractorJobsKeys } from './query-keys';

/** POST /api/contractor/jobs (already parsed by CreateJobSchema): publishing costs 1 credit. */
export async function createJob(input: CreateJob): Promise<JobFields> {
  return api<JobFields>('/contractor/jobs', { method: 'POST', body: input });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
