import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContractorWalletSchema } from '@vamos/shared/schemas/wallet';
import { api } from '@/lib/api-client';
import { creditsQueryKey } from './query-keys';

/** `GET /api/wallet` as a contractor: the credit balance. */
export async function getCredits({ signal }: { signal?: AbortSignal } = {}): Promise<{ credits: number }> {
  return ContractorWalletSchema.parse(await api<unknown>('/wallet', { signal }));
}

export function getCreditsQueryOptions() {
  return queryOptions({
    queryKey: creditsQueryKey,
    queryFn: ({ signal }) => getCredits({ signal }),
    select: (wallet) => wallet.credits,
  });
}

export function useCredits() {
  return useQuery(getCreditsQueryOptions());
}
