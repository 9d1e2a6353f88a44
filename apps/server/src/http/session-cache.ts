import type { RealtimeEventType } from '@vamos/shared/realtime-events';
import { ReadCache } from '../read-cache.ts';
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

/**
 * Signed-in requests resolved in the last few seconds, by session cookie value: a hit skips the
 * two session queries and the cookie's HMAC check. A ReadCache (read-cache.ts): entries live up to
 * `ttlMs` (SESSION_CACHE_SECONDS, 0 turns the cache off), each a little less at random, never past
 * the session's idle expiry, and the concurrent misses of one token wait for a single lookup:
 * without both, every session cached in the same second was looked up again by all its requests
 * at once. Logout and password reset evict the user's sessions here and, through the realtime bus
 * (`session.revoked`), on every other instance (decision 0007). While the bus may miss events
 * (`suspend`), every lookup goes to the database and nothing is kept (app-caches.ts follows the bus).
 */
export class SessionCache {
  private readonly sessions: ReadCache<CachedSession>;

  constructor(ttlMs: number, maxEntries = 10_000, random: () => number = Math.random) {
    this.sessions = new ReadCache({
      ttlMs,
      maxEntries,
      staleWhileReload: false,
      jitter: JITTER,
      random,
      expiresAt: (session) => session.expiresAt,
    });
  }

  get(token: string, now = Date.now()): CachedSession | undefined {
    return this.sessions.get(token, now);
  }

  /** Keeps `session` from its `cachedAt`. */
  set(token: string, session: CachedSession): void {
    this.sessions.set(token, session, this.sessions.generation, session.cachedAt);
  }

  /**
   * `lookup`'s answer for a token that missed, shared by every request that misses it meanwhile;
   * a session found is kept unless the token was forgotten (logout) while it was being looked up.
   */
  async lookupOnce(token: string, lookup: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    return (await this.sessions.getOrLoad(token, async () => (await lookup()) ?? undefined)) ?? null;
  }

  forget(token: string): void {
    this.sessions.forget(token);
  }

  /**
   * Every cached session of one person (logout on any instance, a password reset, a manager removed):
   * the next request of each is looked up in the database again. Lookups in flight are not kept either.
   */
  forgetUser(userId: string): void {
    this.sessions.forgetWhere((session) => session.actor.personId === userId);
  }

  clear(): void {
    this.sessions.clear();
  }

  /** A bus event: `session.revoked` forgets the sessions of the users it names. */
  forgetStale(event: { type: string; userIds: string[] }): void {
    if (event.type === SESSION_REVOKED) for (const userId of event.userIds) this.forgetUser(userId);
  }

  /** The bus may miss a revocation: nothing cached is trusted, every request looks its session up. */
  suspend(): void {
    this.sessions.suspend();
  }

  /** The bus hears every revocation again: cache again, from empty (a lookup in flight is not kept). */
  resume(): void {
    this.sessions.resume();
  }

  get size(): number {
    return this.sessions.size;
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
