import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/** Which job to cancel, and whether its dialog said the cancellation is late (the server's `cancel_consequence`). */
export type CancelJobRequest = { id: string; expectedLate?: boolean };

/**
 * POST /api/contractor/jobs/:id/cancel ('Cancelar evento'): the job leaves the lists. When the notice
 * has crossed the 24 h line since the dialog said it, the server refuses
 * (CANCELLATION_CONSEQUENCE_CHANGED) and nothing moves.
 */
export async function cancelJob({ id, expectedLate }: CancelJobRequest): Promise<void> {
  await api<void>(`/contractor/jobs/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: expectedLate === undefined ? undefined : { expected_late: expectedLate },
  });
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: contractorJobsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: contractorJobsKeys.list() });
    },
    // The consequence changed while the dialog was open: the job's detail brings the new one.
    onError: (error, { id }) =>
      error instanceof ApiError && error.code === 'CANCELLATION_CONSEQUENCE_CHANGED'
        ? queryClient.invalidateQueries({ queryKey: contractorJobsKeys.detail(id) })
        : undefined,
  });
}
