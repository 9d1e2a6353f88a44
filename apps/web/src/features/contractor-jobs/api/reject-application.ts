import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@vamos/shared/schemas/applications';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/** POST /api/contractor/applications/:id/reject: pending → rejected, nothing charged. */
export async function rejectApplication(id: string): Promise<Application> {
  return api<Application>(`/contractor/applications/${encodeURIComponent(id)}/reject`, { method: 'POST' });
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
  });
}
