import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { api } from '@/lib/api-client';
import { jobsKeys } from '@/api/jobs';

/** `GET /api/jobs/:id`: the job, my application, and the contractor's contact once approved. */
export async function getJob(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<JobDetail> {
  return api<JobDetail>(`/jobs/${encodeURIComponent(id)}`, { signal });
}

export function getJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobsKeys.detail(id),
    queryFn: ({ signal }) => getJob(id, { signal }),
  });
}

export function useJob(id: string) {
  return useQuery(getJobQueryOptions(id));
}
