import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreelancerAgendaItem, FreelancerAgendaResponse } from '@vamos/shared/schemas/agenda';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';

/** The freelancer's agenda (`GET /api/freelancer/agenda`): every query under ['agenda']. */
export const agendaKeys = {
  all: ['agenda'] as const,
  freelancer: () => [...agendaKeys.all, 'freelancer'] as const,
};

/** spec 01 §9: the agenda refetches every 30 s (and when the window regains focus). */
const REFETCH_MS = 30_000;

// An approval adds an item; a withdrawal, a concluded shift, a cancelled or edited job changes or removes one.
for (const type of [
  'application.approved',
  'application.withdrawn',
  'application.changed',
  'job.changed',
  'job.cancelled',
] as const) {
  registerRealtimeInvalidation(type, () => [agendaKeys.all]);
}

/** My confirmed jobs still open, by date. */
export async function getFreelancerAgenda({ signal }: { signal?: AbortSignal } = {}): Promise<FreelancerAgendaItem[]> {
  return (await api<FreelancerAgendaResponse>('/freelancer/agenda', { signal })).items;
}

export function freelancerAgendaQueryOptions() {
  return queryOptions({
    queryKey: agendaKeys.freelancer(),
    queryFn: ({ signal }) => getFreelancerAgenda({ signal }),
    refetchInterval: REFETCH_MS,
    refetchOnWindowFocus: 'always',
  });
}

export function useFreelancerAgenda() {
  return useQuery(freelancerAgendaQueryOptions());
}
