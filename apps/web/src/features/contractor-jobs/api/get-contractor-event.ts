import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractorEvent } from '@vamos/shared/schemas/job-views';
import { api, ApiError } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/** GET /api/contractor/events/:id: one of my events with its jobs (anyone else's: 404). */
export async function getContractorEvent(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ContractorEvent> {
  return api<ContractorEvent>(`/contractor/events/${encodeURIComponent(id)}`, { signal });
}

export function useContractorEvent(id: string) {
  return useQuery(
    queryOptions({
      queryKey: contractorJobsKeys.event(id),
      queryFn: ({ signal }) => getContractorEvent(id, { signal }),
      // A missing or foreign event will not appear by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    }),
  );
}
