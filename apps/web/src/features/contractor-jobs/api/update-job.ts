import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishedJob } from '@vamos/shared/schemas/job-views';
import type { UpdateJob } from '@vamos/shared/schemas/jobs';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/** PUT /api/contractor/jobs/:id (already parsed by UpdateJobSchema); refused after completion. */
export async function updateJob({ id, input }: { id: string; input: UpdateJob }): Promise<PublishedJob> {
  return api<PublishedJob>(`/contractor/jobs/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
  });
}
