import { registerRealtimeInvalidation } from '@/lib/realtime';

/**
 * The job board's cache keys (`GET /api/jobs`, `/jobs/:id`, `/jobs/cities`): the board reads
 * them (features/job-board), and every mutation that changes a job's places or my part in it
 * (applications, withdrawals) refreshes the prefix.
 */
export const jobsKeys = {
  all: ['jobs'] as const,
  list: <F>(filters: F) => [...jobsKeys.all, 'list', filters] as const,
  detail: (id: string) => [...jobsKeys.all, 'detail', id] as const,
  cities: () => [...jobsKeys.all, 'cities'] as const,
};

/** The events that change an application or its job (ids only; we refetch). */
export const APPLICATION_OR_JOB_EVENTS = [
  'application.created',
  'application.approved',
  'application.rejected',
  'application.cancelled',
  'application.withdrawn',
  /** The shift moved otherwise (concluded, attended…). */
  'application.changed',
  'job.changed',
  'job.cancelled',
] as const;

// A job's list row and detail carry my application and its places.
for (const type of APPLICATION_OR_JOB_EVENTS) {
  registerRealtimeInvalidation(type, () => [jobsKeys.all]);
}
// Sent to every freelancer when a job is published, edited or cancelled: the board (and its cities) refresh.
registerRealtimeInvalidation('job.listing_changed', () => [jobsKeys.all]);
// A block or a hidden contractor changed which jobs I may see (issue 26): the board and the details.
registerRealtimeInvalidation('visibility.changed', () => [jobsKeys.all]);
// My rating of the contractor (from the evaluation page, or another tab) hides 'Avaliar Contratante'.
registerRealtimeInvalidation('evaluation.changed', (event) =>
  event.ids.jobId ? [jobsKeys.detail(event.ids.jobId)] : [jobsKeys.all],
);
