import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationCreated } from '@vamos/shared/schemas/invitations';
import type { ContractorJobsResponse } from '@vamos/shared/schemas/job-views';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import { api } from '@/lib/api-client';

/** Under the contractor's jobs' prefix ('contractor-jobs'): every change to them refreshes it. */
const invitableJobsKey = ['contractor-jobs', 'invitable'] as const;

/** `GET /api/contractor/jobs`, kept to the jobs one may invite to now: active, a free place, not past. */
export async function getInvitableJobs({ signal }: { signal?: AbortSignal } = {}) {
  const { jobs } = await api<ContractorJobsResponse>('/contractor/jobs', { signal });
  const today = todayInSaoPaulo();
  return jobs.filter(
    (job) => job.status === 'active' && job.approved_count < job.required_people && job.service_date >= today,
  );
}

export function useInvitableJobs(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: invitableJobsKey, queryFn: ({ signal }) => getInvitableJobs({ signal }) }),
    enabled,
  });
}

export type InviteRequest = { jobId: string; freelancerId: string };

/** `POST /api/contractor/jobs/:id/invitations` ('Convidar', decision 0037): nothing is charged until they accept. */
export async function inviteToJob({ jobId, freelancerId }: InviteRequest): Promise<InvitationCreated> {
  return api<InvitationCreated>(`/contractor/jobs/${encodeURIComponent(jobId)}/invitations`, {
    method: 'POST',
    body: { freelancer_id: freelancerId },
  });
}

/** The dialog's answer runs from the mutation itself (it may close before the request ends). */
export function useInviteToJob(said: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteToJob,
    onSuccess: () => said.onSuccess?.(),
    onError: (error) => said.onError?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['contractor-jobs'] }),
  });
}
