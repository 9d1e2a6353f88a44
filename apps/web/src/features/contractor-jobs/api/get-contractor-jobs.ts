import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractorJobsResponse } from '@vamos/shared/schemas/job-views';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/** GET /api/contractor/jobs: my credits and my jobs (cancelled ones excluded), newest first. */
export async function getContractorJobs({ signal }: { signal?: AbortSignal } = {}): Promise<ContractorJobsResponse> {
  return api<ContractorJobsResponse>('/contractor/jobs', { signal });
}

export function getContractorJobsQueryOptions() {
  return queryOptions({
    queryKey: contractorJobsKeys.list(),
    queryFn: ({ signal }) => getContractorJobs({ signal }),
  });
}

export function useContractorJobs() {
  return useQuery(getContractorJobsQueryOptions());
}
