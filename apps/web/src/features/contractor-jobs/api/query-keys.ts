import { registerRealtimeInvalidation } from '@/lib/realtime';

/** Query keys of the contractor's jobs: the list and each job's details share the prefix. */
export const contractorJobsKeys = {
  all: ['contractor-jobs'] as const,
  list: () => [...contractorJobsKeys.all, 'list'] as const,
  detail: (id: string) => [...contractorJobsKeys.all, 'detail', id] as const,
  event: (id: string) => [...contractorJobsKeys.all, 'event', id] as const,
  /** A job's 'Histórico' (who did what): its own entry, refetched by every event below. */
  history: (id: string) => [...contractorJobsKeys.all, 'history', id] as const,
};

// Someone applied, gave up or withdrew, accepted or declined an invitation (decision 0037), or a
// job changed (approval, edit, completion…), or was rated: the list, the details and the histories
// refetch what they show (pending counts, candidates, ratings, who did what…).
for (const type of [
  'application.created',
  'application.approved',
  'application.rejected',
  'application.cancelled',
  'application.withdrawn',
  'application.changed',
  'job.changed',
  'wallet.changed',
  'evaluation.changed',
] as const) {
  registerRealtimeInvalidation(type, () => [contractorJobsKeys.all]);
}
