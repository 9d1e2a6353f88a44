import type { QueryClient } from '@tanstack/react-query';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import type { CreatedEvent } from '@vamos/shared/schemas/job-views';
import { walletKeys } from '@/api/wallet';
import { createEvent } from '../api/create-event';
import { contractorJobsKeys } from '../api/query-keys';

/**
 * 'Repetir semanalmente' (decision 0038): the job the form checked, as a one-role series of `weeks`
 * weeks (POST /api/contractor/events: one credit per job, all or nothing), then the lists refetch.
 */
export async function publishWeekly(queryClient: QueryClient, job: CreateJob, weeks: number): Promise<CreatedEvent> {
  const { segment, required_people, salary_cents, requirements, ...shared } = job;
  const created = await createEvent({
    ...shared,
    name: '',
    roles: [{ segment, required_people, salary_cents, requirements }],
    weeks,
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  ]);
  return created;
}
