import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyConsents } from '@vamos/shared/schemas/my-data';
import { api } from '@/lib/api-client';

export const myConsentsQueryKey = ['my-consents'] as const;

/** `GET /api/me/consents`: the consents given or withdrawn, newest first, and whether a new version waits. */
export function getMyConsents({ signal }: { signal?: AbortSignal } = {}): Promise<MyConsents> {
  return api<MyConsents>('/me/consents', { signal });
}

export function getMyConsentsQueryOptions() {
  return queryOptions({ queryKey: myConsentsQueryKey, queryFn: ({ signal }) => getMyConsents({ signal }) });
}

export function useMyConsents(enabled = true) {
  return useQuery({ ...getMyConsentsQueryOptions(), enabled });
}
