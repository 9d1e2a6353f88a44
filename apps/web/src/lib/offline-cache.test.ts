import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  OFFLINE_CACHE_MAX_AGE_MS,
  OFFLINE_CACHE_STORAGE_KEY,
  startOfflineCache,
  type OfflineCache,
} from './offline-cache';

const ME = ['auth', 'me'];
const AGENDA = ['agenda', 'freelancer'];
const WALLET = ['wallet', 'balance'];
const ana = { id: 'ana', email: 'ana@example.com', role: 'freelancer' };
const bia = { id: 'bia', email: 'bia@example.com', role: 'freelancer' };
const approved = (data: unknown) => (data as { contractor: unknown }).contractor !== null;
const shift = { id: 'shift-1', title: 'Garçom', job: { location: 'Rua das Flores, 10 - Centro' } };

let caches: OfflineCache[] = [];

/** A phone's app start: a new query client and the copy kept in localStorage put back in it. */
async function startApp(now: () => number = Date.now) {
  const queryClient = new QueryClient();
  const cache = startOfflineCache({
    queryClient,
    sessionKey: ME,
    keep: [{ queryKey: ['agenda'] }, { queryKey: ['jobs', 'detail'], when: approved }],
    storage: localStorage,
    now,
  });
  caches.push(cache);
  await cache.restored;
  return { queryClient, cache };
}

/** What the copy on the phone holds, by query key. */
function kept(): Record<string, unknown> {
  const text = localStorage.getItem(OFFLINE_CACHE_STORAGE_KEY);
  if (!text) return {};
  const client = JSON.parse(text) as { clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
  return Object.fromEntries(client.clientState.queries.map((query) => [query.queryKey.join('/'), query.state.data]));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const cache of caches) cache.stop();
  caches = [];
  localStorage.clear();
});

describe('the copy of the agenda kept on the phone', () => {
  it("keeps the session, the agenda and the approved shifts' jobs, and nothing else of the cache", async () => {
    const { queryClient, cache } = await startApp();
    queryClient.setQueryData(ME, ana);
    queryClient.setQueryData(AGENDA, [shift]);
    queryClient.setQueryData(WALLET, { coins: 40 });
    queryClient.setQueryData(['jobs', 'detail', 'job-1'], { id: 'job-1', contractor: { phone: '11999990000' } });
    queryClient.setQueryData(['jobs', 'detail', 'job-2'], { id: 'job-2', contractor: null });
    queryClient.setQueryData(['jobs', 'list', {}], [{ id: 'job-2' }]);
    cache.flush();

    expect(kept()).toEqual({
      'auth/me': ana,
      'agenda/freelancer': [shift],
      'jobs/detail/job-1': { id: 'job-1', contractor: { phone: '11999990000' } },
    });

    const next = await startApp();
    expect(next.queryClient.getQueryData(AGENDA)).toEqual([shift]);
    expect(next.queryClient.getQueryData(ME)).toEqual(ana);
    expect(next.queryClient.getQueryData(WALLET)).toBeUndefined();
  });

  it('writes nothing while nobody is signed in', async () => {
    const { queryClient, cache } = await startApp();
    queryClient.setQueryData(ME, null);
    queryClient.setQueryData(AGENDA, [shift]);
    cache.flush();
    expect(localStorage.getItem(OFFLINE_CACHE_STORAGE_KEY)).toBeNull();
  });

  it("is one user's: when the session names someone else, the previous user's agenda leaves the cache and the phone", async () => {
    const first = await startApp();
    first.queryClient.setQueryData(ME, ana);
    first.queryClient.setQueryData(AGENDA, [shift]);
    first.cache.flush();

    const { queryClient, cache } = await startApp();
    expect(queryClient.getQueryData(AGENDA)).toEqual([shift]);
    // The server answers the session: Bia signed in on this phone.
    queryClient.setQueryData(ME, bia);
    expect(queryClient.getQueryData(AGENDA)).toBeUndefined();
    cache.flush();
    expect(kept()).toEqual({ 'auth/me': bia });
  });

  it('is forgotten when the session has ended (the server answers nobody)', async () => {
    const first = await startApp();
    first.queryClient.setQueryData(ME, ana);
    first.queryClient.setQueryData(AGENDA, [shift]);
    first.cache.flush();

    const { queryClient } = await startApp();
    queryClient.setQueryData(ME, null);
    expect(queryClient.getQueryData(AGENDA)).toBeUndefined();
    expect(localStorage.getItem(OFFLINE_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('is forgotten on sign-out, and the cache being cleared after it writes nothing back', async () => {
    const { queryClient, cache } = await startApp();
    queryClient.setQueryData(ME, ana);
    queryClient.setQueryData(AGENDA, [shift]);
    cache.flush();
    expect(kept()).toHaveProperty('agenda/freelancer');

    cache.forget();
    queryClient.clear();
    queryClient.setQueryData(AGENDA, [shift]);
    cache.flush();
    expect(localStorage.getItem(OFFLINE_CACHE_STORAGE_KEY)).toBeNull();
    expect((await startApp()).queryClient.getQueryData(AGENDA)).toBeUndefined();
  });

  it('lasts a week from when the agenda was fetched', async () => {
    let now = Date.parse('2026-11-20T12:00:00Z');
    const first = await startApp(() => now);
    first.queryClient.setQueryData(ME, ana, { updatedAt: now });
    first.queryClient.setQueryData(AGENDA, [shift], { updatedAt: now });
    first.cache.flush();

    now += OFFLINE_CACHE_MAX_AGE_MS - 60_000;
    expect((await startApp(() => now)).queryClient.getQueryData(AGENDA)).toEqual([shift]);

    // The copy was written again a moment ago (the session refreshed), but the agenda in it is older than a week.
    const session = await startApp(() => now);
    session.queryClient.setQueryData(ME, ana, { updatedAt: now });
    session.cache.flush();
    now += 2 * 60_000;
    const late = await startApp(() => now);
    expect(late.queryClient.getQueryData(AGENDA)).toBeUndefined();
    expect(late.queryClient.getQueryData(ME)).toEqual(ana);
  });

  it('is discarded when unreadable', async () => {
    localStorage.setItem(OFFLINE_CACHE_STORAGE_KEY, '{not json');
    const { queryClient } = await startApp();
    expect(queryClient.getQueryData(AGENDA)).toBeUndefined();
    expect(localStorage.getItem(OFFLINE_CACHE_STORAGE_KEY)).toBeNull();
  });
});
