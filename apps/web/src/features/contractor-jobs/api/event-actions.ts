import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from '@/api/wallet';
import { contractorJobsKeys } from './query-keys';

export type EventAction = 'cancel' | 'complete';

/** POST /api/contractor/events/:id/cancel | complete: the whole event, through each job's own path. */
export async function runEventAction({ id, action }: { id: string; action: EventAction }): Promise<void> {
  await api<void>(`/contractor/events/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
}

/**
 * `said`: what the person is told of the outcome. Given here, not to `mutate()`: the jobs' own
 * changes reach the page live and may remove the button before the answer arrives, and `mutate()`'s
 * callbacks do not run once their component is gone; these do.
 */
export function useEventAction(said: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runEventAction,
    onSuccess: () => {
      said.onSuccess?.();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]);
    },
    onError: (error) => said.onError?.(error),
  });
}
