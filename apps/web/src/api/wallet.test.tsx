import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCoins, useCredits } from './wallet';

function answer(wallet: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(wallet), { headers: { 'content-type': 'application/json' } })),
  );
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('wallet', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reads a freelancer's coins and a contractor's credits", async () => {
    answer({ coins: 12 });
    const coins = renderHook(() => useCoins(), { wrapper });
    await waitFor(() => expect(coins.result.current.data).toBe(12));

    answer({ credits: 3 });
    const credits = renderHook(() => useCredits(), { wrapper });
    await waitFor(() => expect(credits.result.current.data).toBe(3));
  });

  it("fails, instead of showing no balance, when the wallet is the other role's", async () => {
    answer({ credits: 3 });
    const coins = renderHook(() => useCoins(), { wrapper });
    await waitFor(() => expect(coins.result.current.isError).toBe(true));
    expect(coins.result.current.data).toBeUndefined();
    expect(coins.result.current.error?.message).toMatch(/coins/);

    answer({ coins: 12 });
    const credits = renderHook(() => useCredits(), { wrapper });
    await waitFor(() => expect(credits.result.current.isError).toBe(true));
    expect(credits.result.current.error?.message).toMatch(/credits/);
  });
});
