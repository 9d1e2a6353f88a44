import { onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { meQueryKey, meQueryOptions, type Me } from './auth';
import type { OfflineCache } from './offline-cache';
import { queryClient } from './query-client';

/**
 * The copy of the session and the agendas kept on the phone (decision 0031), in its own chunk so the
 * persister stays out of every page's first load: main.tsx starts loading it beside the session
 * request, and the guards wait for it. Null when it cannot load (offline before the service worker
 * had stored it): the app works as before, online only.
 */
let loading: Promise<OfflineCache | null> | undefined;

export function offlineCopy(): Promise<OfflineCache | null> {
  loading ??= import('./offline-queries').then(
    async ({ offlineCache }) => {
      await offlineCache.restored;
      return offlineCache;
    },
    () => null,
  );
  return loading;
}

/** When this page started: a session fetched before that came from the copy. */
const STARTED_AT = Date.now();

/**
 * The signed-in user, for the route guards. Online, the server decides (the kept copy of the session
 * is only a fallback when the request cannot get through); offline, the kept copy answers, and
 * without one nobody is signed in (instead of a session request paused until the network is back).
 */
export async function currentUser(): Promise<Me | null> {
  await offlineCopy();
  const kept = queryClient.getQueryState<Me | null>(meQueryKey);
  if (!onlineManager.isOnline()) return kept?.data ?? null;
  const copy = kept?.data !== undefined && kept.dataUpdatedAt < STARTED_AT ? kept.data : undefined;
  if (copy === undefined) return queryClient.ensureQueryData(meQueryOptions);
  try {
    return await queryClient.fetchQuery(meQueryOptions);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return copy;
    throw error;
  }
}
