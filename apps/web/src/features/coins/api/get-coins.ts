import { queryOptions, useQuery } from '@tanstack/react-query';
import { FreelancerWalletSchema } from '@vamos/shared/schemas/wallet';
import { api } from '@/lib/api-client';
import { coinsQueryKey } from './query-keys';

/** `GET /api/wallet` as a freelancer sees it: the coin balance. */
export async function getCoins({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  return FreelancerWalletSchema.parse(await api<unknown>('/wallet', { signal })).coins;
}

export function getCoinsQueryOptions() {
  return queryOptions({ queryKey: coinsQueryKey, queryFn: ({ signal }) => getCoins({ signal }) });
}

export function useCoins() {
  return useQuery(getCoinsQueryOptions());
}
