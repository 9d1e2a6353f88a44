type Entry<T> = { value: T; at: number };

export type ReadCacheOptions = {
  /** How long a value is answered (0 turns the cache off). */
  ttlMs: number;
  /** At most this many values; the least recently read goes first. */
  maxEntries: number;
  /**
   * Answer a value past its time to live (but younger than twice that) while one reload runs
   * behind it, instead of making the reader wait for the reload.
   */
  staleWhileReload: boolean;
};

/**
 * The mechanics the job caches share (JobListCache, JobDetailCache): values by key for a time
 * to live, bounded, one load for all concurrent readers of a key, and nothing stored that a
 * change may have overtaken. app.ts forgets what each event makes stale: an event reaches this
 * instance's subscribers before the answer of the change (PostgreSQL bus: at once locally, by
 * NOTIFY on the others); the time to live only bounds what a lost notification could leave.
 * While the bus may miss events (`suspend`), every read loads and nothing is kept; app.ts follows
 * the bus (followBus). A load that finds nothing (undefined) is not kept.
 */
export class ReadCache<V = unknown> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Loads in progress, so that many readers of a missing or expired key wait for one query. */
  private readonly loading = new Map<string, { generation: number; promise: Promise<V | undefined> }>();
  private currentGeneration = 0;
  private suspended = false;

  constructor(private readonly options: ReadCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** Changes with every clear(): a value read before one is not stored after it (set). */
  get generation(): number {
    return this.currentGeneration;
  }

  get<T extends V>(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    this.touch(key, entry);
    return entry.value as T;
  }

  /** Stores `value` unless the cache was cleared since `generation` was read. */
  set(key: string, value: V, generation: number, now = Date.now()): void {
    const { ttlMs, maxEntries } = this.options;
    if (ttlMs <= 0 || maxEntries <= 0 || this.suspended || generation !== this.currentGeneration) return;
    this.entries.delete(key);
    while (this.entries.size >= maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, at: now });
  }

  /**
   * The cached value, or the result of `load` — run once for all concurrent callers of the same
   * key, and stored unless a change forgot the key or cleared the cache meanwhile.
   */
  async getOrLoad<T extends V | undefined>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.suspended) return load();
    const entry = this.entries.get(key);
    const age = entry ? now - entry.at : Infinity;
    if (entry && age < this.options.ttlMs) {
      this.touch(key, entry);
      return entry.value as T;
    }
    const reload = this.startLoad(key, load, now);
    if (entry && this.options.staleWhileReload && age < 2 * this.options.ttlMs) {
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
      // Not stored when forget() or clear() dropped this load meanwhile: it may predate a change.
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
