import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobFundingResponse } from '@vamos/shared/schemas/guaranteed-pay';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/**
 * 'Pagar todas as vagas agora' (decision 0056): the job's funding, under the jobs' prefix so the
 * events that change a job (and `payment.changed`) refetch it.
 */
export const jobFundingKey = (jobId: string) => [...contractorJobsKeys.all, 'job-funding', jobId] as const;

/** GET /api/contractor/job-funding/:jobId: the job's latest funding (null: never chosen). */
export async function getJobFunding(jobId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api<JobFundingResponse>(`/contractor/job-funding/${encodeURIComponent(jobId)}`, { signal });
}

export function getJobFundingQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: jobFundingKey(jobId),
    queryFn: ({ signal }) => getJobFunding(jobId, { signal }),
  });
}

export function useJobFunding(jobId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getJobFundingQueryOptions(jobId), staleTime: 0, enabled });
}
