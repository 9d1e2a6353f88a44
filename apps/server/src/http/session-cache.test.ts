import { describe, expect, it } from 'vitest';
import { SessionCache, sessionTokenOf, type CachedSession } from './session-cache.ts';

const actor = {
  id: 'u1',
  personId: 'u1',
  role: 'freelancer' as const,
  companyRole: null,
  email: 'a@b.com',
  name: 'Ana',
  sessionId: 's1',
};
const entry = (now: number, over: Partial<CachedSession> = {}): CachedSession => ({
  actor,
  createdAt: now - 1000,
  expiresAt: now + 86_400_000,
  cachedAt: now,
  ...over,
});

describe('SessionCache', () => {
  it('serves an entry for its time to live, then forgets it', () => {
    const cache = new SessionCache(5_000, 10, () => 0);
    cache.set('t', entry(1_000_000));
    expect(cache.get('t', 1_004_999)?.actor).toEqual(actor);
    expect(cache.get('t', 1_005_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves a session past its idle expiry', () => {
    const cache = new SessionCache(5_000);
    cache.set('t', entry(1_000_000, { expiresAt: 1_002_000 }));
    expect(cache.get('t', 1_001_999)).toBeDefined();
    expect(cache.get('t', 1_002_000)).toBeUndefined();
  });

  it('keeps nothing when turned off, drops the oldest when full, forgets and clears on demand', () => {
    const off = new SessionCache(0);
    off.set('t', entry(1));
    expect(off.get('t', 1)).toBeUndefined();

    const cache = new SessionCache(5_000, 2);
    cache.set('a', entry(1));
    cache.set('b', entry(1));
    cache.set('c', entry(1));
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)].map(Boolean)).toEqual([false, true, true]);
    cache.forget('b');
    expect(cache.get('b', 1)).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('lets each entry live a little less than the time to live, at random, so they do not expire together', () => {
    const cache = new SessionCache(4_000, 10, () => 1);
    cache.set('t', entry(1_000_000));
    expect(cache.get('t', 1_002_999)).toBeDefined();
    expect(cache.get('t', 1_003_000)).toBeUndefined();
  });

  it('looks a token up once for all concurrent misses, and keeps what it found', async () => {
    const cache = new SessionCache(5_000);
    let lookups = 0;
    let release: (value: CachedSession | null) => void = () => undefined;
    const lookup = () => {
      lookups += 1;
      return new Promise<CachedSession | null>((resolve) => (release = resolve));
    };
    const waiting = [cache.lookupOnce('t', lookup), cache.lookupOnce('t', lookup), cache.lookupOnce('t', lookup)];
    const found = entry(Date.now());
    release(found);
    expect(await Promise.all(waiting)).toEqual([found, found, found]);
    expect(lookups).toBe(1);
    expect(cache.get('t')).toEqual(found);

    expect(await cache.lookupOnce('none', async () => null)).toBeNull();
    expect(cache.get('none')).toBeUndefined();
  });

  it('does not keep a session looked up while its token was forgotten (logout)', async () => {
    const cache = new SessionCache(5_000);
    let release: (value: CachedSession | null) => void = () => undefined;
    const pending = cache.lookupOnce('t', () => new Promise((resolve) => (release = resolve)));
    cache.forget('t');
    release(entry(Date.now()));
    await pending;
    expect(cache.get('t')).toBeUndefined();
  });

  it('while the bus may miss a revocation, looks every session up and keeps none; back, it starts empty', async () => {
    const cache = new SessionCache(5_000);
    cache.set('t', entry(Date.now()));
    let release: (value: CachedSession | null) => void = () => undefined;
    const beforeLoss = cache.lookupOnce('u', () => new Promise((resolve) => (release = resolve)));

    cache.suspend();
    expect(cache.get('t')).toBeUndefined();
    let lookups = 0;
    const lookup = async () => {
      lookups += 1;
      return entry(Date.now());
    };
    await Promise.all([cache.lookupOnce('t', lookup), cache.lookupOnce('t', lookup)]);
    expect(lookups).toBe(2); // each request asks the database
    release(entry(Date.now()));
    await beforeLoss;
    expect(cache.size).toBe(0);
    const duringLoss = cache.lookupOnce('v', () => new Promise((resolve) => (release = resolve)));

    cache.resume();
    release(entry(Date.now()));
    await duringLoss;
    expect(cache.size).toBe(0);
    await cache.lookupOnce('t', lookup);
    expect(cache.get('t')).toBeDefined();
  });

  it("forgets one user's sessions, keeps the others', and keeps no session being looked up meanwhile", async () => {
    const cache = new SessionCache(5_000);
    const other = { ...actor, id: 'u2', personId: 'u2', sessionId: 's2' };
    cache.set('t1', entry(Date.now()));
    cache.set('t2', entry(Date.now()));
    cache.set('t3', entry(Date.now(), { actor: other }));
    let release: (value: CachedSession | null) => void = () => undefined;
    const pending = cache.lookupOnce('t4', () => new Promise((resolve) => (release = resolve)));

    cache.forgetUser(actor.id);
    expect([cache.get('t1'), cache.get('t2')]).toEqual([undefined, undefined]);
    expect(cache.get('t3')?.actor).toEqual(other);
    release(entry(Date.now()));
    await pending;
    expect(cache.get('t4')).toBeUndefined();
  });

  it("forgets a user's sessions on their session.revoked event, nothing on others", () => {
    const cache = new SessionCache(5_000);
    cache.set('t', entry(Date.now()));
    cache.forgetStale({ type: 'job.changed', userIds: [actor.id] });
    expect(cache.get('t')).toBeDefined();
    cache.forgetStale({ type: 'session.revoked', userIds: [actor.id] });
    expect(cache.get('t')).toBeUndefined();
  });

  it('reads the session cookie, secure or not, among others', () => {
    expect(sessionTokenOf('a=1; vt.session_token=abc.def%3D; b=2')).toBe('abc.def%3D');
    expect(sessionTokenOf('__Host-vt.session_token=xyz')).toBe('xyz');
    expect(sessionTokenOf('xvt.session_token=no; other=1')).toBeUndefined();
    expect(sessionTokenOf('vt.session_token=')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });
});
