import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import { api } from '@/lib/api-client';
import { agendaKeys } from '@/api/agenda';

/** `POST /api/freelancer/agenda/:id/confirm` ('Vou comparecer'): before the shift starts. */
export async function confirmShift(itemId: string): Promise<FreelancerAgendaItem> {
  return api<FreelancerAgendaItem>(`/freelancer/agenda/${encodeURIComponent(itemId)}/confirm`, { method: 'POST' });
}

/** `POST /api/freelancer/agenda/:id/check-in` ('Cheguei'): with the contractor's code of today. */
export async function checkIn({ id, code }: { id: string; code: string }): Promise<FreelancerAgendaItem> {
  return api<FreelancerAgendaItem>(`/freelancer/agenda/${encodeURIComponent(id)}/check-in`, {
    method: 'POST',
    body: { code },
  });
}

export function useConfirmShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmShift,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
