import { matchQuery, type Query, type QueryClient, type QueryKey } from '@tanstack/query-core';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';

/**
 * The last copy of a few queries kept on the phone, so that the agenda reads offline (issue 24,
 * decision 0031): TanStack Query's own persister (@tanstack/query-persist-client-core) saves the
 * chosen queries of the cache to localStorage and puts them back at the next start.
 *
 * - Only the queries named by `keep` (the session, the agendas, approved shifts' jobs) are kept, each for `maxAge` from
 *   when it was fetched: nothing else of the cache (balances, documents, notifications) is written.
 * - The copy belongs to the user of the session query (`sessionKey`): it is written only while
 *   someone is signed in, and when the session names someone else, or no one, the kept queries of
 *   the previous user leave the cache and the storage. Signing out forgets it (`forget`).
 */

/** Where the copy lives in localStorage. */
export const OFFLINE_CACHE_STORAGE_KEY = 'vt:offline-cache';
/** How long a kept query stays readable after it was fetched: a week of shifts seen once. */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes wait this long for more changes (a refetch changes a query twice: fetching, then fetched). */
const WRITE_DELAY_MS = 300;

type Owner = { id: string } | null | undefined;

/** Queries kept: those under `queryKey` (a prefix), and of them only those whose data passes `when`. */
export type KeptQueries = { queryKey: QueryKey; when?: (data: unknown) => boolean };

export type OfflineCacheOptions = {
  queryClient: QueryClient;
  /** The session query: its data is the signed-in user (`{ id }`) or null. */
  sessionKey: QueryKey;
  /** The queries kept besides the session. */
  keep: readonly KeptQueries[];
  storage?: Storage;
  maxAge?: number;
  /** A copy written by another version of the app (`buster`) is discarded. */
  buster?: string;
  now?: () => number;
};

export type OfflineCache = {
  /** Settles once the kept copy is back in the cache (or there was none): the guards wait for it. */
  restored: Promise<void>;
  /** Forgets the copy at once (signing out): nothing is written again until someone signs in. */
  forget: () => void;
  /** Writes any pending change now (the page is being hidden). */
  flush: () => void;
  stop: () => void;
};

/** A Persister over a Web Storage: each copy handed to it is written at once (startOfflineCache paces them). */
function storagePersister(storage: Storage, key: string, fresh: (dataUpdatedAt: number) => boolean): Persister {
  return {
    persistClient: (client) => {
      try {
        if (client.clientState.queries.length === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(client));
      } catch {
        // Full or unavailable storage: the agenda is simply not readable offline.
        storage.removeItem(key);
      }
    },
    restoreClient: () => {
      const text = storage.getItem(key);
      if (!text) return undefined;
      let client: PersistedClient;
      try {
        client = JSON.parse(text) as PersistedClient;
      } catch {
        storage.removeItem(key);
        return undefined;
      }
      // The copy's timestamp is its last write: a query kept in it may be older than that.
      const queries = client.clientState.queries.filter((query) => fresh(query.state.dataUpdatedAt));
      return { ...client, clientState: { ...client.clientState, queries } };
    },
    removeClient: () => storage.removeItem(key),
  };
}

/** The cache events that change what is kept (TanStack's persister saves on these too). */
const CHANGES = new Set(['added', 'removed', 'updated']);

const ownerId = (data: unknown): string | null =>
  data !== null && typeof data === 'object' && 'id' in data && typeof data.id === 'string' ? data.id : null;

export function startOfflineCache({
  queryClient,
  sessionKey,
  keep,
  storage = localStorage,
  maxAge = OFFLINE_CACHE_MAX_AGE_MS,
  buster = '',
  now = Date.now,
}: OfflineCacheOptions): OfflineCache {
  const fresh = (dataUpdatedAt: number) => now() - dataUpdatedAt < maxAge;
  const persister = storagePersister(storage, OFFLINE_CACHE_STORAGE_KEY, fresh);
  const kept = (query: Query) =>
    keep.some(({ queryKey, when }) => matchQuery({ queryKey }, query) && (!when || when(query.state.data)));
  const isSession = (query: Query) => matchQuery({ queryKey: sessionKey, exact: true }, query);
  const signedIn = () => ownerId(queryClient.getQueryData(sessionKey)) !== null;
  let forgotten = false;

  // A kept query unused for a while must not leave the cache before its copy expires.
  for (const queryKey of [sessionKey, ...keep.map((kept) => kept.queryKey)]) {
    queryClient.setQueryDefaults(queryKey, { gcTime: maxAge });
  }

  const persistOptions = {
    queryClient,
    persister,
    maxAge,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) =>
        !forgotten &&
        signedIn() &&
        query.state.status === 'success' &&
        fresh(query.state.dataUpdatedAt) &&
        (isSession(query) || kept(query)),
      shouldDehydrateMutation: () => false,
    },
  };
  // A change is written WRITE_DELAY_MS after it, with every change made meanwhile (a refetch changes a
  // query twice). The cache is read (dehydrated) then, once, not at each of the dozens of changes a
  // page's first reads make: on a slow phone those copies were a part of the first screen's work.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    void persistQueryClientSave(persistOptions);
  };
  const changed = (event: { type: string }) => {
    if (CHANGES.has(event.type)) timer ??= setTimeout(write, WRITE_DELAY_MS);
  };
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  let stopped = false;
  let unsubscribe = () => {};
  const restored = persistQueryClientRestore(persistOptions).then(() => {
    if (stopped) return;
    const stopQueries = queryClient.getQueryCache().subscribe(changed);
    const stopMutations = queryClient.getMutationCache().subscribe(changed);
    unsubscribe = () => {
      stopQueries();
      stopMutations();
    };
  });

  // The copy is one user's: when the session names someone else, or no one, theirs leaves.
  let owner = ownerId(queryClient.getQueryData<Owner>(sessionKey));
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'added') return;
    if (!isSession(event.query) || event.query.state.status !== 'success') return;
    const next = ownerId(event.query.state.data);
    if (next === owner) return;
    const previous = owner;
    owner = next;
    if (next !== null) forgotten = false;
    if (previous !== null) {
      queryClient.removeQueries({ predicate: (query) => keep.some(({ queryKey }) => matchQuery({ queryKey }, query)) });
    }
    if (next === null) {
      cancel();
      void persister.removeClient();
    }
  });

  return {
    restored: restored.catch(() => undefined),
    forget: () => {
      forgotten = true;
      cancel();
      void persister.removeClient();
    },
    flush: () => {
      if (timer !== undefined) {
        clearTimeout(timer);
        write();
      }
    },
    stop: () => {
      stopped = true;
      unsubscribe();
      stopWatching();
      cancel();
    },
  };
}
