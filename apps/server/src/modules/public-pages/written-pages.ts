import { ReadCache } from '../../read-cache.ts';
import type { WrittenPage } from '../../http/written-page.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';
import { jobsChangedBy } from '../jobs/job-detail-cache.ts';

/** A job's page is kept as `job:<id>`, a listing page as `listing:<address>?<page>`. */
export const jobPageKey = (jobId: string) => `job:${jobId}`;
export const listingPageKey = (address: string, page: number) => `listing:${address}?${page}`;

/**
 * The public pages as written, by key, for `ttlMs` (JOB_DETAIL_CACHE_MS: the same freshness as the
 * job details the pages are drawn from; 0 turns it off), at most `maxEntries`. A `job.*` event makes
 * the page of the job it names stale (every job page when it names none) and every listing page
 * (a job opened, closed or changed its place in them). The contractor's rating and a closed job's
 * similar jobs are bounded by the time to live.
 */
export class WrittenPages extends ReadCache<WrittenPage> {
  constructor(ttlMs: number, maxEntries = 2_000) {
    super({ ttlMs, maxEntries, staleWhileReload: false });
  }

  forgetStale(event: RealtimeEvent): void {
    const jobs = jobsChangedBy(event);
    if (jobs === 'all') return this.clear();
    if (jobs.length === 0) return;
    this.forgetWhere((page) => page.kind === 'listing');
    for (const jobId of jobs) this.forget(jobPageKey(jobId));
  }
}
