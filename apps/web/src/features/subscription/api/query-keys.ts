import { registerRealtimeInvalidation } from '@/lib/realtime';

/** The contractor's plan (`GET /api/subscription`, with its pending charge). */
export const subscriptionQueryKey = ['subscription'] as const;

/** The contractor's charges, each by id under the ['payments'] prefix. */
export const paymentsKeys = {
  all: ['payments'] as const,
  detail: (id: string) => [...paymentsKeys.all, 'detail', id] as const,
};

/**
 * The credit balance. The same key and shape as the contractor jobs' counter (one cache entry),
 * under ['wallet'] so `wallet.changed` (lib/realtime) refreshes it.
 */
export const creditsQueryKey = ['wallet', 'credits'] as const;

// A plan charge was confirmed, expired or cancelled: the plan, the charge and the credits refetch.
registerRealtimeInvalidation('payment.changed', () => [paymentsKeys.all, subscriptionQueryKey, ['wallet']]);
