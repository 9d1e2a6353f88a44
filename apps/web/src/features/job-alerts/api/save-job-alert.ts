import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAlertInput, JobAlertView } from '@vamos/shared/schemas/job-alerts';
import { api } from '@/lib/api-client';
import { jobAlertsQueryKey } from './get-job-alerts';

/** `POST /api/freelancer/job-alerts` (no id) or `PUT /api/freelancer/job-alerts/:id`. */
export async function saveJobAlert({ id, input }: { id?: string; input: JobAlertInput }): Promise<JobAlertView> {
  return id
    ? api<JobAlertView>(`/freelancer/job-alerts/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<JobAlertView>('/freelancer/job-alerts', { method: 'POST', body: input });
}

export function useSaveJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJobAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAlertsQueryKey }),
  });
}
