import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@vamos/shared/schemas/wallet';
import { api } from '@/lib/api-client';

/**
 * The balance (`GET /api/wallet`): one cache entry whichever role reads it, under the ['wallet']
 * prefix that lib/realtime refreshes on `wallet.changed` (the statement's ['wallet', 'ledger'] too).
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
};

/** A freelancer's answer is `{ coins }`, a contractor's `{ credits }` (WalletSchema, checked by the server). */
export async function getWallet({ signal }: { signal?: AbortSignal } = {}): Promise<Wallet> {
  return api<Wallet>('/wallet', { signal });
}

function walletQueryOptions() {
  return queryOptions({ queryKey: walletKeys.balance(), queryFn: ({ signal }) => getWallet({ signal }) });
}

/**
 * The other role's wallet (or any answer without the field) is a programming error: the query
 * fails with this error instead of showing an undefined balance.
 */
function wrongWallet(expected: 'coins' | 'credits'): Error {
  return new Error(`GET /api/wallet: expected a wallet with ${expected}`);
}

/** The freelancer's coins. */
export function useCoins() {
  return useQuery({
    ...walletQueryOptions(),
    select: (wallet) => {
      if (!('coins' in wallet)) throw wrongWallet('coins');
      return wallet.coins;
    },
  });
}

/** The contractor's credits. */
export function useCredits() {
  return useQuery({
    ...walletQueryOptions(),
    select: (wallet) => {
      if (!('credits' in wallet)) throw wrongWallet('credits');
      return wallet.credits;
    },
  });
}
