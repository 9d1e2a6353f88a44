import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ProviderPaymentStatus } from '../../providers/payment/payment-provider.ts';
import * as paymentsRepo from './payments.repo.ts';
import { settlePayment } from './settle-payment.ts';

export type ProviderEvent = {
  /** The provider's event id (Asaas `id`, 'evt_...'): each is applied once. */
  eventId: string;
  /** PAYMENT_CONFIRMED, PAYMENT_RECEIVED, PAYMENT_OVERDUE, PAYMENT_DELETED, PAYMENT_REFUNDED... */
  eventType: string;
  providerPaymentId: string | null;
};

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** Events that end a charge without money arriving; their meaning does not depend on a re-read. */
const CLOSING_EVENTS: Record<string, ProviderPaymentStatus> = {
  PAYMENT_OVERDUE: 'overdue',
  PAYMENT_DELETED: 'cancelled',
  PAYMENT_REFUNDED: 'refunded',
};
const CONFIRMING_EVENTS = new Set(['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED']);

/**
 * A webhook delivery (Asaas, or the local provider's dev page). Confirmations are not taken from
 * the body: the payment is re-read from the provider. The event id is recorded in the same
 * transaction that applies it, so however many times and in whatever order the provider
 * delivers it, it moves money once; if anything fails, nothing is recorded and the provider's
 * retry applies it later. Unknown payments and other event types are acknowledged and recorded.
 */
export async function handleProviderEvent(
  deps: Pick<Deps, 'db' | 'events' | 'payments' | 'shiftCharges'>,
  event: ProviderEvent,
): Promise<EventOutcome> {
  const provider = deps.payments.name;
  if (await paymentsRepo.eventExists(deps.db, provider, event.eventId)) return 'duplicate';
  const payment = event.providerPaymentId
    ? await paymentsRepo.findByProviderId(deps.db, provider, event.providerPaymentId)
    : undefined;
  let status: ProviderPaymentStatus | undefined;
  if (payment && event.providerPaymentId) {
    if (CONFIRMING_EVENTS.has(event.eventType)) status = await deps.payments.getPaymentStatus(event.providerPaymentId);
    else status = CLOSING_EVENTS[event.eventType];
  }
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const recorded = await paymentsRepo.recordEvent(tx, {
      provider,
      eventId: event.eventId,
      eventType: event.eventType,
      providerPaymentId: event.providerPaymentId,
    });
    if (!recorded) return 'duplicate';
    if (!payment || !status) return 'ignored';
    await settlePayment({ deps, tx, afterCommit, paymentId: payment.id, status });
    return 'applied';
  });
}
