import type { RealtimeEvent } from '../realtime/event-bus.ts';
import type { PublicJob } from './job-presenter.ts';

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

type Entry<T> = { value: T; at: number };

/**
 * The public part of each job detail (the job row, presented once), by job id, kept up to
 * `maxAgeMs` (JOB_DETAIL_CACHE_MS; 0 turns it off) for at most `maxEntries` jobs, the least
 * recently read dropped first. app.ts forgets the jobs each event names (jobsChangedBy): an event
 * reaches this instance's subscribers before the answer of the change (PostgreSQL bus: at once
 * locally, by NOTIFY on the others); the age limit only bounds what a lost notification could
 * leave. Nothing a viewer may or may not see (the contractor's contact, their application) is kept.
 */
export class JobDetailCache<T = PublicJob> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Loads in progress: concurrent readers of a missing job wait for one query. */
  private readonly loading = new Map<string, Promise<T | undefined>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached value of `key`, or what `load` finds (undefined: nothing to keep, e.g. no such
   * job) — one load for every concurrent reader, kept unless an event forgot the key meanwhile:
   * the load may have read the row before the change.
   */
  async getOrLoad(key: string, load: () => Promise<T | undefined>, now = Date.now()): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (entry && now - entry.at < this.maxAgeMs) {
      // Most recently read last: the first entry of the map is the one to drop when full.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    const running = this.loading.get(key);
    if (running) return running;
    const promise = load().then((value) => {
      if (value !== undefined && this.loading.get(key) === promise) this.store(key, value, now);
      return value;
    });
    this.loading.set(key, promise);
    const done = () => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  /** Forgets what an event made stale (jobsChangedBy). */
  invalidate(stale: 'all' | string[]): void {
    if (stale === 'all') this.clear();
    else for (const key of stale) this.forget(key);
  }

  /** Drops one key and any load of it in progress (that load's result is not kept). */
  forget(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: T, now: number): void {
    if (this.maxAgeMs <= 0 || this.maxEntries <= 0) return;
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, at: now });
  }
}
