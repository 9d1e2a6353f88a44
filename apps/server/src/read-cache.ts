/** A value stored `at`, answered until `freshUntil`, never after its own `expiresAt`. */
type Entry<T> = { value: T; at: number; freshUntil: number; expiresAt: number };

export type ReadCacheOptions<V> = {
  /** How long a value is answered (0 turns the cache off). */
  ttlMs: number;
  /** At most this many values; the least recently read goes first. */
  maxEntries: number;
  /**
   * Answer a value past its time to live (but younger than twice that) while one reload runs
   * behind it, instead of making the reader wait for the reload.
   */
  staleWhileReload: boolean;
  /**
   * Each value lives between (1 - jitter) × ttlMs and ttlMs, at `random` (default 0: exactly
   * ttlMs), so that values stored together do not all expire, and load again, together.
   */
  jitter?: number;
  random?: () => number;
  /** The moment (ms since epoch) past which a value is never answered, whatever its time to live. */
  expiresAt?: (value: V) => number;
};

/**
 * The mechanics every cache of database reads shares (the sessions: http/session-cache.ts; the job
 * board's pages and the job details: modules/jobs/job-*-cache.ts): values by key for a time to
 * live, bounded (the least recently read goes first), one load for all concurrent readers of a
 * key, and nothing stored that a change may have overtaken. Each cache forgets what a bus event
 * makes stale (app-caches.ts): an event reaches this instance's subscribers before the answer of
 * the change (PostgreSQL bus: at once locally, by NOTIFY on the others); the time to live only
 * bounds what a lost notification could leave. While the bus may miss events (`suspend`), every
 * read loads and nothing is kept (followBus). A load that finds nothing (undefined) is not kept.
 */
export class ReadCache<V = unknown> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Loads in progress, so that many readers of a missing or expired key wait for one query. */
  private readonly loading = new Map<string, { generation: number; promise: Promise<V | undefined> }>();
  private currentGeneration = 0;
  private suspended = false;

  constructor(private readonly options: ReadCacheOptions<V>) {}

  get size(): number {
    return this.entries.size;
  }

  /** Changes with every clear() and forgetWhere(): a value read before one is not stored after it (set). */
  get generation(): number {
    return this.currentGeneration;
  }

  get<T extends V>(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now >= entry.freshUntil) {
      this.entries.delete(key);
      return undefined;
    }
    this.touch(key, entry);
    return entry.value as T;
  }

  /** Stores `value` unless clear() or forgetWhere() ran since `generation` was read. */
  set(key: string, value: V, generation: number, now = Date.now()): void {
    const { ttlMs, maxEntries, jitter = 0, random = Math.random, expiresAt: expiryOf } = this.options;
    if (ttlMs <= 0 || maxEntries <= 0 || this.suspended || generation !== this.currentGeneration) return;
    this.entries.delete(key);
    while (this.entries.size >= maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    const expiresAt = expiryOf?.(value) ?? Infinity;
    const lifetime = jitter > 0 ? ttlMs * (1 - jitter * random()) : ttlMs;
    this.entries.set(key, { value, at: now, freshUntil: Math.min(now + lifetime, expiresAt), expiresAt });
  }

  /**
   * The cached value, or the result of `load` — run once for all concurrent callers of the same
   * key, and stored unless a change forgot the key or cleared the cache meanwhile.
   */
  async getOrLoad<T extends V | undefined>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.suspended) return load();
    const entry = this.entries.get(key);
    if (entry && now < entry.freshUntil) {
      this.touch(key, entry);
      return entry.value as T;
    }
    const reload = this.startLoad(key, load, now);
    const answerable = entry && now < entry.at + 2 * this.options.ttlMs && now < entry.expiresAt;
    if (answerable && this.options.staleWhileReload) {
      reload.catch(() => undefined);
      return entry.value as T;
    }
    if (entry) this.entries.delete(key);
    return reload;
  }

  /** Forgets what an event made stale: everything, or some keys. */
  invalidate(stale: 'all' | string[]): void {
    if (stale === 'all') this.clear();
    else for (const key of stale) this.forget(key);
  }

  /** Drops one key and any load of it in progress (that load's result is not kept). */
  forget(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /**
   * Drops the values `test` picks (a user's sessions) and every load in progress, whose value is
   * not known yet: none of them is stored.
   */
  forgetWhere(test: (value: V) => boolean): void {
    this.currentGeneration += 1;
    for (const [key, entry] of this.entries) if (test(entry.value)) this.entries.delete(key);
    this.loading.clear();
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.loading.clear();
  }

  /** The bus may miss events: nothing kept is trusted, every read loads, until `resume`. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** The bus hears every event again: cache again, from empty (a load in flight is not kept). */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  /** Most recently read last: the first entry of the map is the one to drop when full. */
  private touch(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private startLoad<T extends V | undefined>(key: string, load: () => Promise<T>, now: number): Promise<T> {
    const generation = this.currentGeneration;
    const inFlight = this.loading.get(key);
    if (inFlight && inFlight.generation === generation) return inFlight.promise as Promise<T>;
    const promise: Promise<T> = load().then((value) => {
      // Not stored when forget(), forgetWhere() or clear() dropped this load: it may predate a change.
      if (value !== undefined && this.loading.get(key)?.promise === promise) this.set(key, value as V, generation, now);
      return value;
    });
    this.loading.set(key, { generation, promise });
    const done = () => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    };
    promise.then(done, done);
    return promise;
  }
}
