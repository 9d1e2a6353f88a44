import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@vamos/shared/schemas/applications';
import type { ContestInput } from '@vamos/shared/schemas/no-shows';
import { applicationsKeys } from '@/api/applications';
import { strikesKeys } from '@/api/strikes';
import { api } from '@/lib/api-client';

/**
 * POST /api/freelancer/applications/:id/contest ('Contestar'): the no-show waits for an operator
 * ('Em contestação') and its strikes stop counting meanwhile.
 */
export async function contestNoShow({ id, text }: { id: string } & ContestInput): Promise<Application> {
  return api<Application>(`/freelancer/applications/${encodeURIComponent(id)}/contest`, {
    method: 'POST',
    body: { text },
  });
}

export function useContestNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contestNoShow,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: strikesKeys.all }),
      ]),
  });
}
