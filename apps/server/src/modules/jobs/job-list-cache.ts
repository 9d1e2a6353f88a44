import type { RealtimeEvent } from '../realtime/event-bus.ts';
import type { JobListFilter } from './job-list.repo.ts';
import { ReadCache } from '../../read-cache.ts';

/** The cache key of a viewer's own applications, read alongside every page. */
export function mineKey(viewerId: string): string {
  return `mine:${viewerId}`;
}

/**
 * What an event makes stale: a job changed (published, edited, filled, reopened, cancelled,
 * completed: its services always send a `job.*` event) → every page; an application changed
 * without changing its job → only the applications of the users it names.
 */
export function staleAfter(event: Pick<RealtimeEvent, 'type' | 'userIds'>): 'all' | string[] {
  if (event.type.startsWith('job.')) return 'all';
  if (event.type.startsWith('application.')) return event.userIds.map(mineKey);
  return [];
}

/** The cache key of a page: its filter without the viewer. */
export function jobListCacheKey({ viewerId: _viewer, ...filter }: JobListFilter): string {
  return JSON.stringify(filter);
}

/**
 * The job board's pages and cities, kept for a moment (JOB_LIST_CACHE_MS; 0 turns it off): the
 * board is the most read screen and every freelancer with the same filters reads the same page.
 * app-caches.ts clears what the bus's events make stale (staleAfter, invalidate). An expired page is
 * still answered while one reload runs behind it: events clear the cache, the time to live is
 * only the safety net for a lost notification.
 */
export class JobListCache extends ReadCache {
  constructor(ttlMs: number, maxEntries = 10_000) {
    super({ ttlMs, maxEntries, staleWhileReload: true });
  }

  forgetStale(event: RealtimeEvent): void {
    this.invalidate(staleAfter(event));
  }
}
