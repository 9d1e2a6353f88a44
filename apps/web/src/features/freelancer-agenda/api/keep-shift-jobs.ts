import { useQueryClient } from '@tanstack/react-query';
import type { FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { useEffect } from 'react';
import { jobsKeys } from '@/api/jobs';
import { api } from '@/lib/api-client';

/** A job's detail fetched for the copy is fetched again at most this often (the agenda refetches every 30 s). */
const FRESH_MS = 5 * 60_000;

/**
 * Fetches the job of each shift on the agenda (`GET /api/jobs/:id`, under the key the job page reads):
 * the whole address and the contractor's contact are then in the copy kept on the phone (decision
 * 0031), and 'Detalhes' opens offline even for a job the person never opened.
 */
export function useShiftJobsKept(items: FreelancerAgendaItem[] | undefined): void {
  const queryClient = useQueryClient();
  const ids = (items ?? []).flatMap((item) => (item.job_id ? [item.job_id] : [])).join(' ');
  useEffect(() => {
    for (const id of ids ? ids.split(' ') : []) {
      void queryClient.prefetchQuery({
        queryKey: jobsKeys.detail(id),
        queryFn: ({ signal }) => api<JobDetail>(`/jobs/${encodeURIComponent(id)}`, { signal }),
        staleTime: FRESH_MS,
      });
    }
  }, [ids, queryClient]);
}
