import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobListResponse } from '@vamos/shared/schemas/job-views';
import { api } from '@/lib/api-client';
import { jobsKeys } from '@/api/jobs';
import { jobsQueryString, type JobFilters } from '../lib/job-filters';

const PAGE_SIZE = 20;

/** `GET /api/jobs`: one page of active jobs, newest first, with my application on each. */
export async function getJobs(
  filters: JobFilters,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JobListResponse> {
  const query = jobsQueryString(filters, { cursor, limit: PAGE_SIZE });
  return api<JobListResponse>(`/jobs?${query}`, { signal });
}

export function getJobsQueryOptions(filters: JobFilters) {
  return infiniteQueryOptions({
    queryKey: jobsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getJobs(filters, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery({ ...getJobsQueryOptions(filters), placeholderData: (previous) => previous });
}
