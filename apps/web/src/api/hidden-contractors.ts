import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HiddenContractorsResponse } from '@vamos/shared/schemas/team';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';
import { jobsKeys } from './jobs';

/**
 * The contractors a freelancer hides (issue 26): hidden from a job's page (the board), listed and
 * shown again on 'Contratantes ocultos'. Either change alters what the board lists.
 */
export const hiddenContractorsKeys = { all: ['hidden-contractors'] as const };

// Hidden or shown from another tab or device: the list follows.
registerRealtimeInvalidation('visibility.changed', () => [hiddenContractorsKeys.all]);

/** `GET /api/freelancer/hidden-contractors`. */
export async function getHiddenContractors({ signal }: { signal?: AbortSignal } = {}) {
  return api<HiddenContractorsResponse>('/freelancer/hidden-contractors', { signal });
}

export function useHiddenContractors() {
  return useQuery({ queryKey: hiddenContractorsKeys.all, queryFn: ({ signal }) => getHiddenContractors({ signal }) });
}

/** `POST /api/jobs/:jobId/hide-contractor`: that job's contractor; their jobs leave my board. */
export async function hideJobContractor(jobId: string): Promise<void> {
  await api<void>(`/jobs/${encodeURIComponent(jobId)}/hide-contractor`, { method: 'POST' });
}

/** `DELETE /api/freelancer/hidden-contractors/:contractorId`: their jobs come back to my board. */
export async function showContractor(contractorId: string): Promise<void> {
  await api<void>(`/freelancer/hidden-contractors/${encodeURIComponent(contractorId)}`, { method: 'DELETE' });
}

/**
 * What a screen says of the answer comes in `said`, run by the mutation itself: the change reaches
 * the page live ('visibility.changed') and may remove the screen that asked, and mutate()'s own
 * callbacks do not run once their component is gone.
 */
type Said = { onSuccess?: () => void; onError?: (error: Error) => void };

function useHiddenContractorsMutation(mutationFn: (id: string) => Promise<void>, said: Said) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => said.onSuccess?.(),
    onError: (error) => said.onError?.(error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hiddenContractorsKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]),
  });
}

export const useHideJobContractor = (said: Said = {}) => useHiddenContractorsMutation(hideJobContractor, said);
export const useShowContractor = (said: Said = {}) => useHiddenContractorsMutation(showContractor, said);
