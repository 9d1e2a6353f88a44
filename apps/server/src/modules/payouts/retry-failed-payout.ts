import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as payoutsRepo from './payouts.repo.ts';
import type { PayoutRecord } from './payouts.repo.ts';
import * as pixKeysRepo from './pix-keys.repo.ts';

/**
 * An operator's 'Reenviar' of a failed pay-out (issue 28, decision 0053), in the operator's
 * transaction: the pay-out locked, queued again with a new attempt (a new transfer reference, as the
 * freelancer's own 'Tentar novamente'), to the key the freelancer has saved now. Only a failed one
 * (PAYOUT_NOT_FAILED: a second click finds it queued), and only with a key to send to.
 * Returns the pay-out as it was; the caller wakes the pay worker after commit (`payout.changed`).
 */
export async function requeueFailedPayout(tx: Tx, payoutId: string, now: Date): Promise<PayoutRecord> {
  const payout = await payoutsRepo.lockPayout(tx, payoutId);
  if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
  if (payout.status !== 'failed') throw new AppError('PAYOUT_NOT_FAILED');
  if (!(await pixKeysRepo.findPixKey(tx, payout.freelancerId))) throw new AppError('PAYOUT_NO_PIX_KEY');
  const ids = await payoutsRepo.requeueForNewKey(tx, payout.freelancerId, now, payout.id);
  if (ids.length !== 1) throw new AppError('PAYOUT_NOT_FAILED');
  return payout;
}
