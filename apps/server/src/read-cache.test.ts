import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

// The job caches' tests (modules/jobs/job-*-cache.test.ts) and the session cache's
// (http/session-cache.test.ts) cover the rest: time to live, bound, single load, generation, suspend.
describe('ReadCache', () => {
  type Session = { userId: string; expiresAt: number };
  const options = { ttlMs: 4_000, maxEntries: 10, staleWhileReload: false };

  it('forgets the values a test picks, and keeps no load in flight nor any value read before', async () => {
    const cache = new ReadCache<Session>(options);
    cache.set('a', { userId: 'u1', expiresAt: Infinity }, cache.generation, 1_000);
    cache.set('b', { userId: 'u2', expiresAt: Infinity }, cache.generation, 1_000);
    let release: (value: Session) => void = () => undefined;
    const loading = cache.getOrLoad('c', () => new Promise<Session>((resolve) => (release = resolve)), 1_000);
    const before = cache.generation;

    cache.forgetWhere((session) => session.userId === 'u1');
    expect(cache.get('a', 1_001)).toBeUndefined();
    expect(cache.get('b', 1_001)).toEqual({ userId: 'u2', expiresAt: Infinity });
    release({ userId: 'u1', expiresAt: Infinity });
    await loading;
    expect(cache.get('c', 1_001)).toBeUndefined();
    cache.set('d', { userId: 'u1', expiresAt: Infinity }, before, 1_001);
    expect(cache.get('d', 1_002)).toBeUndefined();
  });

  it('never answers a value past its own expiry, not even while a reload runs behind it', async () => {
    const cache = new ReadCache<Session>({ ...options, staleWhileReload: true, expiresAt: (s) => s.expiresAt });
    cache.set('a', { userId: 'u1', expiresAt: 2_000 }, cache.generation, 1_000);
    expect(cache.get('a', 1_999)).toBeDefined();
    expect(cache.get('a', 2_000)).toBeUndefined();

    cache.set('a', { userId: 'u1', expiresAt: 6_000 }, cache.generation, 1_000);
    const reloaded = { userId: 'u1', expiresAt: 99_000 };
    expect(await cache.getOrLoad('a', async () => reloaded, 6_000)).toBe(reloaded);
  });

  it('lets each value live a little less than its time to live, at random, so they do not expire together', () => {
    const shortest = new ReadCache<Session>({ ...options, jitter: 0.25, random: () => 1 });
    shortest.set('a', { userId: 'u1', expiresAt: Infinity }, shortest.generation, 1_000);
    expect(shortest.get('a', 3_999)).toBeDefined();
    expect(shortest.get('a', 4_000)).toBeUndefined();

    const longest = new ReadCache<Session>({ ...options, jitter: 0.25, random: () => 0 });
    longest.set('a', { userId: 'u1', expiresAt: Infinity }, longest.generation, 1_000);
    expect(longest.get('a', 4_999)).toBeDefined();
    expect(longest.get('a', 5_000)).toBeUndefined();
  });
});
