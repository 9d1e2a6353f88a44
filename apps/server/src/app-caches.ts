import type { Deps } from './app-deps.ts';
import type { Config } from './config.ts';
import { SessionCache } from './http/session-cache.ts';
import { JobDetailCache } from './modules/jobs/job-detail-cache.ts';
import { JobListCache } from './modules/jobs/job-list-cache.ts';
import type { EventBus } from './modules/realtime/event-bus.ts';
import { followBus } from './modules/realtime/follow-bus.ts';
import { TeamReads } from './modules/team/team-reads.ts';

export type Caches = Pick<Deps, 'sessionCache' | 'jobListCache' | 'jobDetailCache' | 'team'>;

/** The database reads kept in memory, each a ReadCache (read-cache.ts); their times to live come from config. */
export function createCaches(config: Config): Caches {
  return {
    sessionCache: new SessionCache(config.SESSION_CACHE_SECONDS * 1000),
    jobListCache: new JobListCache(config.JOB_LIST_CACHE_MS),
    jobDetailCache: new JobDetailCache(config.JOB_DETAIL_CACHE_MS),
    // Each freelancer's invisible contractors, read by the board and the detail (decision 0034):
    // forgotten by visibility.changed; the longer of the two lifetimes is only the safety net.
    team: new TeamReads(Math.max(config.JOB_LIST_CACHE_MS, config.JOB_DETAIL_CACHE_MS)),
  };
}

/**
 * Any instance's logout, password reset or change to jobs and applications: this one forgets what
 * it makes stale (each cache's `forgetStale`):
 * - `session.revoked` → the sessions of the users it names (decision 0007);
 * - `job.*` → every board page, and the detail of the job it names (every detail if it names none);
 * - `application.*` → the board's "my applications" of the users it names (decision 0008);
 * - `visibility.changed` → the invisible contractors of the users it names (decision 0034).
 * While the bus may miss one (its LISTEN connection is down), the caches are bypassed, and they
 * start empty when it is back. Returns the function that stops following.
 */
export function followBusWithCaches(events: EventBus, caches: Caches): () => void {
  const stops = [caches.sessionCache, caches.jobListCache, caches.jobDetailCache, caches.team].map((cache) =>
    followBus(events, cache),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
