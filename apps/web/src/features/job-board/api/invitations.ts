import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationAccepted, InvitationsResponse } from '@vamos/shared/schemas/invitations';
import { api } from '@/lib/api-client';
import { jobsKeys } from '@/api/jobs';
import { applicationsKeys } from '@/api/applications';
import { agendaKeys } from '@/api/agenda';
import { walletKeys } from '@/api/wallet';

/**
 * 'Convites' (decision 0037): my open invitations. Under the board's key, so every event that
 * changes a job or my part in it (an invitation is `application.created`, its lapse
 * `application.rejected`) refreshes them with the board.
 */
export const invitationsKey = [...jobsKeys.all, 'invitations'] as const;

/** `GET /api/freelancer/invitations`: the soonest shift first. */
export async function getInvitations({ signal }: { signal?: AbortSignal } = {}): Promise<InvitationsResponse> {
  return api<InvitationsResponse>('/freelancer/invitations', { signal });
}

export function invitationsQueryOptions() {
  return queryOptions({ queryKey: invitationsKey, queryFn: ({ signal }) => getInvitations({ signal }) });
}

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}

/** `POST /api/freelancer/invitations/:id/accept`: booked at once; the application's coins are charged now. */
export async function acceptInvitation(id: string): Promise<InvitationAccepted> {
  return api<InvitationAccepted>(`/freelancer/invitations/${encodeURIComponent(id)}/accept`, { method: 'POST' });
}

/** `POST /api/freelancer/invitations/:id/decline`: nothing charged; the contractor is told. */
export async function declineInvitation(id: string): Promise<void> {
  await api<void>(`/freelancer/invitations/${encodeURIComponent(id)}/decline`, { method: 'POST' });
}

type Said<T> = { onSuccess?: (data: T) => void; onError?: (error: Error) => void };

/**
 * What the buttons say of the answer comes in `said`, run by the mutation itself: the invitation's
 * change reaches the board live and may remove its card first, and mutate()'s own callbacks do not
 * run once their component is gone (as useReserveApplication).
 */
function useAnswer<T>(answer: (id: string) => Promise<T>, said: Said<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSuccess: (data) => said.onSuccess?.(data),
    onError: (error) => said.onError?.(error),
    onSettled: () =>
      Promise.all(
        [jobsKeys.all, applicationsKeys.all, agendaKeys.all, walletKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useAcceptInvitation(said: Said<InvitationAccepted> = {}) {
  return useAnswer(acceptInvitation, said);
}

export function useDeclineInvitation(said: Said<void> = {}) {
  return useAnswer(declineInvitation, said);
}
