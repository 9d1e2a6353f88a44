import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AgendaItemViewSchema, type AgendaItemView } from '@vamos/shared/schemas/agenda';
import { api } from '@/lib/api-client';
import { agendaQueryKey } from './get-agenda';

/** `POST /api/freelancer/agenda/:id/complete`: the service is done (from its date on). */
export async function completeAgendaItem(itemId: string): Promise<AgendaItemView> {
  return AgendaItemViewSchema.parse(
    await api<unknown>(`/freelancer/agenda/${encodeURIComponent(itemId)}/complete`, { method: 'POST' }),
  );
}

export function useCompleteAgendaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAgendaItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaQueryKey }),
  });
}
