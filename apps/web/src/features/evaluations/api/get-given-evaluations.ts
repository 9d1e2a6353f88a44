import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GivenEvaluationsResponse } from '@vamos/shared/schemas/evaluations';
import { api } from '@/lib/api-client';
import { evaluationsKeys } from './query-keys';

/** `GET /api/evaluations/given`: the evaluations I made, newest first. */
export async function getGivenEvaluations({
  signal,
}: { signal?: AbortSignal } = {}): Promise<GivenEvaluationsResponse> {
  return api<GivenEvaluationsResponse>('/evaluations/given', { signal });
}

export function getGivenEvaluationsQueryOptions() {
  return queryOptions({
    queryKey: evaluationsKeys.given(),
    queryFn: ({ signal }) => getGivenEvaluations({ signal }),
  });
}

export function useGivenEvaluations() {
  return useQuery(getGivenEvaluationsQueryOptions());
}
