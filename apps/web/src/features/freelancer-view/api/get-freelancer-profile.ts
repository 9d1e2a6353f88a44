import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreelancerProfileView } from '@vamos/shared/schemas/job-views';
import { api, ApiError } from '@/lib/api-client';
import { TEAM_CHANGED_EVENT } from '@/api/team-keys';
import { registerRealtimeInvalidation } from '@/lib/realtime';

export const freelancerProfileKeys = {
  all: ['freelancer-profile'] as const,
  detail: (id: string) => [...freelancerProfileKeys.all, id] as const,
};

// An approval (or a job change) can open the contact data: refetch what is on screen.
registerRealtimeInvalidation('job.changed', () => [freelancerProfileKeys.all]);
// A new or edited evaluation changes the rating summary.
registerRealtimeInvalidation('evaluation.changed', () => [freelancerProfileKeys.all]);
// Their standing in my team ('Na equipe', 'Bloqueado') is on the profile.
registerRealtimeInvalidation(TEAM_CHANGED_EVENT, () => [freelancerProfileKeys.all]);

/**
 * GET /api/freelancers/:id (contractor): a freelancer who applied to one of my jobs; `contact`
 * (e-mail, phone, CPF) only once they are approved on one of my jobs. `jobId` names the job the
 * contractor came from.
 */
export async function getFreelancerProfile(
  id: string,
  { jobId, signal }: { jobId?: string; signal?: AbortSignal } = {},
): Promise<FreelancerProfileView> {
  const query = jobId ? `?jobId=${encodeURIComponent(jobId)}` : '';
  return api<FreelancerProfileView>(`/freelancers/${encodeURIComponent(id)}${query}`, { signal });
}

export function getFreelancerProfileQueryOptions(id: string, jobId?: string) {
  return queryOptions({
    queryKey: [...freelancerProfileKeys.detail(id), jobId ?? null] as const,
    queryFn: ({ signal }) => getFreelancerProfile(id, { jobId, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useFreelancerProfile(id: string, jobId?: string) {
  return useQuery(getFreelancerProfileQueryOptions(id, jobId));
}
