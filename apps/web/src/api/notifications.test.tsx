import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { useAddThisDevice } from './notifications';

const OLD = { endpoint: 'https://fcm.googleapis.com/fcm/send/velho', keys: { p256dh: 'p-velho', auth: 'a-velho' } };
const FRESH = { endpoint: 'https://fcm.googleapis.com/fcm/send/novo', keys: { p256dh: 'p-novo', auth: 'a-novo' } };
const DEVICE = {
  id: 'd1',
  label: 'Chrome no Android',
  created_at: '2030-01-01T00:00:00.000Z',
  endpoint: FRESH.endpoint,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The server: the push key, then DEVICE_TAKEN for the old endpoint and 201 for any other. */
function stubServer() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/notifications/push-key') return json({ public_key: 'chave-vapid' });
      const body = JSON.parse(String(init?.body)) as typeof OLD;
      posted.push(body);
      return body.endpoint === OLD.endpoint
        ? json({ error: { code: 'DEVICE_TAKEN', message: ERROR_MESSAGES.DEVICE_TAKEN } }, 409)
        : json(DEVICE, 201);
    }),
  );
  return posted;
}

describe('useAddThisDevice', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("subscribes this browser afresh when its subscription is another account's (DEVICE_TAKEN)", async () => {
    const posted = stubServer();
    const subscribe = vi.fn(async (_key: string, options?: { fresh?: boolean }) => (options?.fresh ? FRESH : OLD));
    const { result } = renderHook(() => useAddThisDevice(subscribe), { wrapper });
    let device: unknown;
    await act(async () => {
      device = await result.current.mutateAsync();
    });
    expect(device).toEqual(DEVICE);
    expect(subscribe.mock.calls).toEqual([['chave-vapid'], ['chave-vapid', { fresh: true }]]);
    expect(posted).toEqual([OLD, FRESH]);
  });

  it('registers once when the server takes the subscription', async () => {
    const posted = stubServer();
    const subscribe = vi.fn(async () => FRESH);
    const { result } = renderHook(() => useAddThisDevice(subscribe), { wrapper });
    await act(async () => {
      await result.current.mutateAsync();
    });
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([FRESH]);
  });
});
