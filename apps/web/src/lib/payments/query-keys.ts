import { registerRealtimeInvalidation } from '@/lib/realtime';

/** The user's charges (coins or plans): the pending one and each one by id share the ['payments'] prefix. */
export const paymentsKeys = {
  all: ['payments'] as const,
  pending: () => [...paymentsKeys.all, 'pending'] as const,
  detail: (id: string) => [...paymentsKeys.all, 'detail', id] as const,
};

// A charge was confirmed, expired or cancelled (here, in another tab, or by the provider): the
// charges and the balance refetch. A feature that shows a charge elsewhere (the contractor's plan)
// registers its own key as well.
registerRealtimeInvalidation('payment.changed', () => [paymentsKeys.all, ['wallet']]);
