import { PaymentProviderError } from '../../providers/payment/payment-provider.ts';
import * as payoutsRepo from './payouts.repo.ts';
import { applyTransfer, parseTransferReference, type PayoutDeps } from './send-payouts.ts';

export type TransferEvent = {
  /** The provider's transfer id (Asaas `transfer.id`). */
  providerTransferId: string;
  /** Our reference, echoed by the provider ('payout:{id}:{attempt}'), when the event carries it. */
  externalReference: string | null;
};

/**
 * A transfer's webhook (Asaas TRANSFER_*, or the local dev page): its status is never taken from the
 * body but re-read from the provider, and applied under the pay-out's lock, so events in any order
 * and any number of times leave it where the provider says. A transfer the sender has not recorded
 * yet is found by its reference. Unknown transfers are acknowledged and ignored.
 */
export async function handleTransferEvent(
  deps: PayoutDeps,
  event: TransferEvent,
  now = new Date(),
): Promise<'applied' | 'ignored'> {
  const known = await payoutsRepo.findByTransferId(deps.db, event.providerTransferId);
  const named = event.externalReference ? parseTransferReference(event.externalReference) : null;
  const payoutId = known?.id ?? named?.payoutId;
  if (!payoutId) return 'ignored';
  let transfer;
  try {
    transfer = await deps.payments.getTransfer(event.providerTransferId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.status === 404) return 'ignored';
    throw error;
  }
  await applyTransfer(deps, payoutId, transfer, { now, attempt: known ? undefined : named?.attempt });
  return 'applied';
}
