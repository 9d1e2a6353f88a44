import { describe, expect, it } from 'vitest';
import { JobDetailCache, jobsChangedBy } from './job-detail-cache.ts';

describe('JobDetailCache', () => {
  const value = (v: number) => () => Promise.resolve(v);

  it('keeps a value up to its maximum age, loading it again after', async () => {
    const cache = new JobDetailCache<number>(1_000);
    expect(await cache.getOrLoad('a', value(1), 0)).toBe(1);
    expect(await cache.getOrLoad('a', value(2), 999)).toBe(1);
    expect(await cache.getOrLoad('a', value(3), 1_000)).toBe(3);
  });

  it('drops the least recently read job when full', async () => {
    const cache = new JobDetailCache<number>(60_000, 2);
    await cache.getOrLoad('a', value(1), 0);
    await cache.getOrLoad('b', value(2), 0);
    await cache.getOrLoad('a', value(9), 1); // a read: b is now the oldest
    await cache.getOrLoad('c', value(3), 2);
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', value(9), 3)).toBe(1);
    expect(await cache.getOrLoad('b', value(8), 3)).toBe(8);
  });

  it('loads once for concurrent readers, and keeps nothing a change overtook or nothing found', async () => {
    const cache = new JobDetailCache<number>(60_000);
    const pending: ((v: number) => void)[] = [];
    const slow = () => new Promise<number>((resolve) => pending.push(resolve));
    const readers = [cache.getOrLoad('a', slow), cache.getOrLoad('a', slow)];
    expect(pending).toHaveLength(1);
    cache.invalidate(['a']); // the job changed while it was being read
    const after = cache.getOrLoad('a', slow); // a new load: the first may predate the change
    expect(pending).toHaveLength(2);
    pending[0]?.(1);
    expect(await Promise.all(readers)).toEqual([1, 1]);
    expect(cache.size).toBe(0);
    pending[1]?.(2);
    expect(await after).toBe(2);
    expect(await cache.getOrLoad('a', slow)).toBe(2);
    expect(pending).toHaveLength(2);

    expect(await cache.getOrLoad('missing', () => Promise.resolve(undefined))).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('keeps nothing when turned off (0)', async () => {
    const cache = new JobDetailCache<number>(0);
    expect(await cache.getOrLoad('a', value(1))).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('forgets the job a job event names, every job for one that names none, nothing for other events', () => {
    expect(jobsChangedBy({ type: 'job.changed', ids: { jobId: 'j1' } })).toEqual(['j1']);
    expect(jobsChangedBy({ type: 'job.cancelled', ids: { jobId: 'j2' } })).toEqual(['j2']);
    expect(jobsChangedBy({ type: 'job.listing_changed' })).toBe('all');
    expect(jobsChangedBy({ type: 'application.created', ids: { jobId: 'j1' } })).toEqual([]);
    expect(jobsChangedBy({ type: 'wallet.changed' })).toEqual([]);
  });
});
