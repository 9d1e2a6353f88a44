import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaResponse } from '@vamos/shared/schemas/agenda';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';

export const agendaQueryKey = ['contractor-agenda'] as const;

// Approving a freelancer, editing or cancelling a job moves the job's items on the agenda.
registerRealtimeInvalidation('job.changed', () => [agendaQueryKey]);

/** GET /api/agenda (contractor): every own item, date then start time ascending. */
export async function getAgenda({ signal }: { signal?: AbortSignal } = {}): Promise<AgendaResponse> {
  return api<AgendaResponse>('/agenda', { signal });
}

export function getAgendaQueryOptions() {
  return queryOptions({ queryKey: agendaQueryKey, queryFn: ({ signal }) => getAgenda({ signal }) });
}

export function useAgenda() {
  return useQuery(getAgendaQueryOptions());
}
