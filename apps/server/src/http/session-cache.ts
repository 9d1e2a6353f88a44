import type { RealtimeEventType } from '@vamos/shared/realtime-events';
import type { Actor } from './actor.ts';

export type CachedSession = {
  actor: Actor;
  /** Session start and idle expiry (ms since epoch), still enforced on cached hits. */
  createdAt: number;
  expiresAt: number;
  cachedAt: number;
};

/** Entries live between (1 - JITTER) × ttl and ttl, so sessions cached together do not expire together. */
const JITTER = 0.25;

type Slot = { session: CachedSession; staleAt: number };

/**
 * Signed-in requests resolved in the last few seconds, by session cookie value: a hit skips the
 * two session queries and the cookie's HMAC check. Entries live up to `ttlMs`
 * (SESSION_CACHE_SECONDS, 0 turns the cache off), each a little less at random, and the
 * concurrent misses of one token wait for a single lookup: without both, every session cached
 * in the same second was looked up again by all its requests at once. Logout and password reset
 * evict the user's sessions here and, through the realtime bus (`session.revoked`), on every other
 * instance (decision 0007). While the bus may miss events (`suspend`), every lookup goes to the
 * database and nothing is kept; app.ts follows the bus (followBus).
 */
export class SessionCache {
  private readonly entries = new Map<string, Slot>();
  private readonly lookups = new Map<string, Promise<CachedSession | null>>();
  private suspended = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly random: () => number = Math.random,
  ) {}

  get(token: string, now = Date.now()): CachedSession | undefined {
    const slot = this.entries.get(token);
    if (!slot) return undefined;
    if (now >= slot.staleAt || now >= slot.session.expiresAt) {
      this.entries.delete(token);
      return undefined;
    }
    return slot.session;
  }

  set(token: string, session: CachedSession): void {
    if (this.ttlMs <= 0 || this.suspended) return;
    this.entries.delete(token);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { session, staleAt: session.cachedAt + this.ttlMs * (1 - JITTER * this.random()) });
  }

  /**
   * `lookup`'s answer for a token that missed, shared by every request that misses it meanwhile;
   * a session found is kept unless the token was forgotten (logout) while it was being looked up.
   */
  lookupOnce(token: string, lookup: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    if (this.suspended) return lookup();
    const running = this.lookups.get(token);
    if (running) return running;
    const promise: Promise<CachedSession | null> = lookup().then((session) => {
      if (session && this.lookups.get(token) === promise) this.set(token, session);
      return session;
    });
    this.lookups.set(token, promise);
    const done = () => {
      if (this.lookups.get(token) === promise) this.lookups.delete(token);
    };
    promise.then(done, done);
    return promise;
  }

  forget(token: string): void {
    this.entries.delete(token);
    this.lookups.delete(token);
  }

  /**
   * Every cached session of one user (logout on any instance, a password reset): the next request
   * of each is looked up in the database again. Lookups in flight are not kept either.
   */
  forgetUser(userId: string): void {
    for (const [token, slot] of this.entries) if (slot.session.actor.id === userId) this.entries.delete(token);
    this.lookups.clear();
  }

  clear(): void {
    this.entries.clear();
    this.lookups.clear();
  }

  /** A bus event: `session.revoked` forgets the sessions of the users it names. */
  forgetStale(event: { type: string; userIds: string[] }): void {
    if (event.type === SESSION_REVOKED) for (const userId of event.userIds) this.forgetUser(userId);
  }

  /** The bus may miss a revocation: nothing cached is trusted, every request looks its session up. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** The bus hears every revocation again: cache again, from empty (a lookup in flight is not kept). */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  get size(): number {
    return this.entries.size;
  }
}

const SESSION_COOKIE = /(?:^|;\s*)((?:__Host-)?vt\.session_token)=([^;]*)/;

/** The value of the session cookie in a Cookie header, if any. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  const match = cookieHeader ? SESSION_COOKIE.exec(cookieHeader) : null;
  return match?.[2] || undefined;
}

/** The bus event that makes every instance forget a user's cached sessions. */
export const SESSION_REVOKED = 'session.revoked' satisfies RealtimeEventType;
