import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import { api, ApiError } from '@/lib/api-client';
import { TEAM_CHANGED_EVENT } from '@/api/team-keys';
import { registerRealtimeInvalidation } from '@/lib/realtime';
import { contractorJobsKeys } from './query-keys';

// An applicant joined or left my team, or was blocked (their pending applications declined): the
// details show it. Here, not in ./query-keys, so the job form's page does not carry it (bundle budget).
registerRealtimeInvalidation(TEAM_CHANGED_EVENT, () => [[...contractorJobsKeys.all, 'detail']]);
// A guaranteed-pay place's PIX charge was paid, lapsed or cancelled (decision 0042): its candidate,
// the job's places and the open payment dialog refetch.
registerRealtimeInvalidation('payment.changed', () => [contractorJobsKeys.all]);

/** GET /api/contractor/jobs/:id: one of my jobs with its applications (anyone else's: 404). */
export async function getContractorJob(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ContractorJobDetail> {
  return api<ContractorJobDetail>(`/contractor/jobs/${encodeURIComponent(id)}`, { signal });
}

export function getContractorJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: contractorJobsKeys.detail(id),
    queryFn: ({ signal }) => getContractorJob(id, { signal }),
    // A missing or foreign job will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useContractorJob(id: string) {
  return useQuery(getContractorJobQueryOptions(id));
}
