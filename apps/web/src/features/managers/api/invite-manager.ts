import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteManagerInput, ManagerInvitation } from '@vamos/shared/schemas/managers';
import { managersKeys } from '@/api/managers-keys';
import { api } from '@/lib/api-client';

/**
 * `POST /api/contractor/managers/invitations` ('Convidar gerente', and 'Reenviar' with the same
 * e-mail: a new link replaces the open one). 400 VALIDATION (`fields.email`); 409 for an e-mail that
 * cannot be invited (MANAGER_EMAIL_UNAVAILABLE, MANAGER_ALREADY, MANAGER_OF_OTHER_COMPANY) and for
 * MANAGER_LIMIT; 503 MANAGER_INVITATION_NOT_SENT.
 */
export async function inviteManager(input: InviteManagerInput): Promise<ManagerInvitation> {
  return (
    await api<{ invitation: ManagerInvitation }>('/contractor/managers/invitations', { method: 'POST', body: input })
  ).invitation;
}

export function useInviteManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteManager,
    onSettled: () => queryClient.invalidateQueries({ queryKey: managersKeys.all }),
  });
}
