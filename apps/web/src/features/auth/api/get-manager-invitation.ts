import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagerInvitationView } from '@vamos/shared/schemas/managers';
import { api } from '@/lib/api-client';

export const managerInvitationKeys = {
  all: ['manager-invitation'] as const,
  detail: (token: string) => [...managerInvitationKeys.all, token] as const,
};

/**
 * `GET /api/manager-invitations/:token`: the company, the e-mail invited and whether it has a
 * manager's login already. 404 MANAGER_INVITATION_INVALID once expired, used or cancelled.
 */
export async function getManagerInvitation(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ManagerInvitationView> {
  return api<ManagerInvitationView>(`/manager-invitations/${encodeURIComponent(token)}`, { signal });
}

export function getManagerInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: managerInvitationKeys.detail(token),
    queryFn: ({ signal }) => getManagerInvitation(token, { signal }),
    // Read once: after 'Aceitar convite' the link is used, and a refetch would call it invalid.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useManagerInvitation(token: string) {
  return useQuery({ ...getManagerInvitationQueryOptions(token), enabled: token !== '' });
}
