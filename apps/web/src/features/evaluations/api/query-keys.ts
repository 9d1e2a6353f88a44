import { registerRealtimeInvalidation } from '@/lib/realtime';

/** Every evaluation query sits under ['evaluations']; a change to any of them refetches all. */
export const evaluationsKeys = {
  all: ['evaluations'] as const,
  received: () => [...evaluationsKeys.all, 'received'] as const,
  given: () => [...evaluationsKeys.all, 'given'] as const,
  pending: () => [...evaluationsKeys.all, 'pending'] as const,
  pendingCount: () => [...evaluationsKeys.all, 'pending', 'count'] as const,
};

// A new or edited evaluation, a concluded or cancelled job, a freelancer who gave up: what I may
// rate, and what I received, change (the navigation badge counts live).
for (const type of ['evaluation.changed', 'job.changed', 'job.cancelled', 'application.withdrawn'] as const) {
  registerRealtimeInvalidation(type, () => [evaluationsKeys.all]);
}
