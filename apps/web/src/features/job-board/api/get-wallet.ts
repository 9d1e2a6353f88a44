import { queryOptions, useQuery } from '@tanstack/react-query';
import { FreelancerWalletSchema } from '@vamos/shared/schemas/wallet';
import { api } from '@/lib/api-client';

/** The balance; lib/realtime invalidates this key on `wallet.changed`. */
export const walletQueryKey = ['wallet'] as const;

/** `GET /api/wallet` as a freelancer sees it: `{ coins }`. */
export async function getCoins({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  return FreelancerWalletSchema.parse(await api<unknown>('/wallet', { signal })).coins;
}

export function getCoinsQueryOptions() {
  return queryOptions({ queryKey: walletQueryKey, queryFn: ({ signal }) => getCoins({ signal }) });
}

export function useCoins() {
  return useQuery(getCoinsQueryOptions());
}
