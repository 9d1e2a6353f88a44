import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managersKeys } from '@/api/managers-keys';
import { api } from '@/lib/api-client';

/** `DELETE /api/contractor/managers/invitations/:id` ('Cancelar convite'): the link stops working. */
export async function cancelManagerInvitation(id: string): Promise<void> {
  await api<void>(`/contractor/managers/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useCancelManagerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelManagerInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: managersKeys.all }),
  });
}
