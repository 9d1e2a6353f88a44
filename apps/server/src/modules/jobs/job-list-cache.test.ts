import { describe, expect, it } from 'vitest';
import { jobListCacheKey, JobListCache, mineKey, staleAfter } from './job-list-cache.ts';

describe('JobListCache', () => {
  it('serves a page for its time to live and forgets everything on clear', () => {
    const cache = new JobListCache(2_000);
    cache.set('a', [1], cache.generation, 1_000);
    expect(cache.get('a', 2_999)).toEqual([1]);
    expect(cache.get('a', 3_000)).toBeUndefined();
    cache.set('b', [2], cache.generation, 1_000);
    cache.clear();
    expect(cache.get('b', 1_001)).toBeUndefined();
  });

  it('does not store a page read before a change that cleared it', () => {
    const cache = new JobListCache(2_000);
    const before = cache.generation;
    cache.clear();
    cache.set('a', [1], before, 1_000);
    expect(cache.get('a', 1_001)).toBeUndefined();
    expect(new JobListCache(0).get('a')).toBeUndefined();
  });

  it('loads once for concurrent readers of a key; a load overtaken by a change is not stored', async () => {
    const cache = new JobListCache(2_000);
    let loads = 0;
    let release: (value: number) => void = () => undefined;
    const slow = () => {
      loads += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const readers = [cache.getOrLoad('a', slow), cache.getOrLoad('a', slow), cache.getOrLoad('a', slow)];
    release(7);
    expect(await Promise.all(readers)).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
    expect(await cache.getOrLoad('a', slow)).toBe(7);

    const stale = cache.getOrLoad('b', slow);
    cache.clear();
    const fresh = cache.getOrLoad('b', slow);
    expect(loads).toBe(3);
    release(9);
    expect(await fresh).toBe(9);
    void stale;
    expect(cache.get('b')).toBe(9);
  });

  it('answers an expired page while one reload runs behind it, but not a page twice too old', async () => {
    const cache = new JobListCache(2_000);
    cache.set('a', 'old', cache.generation, 1_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 'new';
    };
    expect(await cache.getOrLoad('a', load, 3_500)).toBe('old');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(1);
    expect(cache.get('a', 3_500)).toBe('new');
    cache.set('b', 'ancient', cache.generation, 1_000);
    expect(await cache.getOrLoad('b', load, 5_000)).toBe('new');
  });

  it('keys pages by filter, not by viewer, and tells pages apart', () => {
    const filter = { viewerId: 'v1', today: '2026-11-22', terms: ['garcom'], city: 'Santos', take: 21 };
    expect(jobListCacheKey(filter)).toBe(jobListCacheKey({ ...filter, viewerId: 'v2' }));
    expect(jobListCacheKey(filter)).not.toBe(jobListCacheKey({ ...filter, city: 'São Paulo' }));
  });

  it("a job event makes every page stale; an application event only its users' own applications", () => {
    for (const type of ['job.changed', 'job.listing_changed', 'job.cancelled'] as const) {
      expect(staleAfter({ type, userIds: ['u1'] })).toBe('all');
    }
    expect(staleAfter({ type: 'application.created', userIds: ['c1', 'f1'] })).toEqual([mineKey('c1'), mineKey('f1')]);
    for (const type of ['wallet.changed', 'payment.changed', 'evaluation.changed'] as const) {
      expect(staleAfter({ type, userIds: ['u1'] })).toEqual([]);
    }
  });

  it('forgets one key, and a load of it in progress is not stored', async () => {
    const cache = new JobListCache(2_000);
    cache.set('page', 'p', cache.generation);
    cache.set(mineKey('f1'), 'old', cache.generation);
    let release: (value: string) => void = () => undefined;
    const loading = cache.getOrLoad(mineKey('f2'), () => new Promise<string>((resolve) => (release = resolve)));
    cache.forget(mineKey('f1'));
    cache.forget(mineKey('f2'));
    release('read before the change');
    expect(await loading).toBe('read before the change');
    expect(cache.get(mineKey('f1'))).toBeUndefined();
    expect(cache.get(mineKey('f2'))).toBeUndefined();
    expect(cache.get('page')).toBe('p');
  });

  it('while the bus may miss events, loads every read and keeps nothing; back, it starts empty and caches again', async () => {
    const cache = new JobListCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.getOrLoad('a', load);
    let release: (value: number) => void = () => undefined;
    const beforeLoss = cache.getOrLoad('b', () => new Promise<number>((resolve) => (release = resolve)));

    cache.suspend();
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('a', load)).toBe(2);
    expect(await cache.getOrLoad('a', load)).toBe(3);
    release(0); // read before the connection was lost: it may have missed an event
    await beforeLoss;
    cache.set('c', 9, cache.generation);
    expect(cache.size).toBe(0);
    const duringLoss = cache.getOrLoad('d', () => new Promise<number>((resolve) => (release = resolve)));

    cache.resume();
    release(0); // read while deaf, answered after: an event of the outage may have come after it
    await duringLoss;
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('a', load)).toBe(4);
    expect(await cache.getOrLoad('a', load)).toBe(4);
  });

  it('forgets what a bus event makes stale', () => {
    const cache = new JobListCache(60_000);
    cache.set('page', 'p', cache.generation);
    cache.set(mineKey('f1'), 'mine', cache.generation);
    cache.forgetStale({ type: 'application.created', userIds: ['f1'] });
    expect([cache.get('page'), cache.get(mineKey('f1'))]).toEqual(['p', undefined]);
    cache.forgetStale({ type: 'job.changed', userIds: [] });
    expect(cache.size).toBe(0);
  });
});
