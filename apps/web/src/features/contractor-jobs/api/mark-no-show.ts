import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@vamos/shared/schemas/applications';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/**
 * POST /api/contractor/applications/:id/no-show ('Não compareceu'): the freelancer receives the
 * no-show's strikes and the approval's credit comes back.
 */
export async function markNoShow(id: string): Promise<Application> {
  return api<Application>(`/contractor/applications/${encodeURIComponent(id)}/no-show`, { method: 'POST' });
}

export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
  });
}
