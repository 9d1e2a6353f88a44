import { meQueryKey } from './auth';
import { startOfflineCache, type OfflineCache } from './offline-cache';
import { queryClient } from './query-client';

/**
 * The queries kept on the phone for reading offline (decision 0031), besides the session: the
 * freelancer's agenda (`agendaKeys.all` of api/agenda.ts), the contractor's (`agendaQueryKey` of
 * features/contractor-agenda) and the job of each approved shift (`jobsKeys.detail` of api/jobs.ts:
 * the whole address and the contractor's contact; the agenda fetches them). app/offline-queries.test.ts holds these to them. This module is its
 * own chunk, loaded at start by lib/offline-copy.ts.
 */
export const OFFLINE_QUERY_KEYS = [['agenda'], ['contractor-agenda'], ['jobs', 'detail']] as const;

/** A job's detail is kept only where I am approved: then it names the contractor (their contact). */
const approvedShift = (data: unknown) =>
  data !== null && typeof data === 'object' && 'contractor' in data && data.contractor !== null;

/** Bump when a kept answer changes shape: an older copy is then discarded instead of misread. */
const OFFLINE_CACHE_VERSION = '1';

const noCache: OfflineCache = { restored: Promise.resolve(), forget: () => {}, flush: () => {}, stop: () => {} };

function start(): OfflineCache {
  try {
    const cache = startOfflineCache({
      queryClient,
      sessionKey: meQueryKey,
      keep: OFFLINE_QUERY_KEYS.map((queryKey) =>
        queryKey[0] === 'jobs' ? { queryKey, when: approvedShift } : { queryKey },
      ),
      storage: localStorage,
      buster: OFFLINE_CACHE_VERSION,
    });
    // A page closed or sent to the background writes its last change now.
    addEventListener('pagehide', cache.flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') cache.flush();
    });
    return cache;
  } catch {
    // No localStorage (blocked by the browser): the app works as before, online only.
    return noCache;
  }
}

export const offlineCache = start();
