import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishedJob } from '@vamos/shared/schemas/job-views';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { api } from '@/lib/api-client';
import { walletKeys } from '@/api/wallet';
import { contractorJobsKeys } from './query-keys';

/**
 * POST /api/contractor/jobs (already parsed by CreateJobSchema): publishing costs 1 credit. With
 * 'Pagar todas as vagas agora' the answer carries the PIX charge of all places (decision 0056).
 */
export async function createJob(input: CreateJob): Promise<PublishedJob> {
  return api<PublishedJob>('/contractor/jobs', { method: 'POST', body: input });
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
