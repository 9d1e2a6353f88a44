import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEvent } from '@vamos/shared/schemas/job-events';
import type { CreatedEvent } from '@vamos/shared/schemas/job-views';
import { api } from '@/lib/api-client';
import { walletKeys } from '@/api/wallet';
import { contractorJobsKeys } from './query-keys';

/**
 * POST /api/contractor/events (already parsed by CreateEventSchema): one job per role and week,
 * one credit each, all or nothing ('Publicar evento', 'Repetir semanalmente').
 */
export async function createEvent(input: CreateEvent): Promise<CreatedEvent> {
  return api<CreatedEvent>('/contractor/events', { method: 'POST', body: input });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
