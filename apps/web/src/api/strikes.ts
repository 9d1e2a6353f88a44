import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyStrikes } from '@vamos/shared/schemas/strikes';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';

/** The freelancer's own active strikes (`GET /api/freelancer/strikes`): a late 'Desistir' adds one. */
export const strikesKeys = {
  all: ['strikes'] as const,
  mine: () => [...strikesKeys.all, 'mine'] as const,
};

// A 'Desistir' made in another tab gives strikes: the profile refetches them.
registerRealtimeInvalidation('application.withdrawn', () => [strikesKeys.all]);
// A no-show marked (or contested) changes them too, and the board's suspension banner with them.
registerRealtimeInvalidation('application.changed', () => [strikesKeys.all]);

export async function getMyStrikes({ signal }: { signal?: AbortSignal } = {}): Promise<MyStrikes> {
  return api<MyStrikes>('/freelancer/strikes', { signal });
}

export function useMyStrikes() {
  return useQuery(queryOptions({ queryKey: strikesKeys.mine(), queryFn: ({ signal }) => getMyStrikes({ signal }) }));
}
