import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobDetailSchema, type JobDetail } from '@vamos/shared/schemas/job-views';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';
import { jobsQueryKey } from './get-jobs';

/** `GET /api/jobs/:id`: the job, my application, and the contractor's contact once approved. */
export async function getJob(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<JobDetail> {
  return JobDetailSchema.parse(await api<unknown>(`/jobs/${encodeURIComponent(id)}`, { signal }));
}

export function getJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getJob(id, { signal }),
  });
}

// My rating of the contractor (from the evaluation page, or another tab) hides 'Avaliar Contratante'.
registerRealtimeInvalidation('evaluation.changed', (event) =>
  event.ids.jobId ? [getJobQueryOptions(event.ids.jobId).queryKey] : [jobsQueryKey],
);

export function useJob(id: string) {
  return useQuery(getJobQueryOptions(id));
}
