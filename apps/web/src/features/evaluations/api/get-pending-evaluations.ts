import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingEvaluationsResponse } from '@vamos/shared/schemas/evaluations';
import { api } from '@/lib/api-client';
import { evaluationsKeys } from './query-keys';

/** `GET /api/evaluations/pending`: each (job, person) I may rate and have not rated yet. */
export async function getPendingEvaluations({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PendingEvaluationsResponse> {
  return api<PendingEvaluationsResponse>('/evaluations/pending', { signal });
}

export function getPendingEvaluationsQueryOptions() {
  return queryOptions({
    queryKey: evaluationsKeys.pending(),
    queryFn: ({ signal }) => getPendingEvaluations({ signal }),
  });
}

export function usePendingEvaluations() {
  return useQuery(getPendingEvaluationsQueryOptions());
}
