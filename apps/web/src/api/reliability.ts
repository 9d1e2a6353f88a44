import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReliability } from '@vamos/shared/schemas/reliability';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';

/** The freelancer's own reliability (`GET /api/freelancer/reliability`), as contractors see it. */
export const reliabilityKeys = {
  all: ['reliability'] as const,
  mine: () => [...reliabilityKeys.all, 'mine'] as const,
};

// A shift attended, marked or given up elsewhere changes it: the profile refetches it.
registerRealtimeInvalidation('application.changed', () => [reliabilityKeys.all]);
registerRealtimeInvalidation('application.withdrawn', () => [reliabilityKeys.all]);

export async function getMyReliability({ signal }: { signal?: AbortSignal } = {}): Promise<MyReliability> {
  return api<MyReliability>('/freelancer/reliability', { signal });
}

export function useMyReliability() {
  return useQuery(
    queryOptions({ queryKey: reliabilityKeys.mine(), queryFn: ({ signal }) => getMyReliability({ signal }) }),
  );
}
