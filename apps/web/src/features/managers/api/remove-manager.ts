import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managersKeys } from '@/api/managers-keys';
import { api } from '@/lib/api-client';

/** `DELETE /api/contractor/managers/:userId` ('Remover'): the manager's sessions end at once. */
export async function removeManager(userId: string): Promise<void> {
  await api<void>(`/contractor/managers/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRemoveManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeManager,
    onSettled: () => queryClient.invalidateQueries({ queryKey: managersKeys.all }),
  });
}
