import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagersResponse } from '@vamos/shared/schemas/managers';
import { managersKeys } from '@/api/managers-keys';
import { api } from '@/lib/api-client';

/** `GET /api/contractor/managers` (the owner): the managers now and the invitations still open. */
export async function getManagers({ signal }: { signal?: AbortSignal } = {}): Promise<ManagersResponse> {
  return api<ManagersResponse>('/contractor/managers', { signal });
}

export function getManagersQueryOptions() {
  return queryOptions({ queryKey: managersKeys.list(), queryFn: ({ signal }) => getManagers({ signal }) });
}

export function useManagers() {
  return useQuery(getManagersQueryOptions());
}
