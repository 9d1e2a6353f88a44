import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaItemData, AgendaItemView } from '@vamos/shared/schemas/agenda';
import { api } from '@/lib/api-client';
import { agendaQueryKey } from './get-agenda';

/** POST /api/agenda (already parsed by AgendaItemSchema). */
export async function createAgendaItem(input: AgendaItemData): Promise<AgendaItemView> {
  return api<AgendaItemView>('/agenda', { method: 'POST', body: input });
}

export function useCreateAgendaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgendaItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaQueryKey }),
  });
}
