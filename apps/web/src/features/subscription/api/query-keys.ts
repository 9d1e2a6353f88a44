import { registerRealtimeInvalidation } from '@/lib/realtime';

/** The contractor's plan (`GET /api/subscription`, with its pending charge). */
export const subscriptionQueryKey = ['subscription'] as const;

// A plan charge was confirmed, expired or cancelled: the plan refetches too (the charges and the
// credits: lib/payments/query-keys).
registerRealtimeInvalidation('payment.changed', () => [subscriptionQueryKey]);
