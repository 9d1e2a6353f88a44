import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MyApplicationsResponseSchema, type MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import { api } from '@/lib/api-client';

/** Every application query sits under ['applications']; the board's tab has its own entry. */
export const applicationsQueryKey = ['applications'] as const;

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
    queryKey: [...applicationsQueryKey, 'board'] as const,
    queryFn: ({ pageParam, signal }) => getMyApplications(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useMyApplications() {
  return useInfiniteQuery(getMyApplicationsQueryOptions());
}
