import type { RealtimeEvent } from '../realtime/event-bus.ts';
import type { JobListFilter } from './job-list.repo.ts';

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

type Entry<T> = { value: T; at: number };

/**
 * The job board's pages and cities, kept for a moment (JOB_LIST_CACHE_MS; 0 turns it off): the
 * board is the most read screen and every freelancer with the same filters reads the same page.
 * app.ts clears what the bus's events make stale (staleAfter, invalidate); an event reaches this
 * instance's subscribers before the answer of the change (PostgreSQL bus: at once locally, by
 * NOTIFY on the others); the time to live bounds what a lost notification could leave.
 * `generation` guards against a page read before a change being stored after it.
 */
export class JobListCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  /** Loads in progress, so that many readers of an expired key wait for one query. */
  private readonly loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  private currentGeneration = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Drops what an event made stale (staleAfter): every page, or some viewers' own applications. */
  invalidate(stale: 'all' | string[]): void {
    if (stale === 'all') this.clear();
    else for (const key of stale) this.forget(key);
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get<T>(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** Stores `value` unless the cache was cleared since `generation` was read. */
  set(key: string, value: unknown, generation: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || generation !== this.currentGeneration) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, at: now });
  }

  /**
   * The cached value, or the result of `load` — run once for all concurrent callers of the same
   * key and generation, and stored unless a change cleared the cache meanwhile. A value past its
   * time to live (but younger than twice that) is still answered while one reload runs behind it:
   * events clear the cache, the time to live is only the safety net for a lost notification.
   */
  async getOrLoad<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const entry = this.entries.get(key);
    const age = entry ? now - entry.at : Infinity;
    if (entry && age < this.ttlMs) return entry.value as T;
    const reload = this.startLoad(key, load);
    if (entry && age < 2 * this.ttlMs) {
      reload.catch(() => undefined);
      return entry.value as T;
    }
    return reload;
  }

  private startLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.currentGeneration;
    const inFlight = this.loading.get(key);
    if (inFlight && inFlight.generation === generation) return inFlight.promise as Promise<T>;
    const promise: Promise<T> = load().then((value) => {
      // Not stored when forget() or clear() dropped this load meanwhile: it may predate a change.
      if (this.loading.get(key)?.promise === promise) this.set(key, value, generation);
      return value;
    });
    this.loading.set(key, { generation, promise });
    const forget = () => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** Drops one key and any load of it in progress. */
  forget(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
