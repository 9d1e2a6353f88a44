import type { RealtimeEvent } from '../realtime/event-bus.ts';
import type { PublicJob } from './job-presenter.ts';
import { ReadCache } from '../../read-cache.ts';

/**
 * The jobs whose row an event may have changed: a `job.*` event names its job (publish, edit,
 * photo, approval or "Desistir" moving its places, cancel, complete: the only writers of a job
 * row, and each sends one); one without a job id makes every job stale. Applications and the
 * rest change no job row: the viewer's own part of a detail is read per request anyway.
 */
export function jobsChangedBy(event: Pick<RealtimeEvent, 'type' | 'ids'>): 'all' | string[] {
  if (!event.type.startsWith('job.')) return [];
  const jobId = event.ids?.jobId;
  return jobId ? [jobId] : 'all';
}

/**
 * The public part of each job detail (the job row, presented once), by job id, kept up to
 * `maxAgeMs` (JOB_DETAIL_CACHE_MS; 0 turns it off) for at most `maxEntries` jobs, the least
 * recently read dropped first. app-caches.ts forgets the jobs each event names (jobsChangedBy). Nothing
 * a viewer may or may not see (the contractor's contact, their application) is kept.
 */
export class JobDetailCache<T = PublicJob> extends ReadCache<T> {
  constructor(maxAgeMs: number, maxEntries = 5_000) {
    super({ ttlMs: maxAgeMs, maxEntries, staleWhileReload: false });
  }

  forgetStale(event: RealtimeEvent): void {
    this.invalidate(jobsChangedBy(event));
  }
}
