import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaItemData, AgendaItemView } from '@vamos/shared/schemas/agenda';
import { api } from '@/lib/api-client';
import { agendaQueryKey } from './get-agenda';

/** PUT /api/agenda/:id (already parsed by AgendaItemSchema). */
export async function updateAgendaItem({ id, input }: { id: string; input: AgendaItemData }): Promise<AgendaItemView> {
  return api<AgendaItemView>(`/agenda/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateAgendaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgendaItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaQueryKey }),
  });
}
