import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeEventType } from '@vamos/shared/realtime-events';
import { meQueryKey } from './auth';
import { pageFirstAnswers, type FirstAnswers } from './first-answers';

/**
 * Realtime: the server pushes `event: <type>` with `data: {"type","ids"}` on GET /api/events
 * (Server-Sent Events). Events carry ids only; the browser reacts by invalidating the TanStack
 * Query keys that the event makes stale, so every screen refetches what it is allowed to see.
 */
export type RealtimeEvent = { type: string; ids: Record<string, string> };

/** The query keys an event makes stale (prefixes: ['wallet'] also covers ['wallet', 'ledger']). */
export type InvalidationMapper = (event: RealtimeEvent) => readonly QueryKey[];

export const REALTIME_URL = '/api/events';
const READY_EVENT = 'ready';
const REOPEN_DELAY_MS = 5_000;
const REOPEN_MAX_DELAY_MS = 60_000;

const mappers = new Map<string, Set<InvalidationMapper>>();
/** Open connections, told when a feature registers a type after they opened (lazy routes). */
const typeWatchers = new Set<(type: string) => void>();

/**
 * Adds what to invalidate when an event of `type` arrives. Features call it at module level, e.g.
 * `registerRealtimeInvalidation('application.approved', (e) => [['applications'], ['jobs', e.ids.jobId]])`.
 * Returns a function that removes the mapping.
 */
export function registerRealtimeInvalidation(type: RealtimeEventType, mapper: InvalidationMapper): () => void {
  let set = mappers.get(type);
  if (!set) {
    set = new Set();
    mappers.set(type, set);
    for (const watch of typeWatchers) watch(type);
  }
  set.add(mapper);
  const registered = set;
  return () => void registered.delete(mapper);
}

/** Every query key the registered mappers give for this event. */
export function queryKeysFor(event: RealtimeEvent): QueryKey[] {
  return [...(mappers.get(event.type) ?? [])].flatMap((mapper) => [...mapper(event)]);
}

registerRealtimeInvalidation('wallet.changed', () => [['wallet']]);
registerRealtimeInvalidation('profile.changed', () => [['profile'], meQueryKey]);

function parseEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { type, ids } = value as { type?: unknown; ids?: unknown };
    if (typeof type !== 'string') return null;
    const safeIds = typeof ids === 'object' && ids !== null ? (ids as Record<string, string>) : {};
    return { type, ids: safeIds };
  } catch {
    return null;
  }
}

/** Whether a `ready` says nothing was sent to this person since the page's first answers. */
function caughtUpIn(data: unknown): boolean {
  try {
    return typeof data === 'string' && (JSON.parse(data) as { caughtUp?: unknown }).caughtUp === true;
  } catch {
    return false;
  }
}

/**
 * Opens the stream and keeps it open until the returned function is called. EventSource itself
 * reconnects after network errors (the server asks for 5 s); when it gives up (an HTTP error
 * such as 401 or 503), the session is re-checked and a new connection is tried with backoff.
 * After any reconnection every active query is refetched, since events may have been missed; so
 * too at the first connection of a page whose first reads were answered in its HTML, unless the
 * server says nothing was sent to this person since it asked them (`?since=`, `caughtUp`).
 */
export function connectRealtime(
  queryClient: QueryClient,
  url = REALTIME_URL,
  firstAnswers: Pick<FirstAnswers, 'used' | 'askedAt'> = pageFirstAnswers(),
): () => void {
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let readyCount = 0;

  const onEvent = (message: MessageEvent) => {
    const event = parseEvent(message.data);
    if (!event) return;
    for (const queryKey of queryKeysFor(event)) void queryClient.invalidateQueries({ queryKey });
  };
  // A page that drew from its first answers (lib/first-answers.ts) may have missed events between
  // the server asking them and this stream opening: the first stream starts from that moment and
  // its `ready` says whether it did.
  const { askedAt } = firstAnswers;
  const onReady = (message: MessageEvent) => {
    failures = 0;
    readyCount += 1;
    const missed = readyCount > 1 || (firstAnswers.used && !caughtUpIn(message.data));
    if (missed) void queryClient.invalidateQueries();
  };
  const onError = () => {
    if (!source || source.readyState !== EventSource.CLOSED) return;
    source.close();
    source = null;
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const delay = Math.min(REOPEN_MAX_DELAY_MS, REOPEN_DELAY_MS * 2 ** failures);
    failures += 1;
    reopenTimer = setTimeout(open, delay);
  };
  const watch = (type: string) => source?.addEventListener(type, onEvent);

  function open() {
    source = new EventSource(readyCount === 0 && askedAt !== null ? `${url}?since=${askedAt}` : url);
    source.addEventListener(READY_EVENT, onReady);
    source.addEventListener('error', onError);
    for (const type of mappers.keys()) source.addEventListener(type, onEvent);
  }

  typeWatchers.add(watch);
  open();
  return () => {
    typeWatchers.delete(watch);
    clearTimeout(reopenTimer);
    source?.close();
    source = null;
  };
}

/**
 * Mount once, in the layout of signed-in pages: keeps one event stream open while `enabled`
 * and closes it on sign-out or unmount.
 */
export function useRealtime(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return connectRealtime(queryClient);
  }, [enabled, queryClient]);
}
