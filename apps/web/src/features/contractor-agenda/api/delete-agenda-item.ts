import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaResponse } from '@vamos/shared/schemas/agenda';
import { api } from '@/lib/api-client';
import { agendaQueryKey } from './get-agenda';

/** DELETE /api/agenda/:id. */
export async function deleteAgendaItem(id: string): Promise<void> {
  await api<void>(`/agenda/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAgendaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgendaItem,
    onSuccess: async (_data, id) => {
      queryClient.setQueryData<AgendaResponse>(
        agendaQueryKey,
        (old) => old && { items: old.items.filter((item) => item.id !== id) },
      );
      await queryClient.invalidateQueries({ queryKey: agendaQueryKey });
    },
  });
}
