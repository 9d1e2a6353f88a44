import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobAlertList } from '@vamos/shared/schemas/job-alerts';
import { api } from '@/lib/api-client';

export const jobAlertsQueryKey = ['job-alerts'] as const;

/** `GET /api/freelancer/job-alerts`: my alerts, oldest first, and how many I may have. */
export async function getJobAlerts({ signal }: { signal?: AbortSignal } = {}): Promise<JobAlertList> {
  return api<JobAlertList>('/freelancer/job-alerts', { signal });
}

export function getJobAlertsQueryOptions() {
  return queryOptions({ queryKey: jobAlertsQueryKey, queryFn: ({ signal }) => getJobAlerts({ signal }) });
}

export function useJobAlerts() {
  return useQuery(getJobAlertsQueryOptions());
}
