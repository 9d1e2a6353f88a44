import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';
import type { ShiftRefundRecord } from './shift-pay.repo.ts';

/**
 * 'Reenviar' a place's refund that failed (an operator's, decision 0053), in the caller's
 * transaction: a new round with a new provider reference (the refused one is final there), its
 * attempts from zero, due now; the pay worker sends it on its next pass. Only a failed refund
 * (REFUND_NOT_FAILED: a second click finds it queued). Returns the refund as it was.
 */
export async function requeueFailedPlaceRefund(tx: Tx, refundId: string, now: Date): Promise<ShiftRefundRecord> {
  const before = isUuid(refundId) ? await shiftPayRepo.lockRefund(tx, refundId) : undefined;
  if (!before) throw new AppError('REFUND_NOT_FOUND');
  if (before.status !== 'failed' || !(await shiftPayRepo.requeueFailedRefund(tx, refundId, now)))
    throw new AppError('REFUND_NOT_FAILED');
  return before;
}
