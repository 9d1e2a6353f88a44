import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationSchema, type Application } from '@vamos/shared/schemas/applications';
import { api } from '@/lib/api-client';
import { agendaQueryKey } from './get-agenda';
import { getMyApplicationForJob } from './get-my-application-for-job';

/**
 * `POST /api/freelancer/applications/:id/withdraw` ('Desistir'): the approval is withdrawn, the
 * place reopens, the agenda item is cancelled; the coins paid are not refunded.
 */
export async function withdrawApplication(applicationId: string): Promise<Application> {
  return ApplicationSchema.parse(
    await api<unknown>(`/freelancer/applications/${encodeURIComponent(applicationId)}/withdraw`, { method: 'POST' }),
  );
}

/** Gives up the job of an agenda item (its application is looked up first). */
export function useWithdrawFromJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) => withdrawApplication((await getMyApplicationForJob(jobId)).id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]),
  });
}
