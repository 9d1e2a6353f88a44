import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { connectRealtime, queryKeysFor, registerRealtimeInvalidation, useRealtime } from './realtime';

/** Enough of EventSource to drive the client: named events, readyState, close. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  emit(type: string, data: unknown) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const latest = () => FakeEventSource.instances.at(-1) as FakeEventSource;

describe('realtime client', () => {
  let queryClient: QueryClient;
  let invalidate: MockInstance<QueryClient['invalidateQueries']>;
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    queryClient = new QueryClient();
    invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const invalidatedKeys = () => invalidate.mock.calls.map((call) => call[0]?.queryKey);

  it('maps the default event types to their query keys', () => {
    // Features add their own keys to the same types when their modules load (this file shares its
    // module graph with the others, vitest.config.ts): the defaults are among them, whatever loaded first.
    expect(queryKeysFor({ type: 'wallet.changed', ids: {} })).toEqual(expect.arrayContaining([['wallet']]));
    expect(queryKeysFor({ type: 'profile.changed', ids: {} })).toEqual(
      expect.arrayContaining([['profile'], ['auth', 'me']]),
    );
    expect(queryKeysFor({ type: 'nobody.listens', ids: {} })).toEqual([]);
  });

  it('invalidates the mapped keys when an event arrives', () => {
    const stop = connectRealtime(queryClient);
    expect(latest().url).toBe('/api/events');
    latest().emit('ready', { type: 'ready', ids: {} });
    latest().emit('profile.changed', { type: 'profile.changed', ids: {} });
    expect(invalidatedKeys()).toEqual([['profile'], ['auth', 'me']]);
    stop();
  });

  it('delivers types registered after the stream opened, with their ids', () => {
    const stop = connectRealtime(queryClient);
    const unregister = registerRealtimeInvalidation('job.shift_changed', (event) => [['jobs', event.ids.jobId]]);
    latest().emit('job.shift_changed', { type: 'job.shift_changed', ids: { jobId: 'j1' } });
    expect(invalidatedKeys()).toEqual([['jobs', 'j1']]);
    unregister();
    stop();
  });

  it('refetches everything after a reconnection, not on the first ready', () => {
    const stop = connectRealtime(queryClient);
    latest().emit('ready', {});
    expect(invalidate).not.toHaveBeenCalled();
    latest().emit('ready', {});
    expect(invalidate).toHaveBeenCalledWith();
    stop();
  });

  it('on a page drawn from its first answers, starts from when they were asked and refetches only what it may have missed', () => {
    const drawn = { used: true, askedAt: 1_700_000_000_000 };
    const stop = connectRealtime(queryClient, '/api/events', drawn);
    expect(latest().url).toBe('/api/events?since=1700000000000');
    latest().emit('ready', { type: 'ready', ids: {}, caughtUp: true });
    expect(invalidate).not.toHaveBeenCalled();
    stop();

    const missed = connectRealtime(queryClient, '/api/events', drawn);
    latest().emit('ready', { type: 'ready', ids: {} });
    expect(invalidate).toHaveBeenCalledWith();
    missed();

    // Answers written but none drawn from: nothing to refetch; a page without any starts from now.
    invalidate.mockClear();
    const unused = connectRealtime(queryClient, '/api/events', { used: false, askedAt: 1_700_000_000_000 });
    latest().emit('ready', { type: 'ready', ids: {} });
    expect(invalidate).not.toHaveBeenCalled();
    unused();
    connectRealtime(queryClient, '/api/events', { used: false, askedAt: null })();
    expect(latest().url).toBe('/api/events');
  });

  it('after a reconnection of a page drawn from its first answers, refetches even when caught up', () => {
    vi.useFakeTimers();
    const stop = connectRealtime(queryClient, '/api/events', { used: true, askedAt: 1_700_000_000_000 });
    latest().emit('ready', { type: 'ready', ids: {}, caughtUp: true });
    latest().fail();
    vi.advanceTimersByTime(5_000);
    // The new stream starts from now: the first answers' moment is past.
    expect(latest().url).toBe('/api/events');
    latest().emit('ready', { type: 'ready', ids: {}, caughtUp: true });
    expect(invalidate).toHaveBeenCalledWith();
    stop();
  });

  it('re-checks the session and reopens with backoff when the browser gives up', () => {
    vi.useFakeTimers();
    const stop = connectRealtime(queryClient);
    latest().fail();
    expect(invalidatedKeys()).toEqual([['auth', 'me']]);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    latest().fail();
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.instances).toHaveLength(3);
    stop();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('useRealtime opens one stream while enabled and closes it on unmount', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { rerender, unmount } = renderHook(({ enabled }) => useRealtime(enabled), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(FakeEventSource.instances).toHaveLength(0);
    rerender({ enabled: true });
    expect(FakeEventSource.instances).toHaveLength(1);
    unmount();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });
});
