import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceivedEvaluationsResponse } from '@vamos/shared/schemas/evaluations';
import { api } from '@/lib/api-client';
import { evaluationsKeys } from './query-keys';

/** `GET /api/evaluations/received`: average (one decimal), count and the newest ones. */
export async function getReceivedEvaluations({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ReceivedEvaluationsResponse> {
  return api<ReceivedEvaluationsResponse>('/evaluations/received', { signal });
}

export function getReceivedEvaluationsQueryOptions() {
  return queryOptions({
    queryKey: evaluationsKeys.received(),
    queryFn: ({ signal }) => getReceivedEvaluations({ signal }),
  });
}

export function useReceivedEvaluations() {
  return useQuery(getReceivedEvaluationsQueryOptions());
}
