/**
 * The coin balance, under ['wallet'] so `wallet.changed` (lib/realtime) refreshes it. The charges'
 * keys, and what `payment.changed` refetches, are in lib/payments/query-keys.
 */
export const coinsQueryKey = ['wallet', 'coins'] as const;
