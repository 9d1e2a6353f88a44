import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PendingEvaluationsCountSchema } from '@vamos/shared/schemas/evaluations';
import { api } from '@/lib/api-client';
import { evaluationsKeys } from './query-keys';

/** `GET /api/evaluations/pending/count`: the number on the 'Avaliar' navigation item. */
export async function getPendingCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  return (await api<z.infer<typeof PendingEvaluationsCountSchema>>('/evaluations/pending/count', { signal })).count;
}

export function getPendingCountQueryOptions() {
  return queryOptions({
    queryKey: evaluationsKeys.pendingCount(),
    queryFn: ({ signal }) => getPendingCount({ signal }),
  });
}

/** The badge's count; undefined while loading or when signed out (`enabled` false). */
export function usePendingEvaluationsCount(enabled = true) {
  return useQuery({ ...getPendingCountQueryOptions(), enabled });
}
