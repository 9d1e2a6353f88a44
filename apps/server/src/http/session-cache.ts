import type { Actor } from './request-context.ts';

export type CachedSession = {
  actor: Actor;
  /** Session start and idle expiry (ms since epoch), still enforced on cached hits. */
  createdAt: number;
  expiresAt: number;
  cachedAt: number;
};

/**
 * Signed-in requests resolved in the last few seconds, by session cookie value: a hit skips the
 * two session queries and the cookie's HMAC check. Entries live `ttlMs` (SESSION_CACHE_SECONDS,
 * 0 turns the cache off). Logout and password reset evict here at once; on another instance a
 * revoked session stays usable for at most `ttlMs` (decision 0007).
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || now >= entry.expiresAt) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, entry: CachedSession): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(token);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, entry);
  }

  forget(token: string): void {
    this.entries.delete(token);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?vt\.session_token)=([^;]*)/;

/** The value of the session cookie in a Cookie header, if any. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  const match = cookieHeader ? SESSION_COOKIE.exec(cookieHeader) : null;
  return match?.[2] || undefined;
}
