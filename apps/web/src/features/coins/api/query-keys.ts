import { registerRealtimeInvalidation } from '@/lib/realtime';

/** The freelancer's charges: the pending one and each one by id share the ['payments'] prefix. */
export const paymentsKeys = {
  all: ['payments'] as const,
  pending: () => [...paymentsKeys.all, 'pending'] as const,
  detail: (id: string) => [...paymentsKeys.all, 'detail', id] as const,
};

/** The coin balance, under ['wallet'] so `wallet.changed` (lib/realtime) refreshes it. */
export const coinsQueryKey = ['wallet', 'coins'] as const;

// A charge was confirmed, expired or cancelled (here, in another tab, or by the provider):
// the pending card, the open charge and the balance refetch.
registerRealtimeInvalidation('payment.changed', () => [paymentsKeys.all, ['wallet']]);
