import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import { api } from '@/lib/api-client';
import { agendaKeys } from '@/api/agenda';

/** `POST /api/freelancer/agenda/:id/complete`: the shift is done (from its start on); the answer says whether rating is open. */
export async function completeAgendaItem(itemId: string): Promise<FreelancerAgendaItem> {
  return api<FreelancerAgendaItem>(`/freelancer/agenda/${encodeURIComponent(itemId)}/complete`, { method: 'POST' });
}

export function useCompleteAgendaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAgendaItem,
    onSettled: () => {
      // Concluding the service opens the evaluation of the contractor: the 'Avaliar' badge counts
      // it. Not awaited: the caller's onSuccess (the 'Avaliação disponível!' toast) must not wait.
      void queryClient.invalidateQueries({ queryKey: ['evaluations'] });
      return queryClient.invalidateQueries({ queryKey: agendaKeys.all });
    },
  });
}
