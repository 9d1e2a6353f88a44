import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MyApplicationsResponseSchema, type MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';

/** Every application query sits under ['applications']; mutations invalidate the prefix. */
export const applicationsQueryKey = ['applications'] as const;

// A new application (from another tab), a contractor's decision or a change to the job
// changes the statuses shown here.
for (const type of [
  'application.created',
  'application.approved',
  'application.rejected',
  'application.cancelled',
  'application.withdrawn',
  'job.changed',
  'job.cancelled',
] as const) {
  registerRealtimeInvalidation(type, () => [applicationsQueryKey]);
}

/** `GET /api/freelancer/applications`: mine, newest applied first; `counts` cover every page. */
export async function getMyApplications(
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MyApplicationsResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return MyApplicationsResponseSchema.parse(await api<unknown>(`/freelancer/applications${query}`, { signal }));
}

export function getMyApplicationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...applicationsQueryKey, 'list'] as const,
    queryFn: ({ pageParam, signal }) => getMyApplications(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useMyApplications() {
  return useInfiniteQuery(getMyApplicationsQueryOptions());
}
