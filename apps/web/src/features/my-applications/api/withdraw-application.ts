import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationSchema, type Application } from '@vamos/shared/schemas/applications';
import { api } from '@/lib/api-client';
import { applicationsQueryKey } from './get-my-applications';

/**
 * `POST /api/freelancer/applications/:id/withdraw` ('Desistir'): gives up an approved job; the
 * place reopens, the agenda item is cancelled, the coins paid on approval are not refunded.
 */
export async function withdrawApplication(applicationId: string): Promise<Application> {
  return ApplicationSchema.parse(
    await api<unknown>(`/freelancer/applications/${encodeURIComponent(applicationId)}/withdraw`, { method: 'POST' }),
  );
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
        queryClient.invalidateQueries({ queryKey: ['agenda'] }),
      ]),
  });
}
