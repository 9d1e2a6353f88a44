import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { JobListResponseSchema, type JobListResponse } from '@vamos/shared/schemas/job-views';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';
import { jobsQueryString, type JobFilters } from '../lib/job-filters';

/** Every job query of the board (list pages, cities, details) sits under this prefix. */
export const jobsQueryKey = ['jobs'] as const;

const PAGE_SIZE = 20;

/** Events that change a job's list row, its detail or my applications (ids only; we refetch). */
const STALE_ON = [
  'application.created',
  'application.approved',
  'application.rejected',
  'application.cancelled',
  'application.withdrawn',
  'job.changed',
  'job.cancelled',
] as const;

// An approval also charges coins, so the balance refreshes with the lists.
for (const type of STALE_ON) {
  registerRealtimeInvalidation(type, () => [jobsQueryKey, ['applications'], ['wallet']]);
}
// Sent to every freelancer when a job is published, edited or cancelled: the board (and its cities) refresh.
registerRealtimeInvalidation('job.listing_changed', () => [jobsQueryKey]);

/** `GET /api/jobs`: one page of active jobs, newest first, with my application on each. */
export async function getJobs(
  filters: JobFilters,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JobListResponse> {
  const query = jobsQueryString(filters, { cursor, limit: PAGE_SIZE });
  return JobListResponseSchema.parse(await api<unknown>(`/jobs?${query}`, { signal }));
}

export function getJobsQueryOptions(filters: JobFilters) {
  return infiniteQueryOptions({
    queryKey: [...jobsQueryKey, 'list', filters] as const,
    queryFn: ({ pageParam, signal }) => getJobs(filters, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery({ ...getJobsQueryOptions(filters), placeholderData: (previous) => previous });
}
