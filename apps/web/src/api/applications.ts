import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import { api, ApiError } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';
import { agendaKeys } from './agenda';
import { strikesKeys } from './strikes';
import { APPLICATION_OR_JOB_EVENTS, jobsKeys } from './jobs';
import { walletKeys } from './wallet';

/**
 * The freelancer's applications (`/api/freelancer/applications`, `/api/jobs/:id/apply`): one
 * list for the board's tab and 'Minhas Candidaturas', and the mutations with what each makes
 * stale — my applications and the jobs always; the agenda when an approved job is given up.
 */
export const applicationsKeys = {
  all: ['applications'] as const,
  mine: () => [...applicationsKeys.all, 'mine'] as const,
};

// A new application (from another tab), a contractor's decision or a change to the job
// changes the statuses shown; an approval also charges coins.
for (const type of APPLICATION_OR_JOB_EVENTS) {
  registerRealtimeInvalidation(type, () => [applicationsKeys.all, walletKeys.all]);
}

/** Mine, newest applied first; `counts` cover every page. */
export async function getMyApplications(
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MyApplicationsResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api<MyApplicationsResponse>(`/freelancer/applications${query}`, { signal });
}

export function myApplicationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.mine(),
    queryFn: ({ pageParam, signal }) => getMyApplications(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useMyApplications() {
  return useInfiniteQuery(myApplicationsQueryOptions());
}

/** `POST /api/jobs/:id/apply`: no coins move now; they are charged only if approved. */
export async function applyToJob(jobId: string): Promise<Application> {
  return api<Application>(`/jobs/${encodeURIComponent(jobId)}/apply`, { method: 'POST' });
}

/** `DELETE /api/freelancer/applications/:id`: withdraws my pending application; nothing was charged. */
export async function cancelApplication(applicationId: string): Promise<void> {
  await api<void>(`/freelancer/applications/${encodeURIComponent(applicationId)}`, { method: 'DELETE' });
}

/** Which shift to give up, and the strikes its dialog said it gives (the server's `withdraw_consequence`). */
export type WithdrawRequest = { id: string; expectedStrikes?: number };

/**
 * `POST /api/freelancer/applications/:id/withdraw` ('Desistir'): gives up an approved job; the
 * place reopens, the agenda item is cancelled, the coins paid on approval are not refunded, a late
 * notice gives strikes. When the notice has changed band since the dialog said it, the server
 * refuses (WITHDRAWAL_CONSEQUENCE_CHANGED) and nothing moves.
 */
export async function withdrawApplication({ id, expectedStrikes }: WithdrawRequest): Promise<Application> {
  return api<Application>(`/freelancer/applications/${encodeURIComponent(id)}/withdraw`, {
    method: 'POST',
    body: expectedStrikes === undefined ? undefined : { expected_strikes: expectedStrikes },
  });
}

export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSettled: async (_data, error) => {
      const stale = [
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
      ];
      // The server found fewer coins than this screen thought: refresh the balance.
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_TOKENS') {
        stale.push(queryClient.invalidateQueries({ queryKey: walletKeys.all }));
      }
      await Promise.all(stale);
    },
  });
}

export function useCancelApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelApplication,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]),
  });
}

function useWithdrawMutation(mutationFn: (request: WithdrawRequest) => Promise<Application>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
        queryClient.invalidateQueries({ queryKey: strikesKeys.all }),
      ]),
  });
}

/** 'Desistir' on one of my shifts (an application of mine, or an item of my agenda: the same id). */
export function useWithdrawApplication() {
  return useWithdrawMutation(withdrawApplication);
}
