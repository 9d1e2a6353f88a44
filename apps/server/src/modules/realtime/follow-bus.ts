import type { EventBus, RealtimeEvent } from './event-bus.ts';

/**
 * A cache of database reads that is right only because the bus tells it what changed: the
 * sessions (decision 0007), the job board's pages and the job details (decision 0008).
 */
export interface BusFedCache {
  /** Forgets what `event` made stale. */
  forgetStale(event: RealtimeEvent): void;
  /** Events may be missed from now on: forget everything, and answer every read from the database until `resume`. */
  suspend(): void;
  /** Every event is heard again: forget everything (one of the outage may be lost), and cache again. */
  resume(): void;
}

/**
 * Keeps `cache` as fresh as the bus: each event forgets what it made stale; while the bus cannot
 * hear every instance (PostgreSQL: the LISTEN connection is down) the cache is bypassed, and when
 * it hears them again the cache starts empty. Returns the function that stops following.
 */
export function followBus(bus: EventBus, cache: BusFedCache): () => void {
  const stopEvents = bus.subscribe((event) => cache.forgetStale(event));
  const stopConnection = bus.onConnectionChange((connected) => (connected ? cache.resume() : cache.suspend()));
  if (!bus.connected) cache.suspend();
  return () => {
    stopEvents();
    stopConnection();
  };
}
