import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptManagerInvitationInput } from '@vamos/shared/schemas/managers';
import { api } from '@/lib/api-client';
import { meQueryKey, type Me } from '@/lib/auth';
import { managerInvitationKeys } from './get-manager-invitation';

/**
 * `POST /api/manager-invitations/:token/accept` → the manager, and the session cookie: a new login
 * (`full_name` and `password`), or the password of the manager's login the e-mail has. 401
 * INVALID_CREDENTIALS, 404 MANAGER_INVITATION_INVALID, 409 MANAGER_EMAIL_UNAVAILABLE or
 * MANAGER_OF_OTHER_COMPANY, 400 VALIDATION with `fields`.
 */
export function acceptManagerInvitation({
  token,
  input,
}: {
  token: string;
  input: AcceptManagerInvitationInput;
}): Promise<{ user: Me }> {
  return api<{ user: Me }>(`/manager-invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: input,
  });
}

export function useAcceptManagerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptManagerInvitation,
    onSuccess: ({ user }) => {
      // The link works whoever is signed in: what was read for someone else leaves with them (the
      // invitation itself stays, or its page would read the used link again).
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== managerInvitationKeys.all[0] });
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
