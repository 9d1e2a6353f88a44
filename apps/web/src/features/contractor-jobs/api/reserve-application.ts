import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@vamos/shared/schemas/applications';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/**
 * POST /api/contractor/applications/:id/reserve ('Aprovar como reserva', decision 0036): nothing
 * charged; the freelancer is confirmed (and charged) only if a place opens before the start.
 */
export async function reserveApplication(id: string): Promise<Application> {
  return api<Application>(`/contractor/applications/${encodeURIComponent(id)}/reserve`, { method: 'POST' });
}

export function useReserveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
  });
}
