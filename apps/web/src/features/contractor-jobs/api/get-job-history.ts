import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobHistoryResponse } from '@vamos/shared/schemas/job-history';
import { api, ApiError } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/**
 * `GET /api/contractor/jobs/:id/history` (decision 0040): what the company's people did to one of my
 * jobs, and who, oldest first (anyone else's job: 404).
 */
export async function getJobHistory(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JobHistoryResponse> {
  return api<JobHistoryResponse>(`/contractor/jobs/${encodeURIComponent(id)}/history`, { signal });
}

/** Under the contractor's jobs' key: every live event that makes a job's details stale refetches it too. */
export function getJobHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: contractorJobsKeys.history(id),
    queryFn: ({ signal }) => getJobHistory(id, { signal }),
    // A missing or foreign job will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useJobHistory(id: string) {
  return useQuery(getJobHistoryQueryOptions(id));
}
