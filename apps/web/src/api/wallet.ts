import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ContractorWalletSchema,
  FreelancerWalletSchema,
  WalletSchema,
  type Wallet,
} from '@vamos/shared/schemas/wallet';
import { api } from '@/lib/api-client';

/**
 * The balance (`GET /api/wallet`): one cache entry whichever role reads it, under the ['wallet']
 * prefix that lib/realtime refreshes on `wallet.changed` (the statement's ['wallet', 'ledger'] too).
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
};

/** A freelancer's answer is `{ coins }`, a contractor's `{ credits }`. */
export async function getWallet({ signal }: { signal?: AbortSignal } = {}): Promise<Wallet> {
  return WalletSchema.parse(await api<unknown>('/wallet', { signal }));
}

function walletQueryOptions() {
  return queryOptions({ queryKey: walletKeys.balance(), queryFn: ({ signal }) => getWallet({ signal }) });
}

/** The freelancer's coins. */
export function useCoins() {
  return useQuery({ ...walletQueryOptions(), select: (wallet) => FreelancerWalletSchema.parse(wallet).coins });
}

/** The contractor's credits. */
export function useCredits() {
  return useQuery({ ...walletQueryOptions(), select: (wallet) => ContractorWalletSchema.parse(wallet).credits });
}
