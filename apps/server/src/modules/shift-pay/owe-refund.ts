import type { ShiftRefundReason } from '@vamos/shared/guaranteed-pay';
import type { Tx } from '../../db/client.ts';
import { LEDGER_ACCOUNTS, postEntry } from '../money-ledger/money-ledger.service.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';

export type RefundOwed = {
  /** Null: not one place's money (a job's charge paid after it lapsed, or its pool's leftover: decision 0056). */
  shiftId: string | null;
  jobId: string;
  contractorId: string;
  /** The charge the money came in by: the refund gives part or all of it back. */
  paymentId: string;
  amountCents: number;
  reason: ShiftRefundReason;
  now: Date;
  /**
   * A place taken from a job's funding (decision 0056): its charge pays many places, so its refund
   * is keyed by charge and place. A place's own charge keeps its key (once per charge).
   */
  pooled?: boolean;
};

/** Once per charge (a place's own); per charge and place (a pooled place); the pool's leftover once per charge. */
function refundKey(owed: RefundOwed): string {
  if (owed.reason === 'pool_leftover') return `refund_due:${owed.paymentId}:pool`;
  if (owed.pooled && owed.shiftId) return `refund_due:${owed.paymentId}:${owed.shiftId}`;
  return `refund_due:${owed.paymentId}`;
}

/**
 * `amountCents` of a charge is owed back to the contractor (decision 0044), in the caller's
 * transaction: one balanced entry (their held money becomes refundable) and the refund queued for the
 * pay worker, both once (refundKey): the refund is queued only with its entry, so money is never
 * owed twice.
 */
export async function oweRefund(tx: Tx, owed: RefundOwed): Promise<void> {
  const posted = await postEntry(tx, {
    kind: 'refund',
    idempotencyKey: refundKey(owed),
    jobId: owed.jobId,
    shiftId: owed.shiftId,
    lines: [
      { account: LEDGER_ACCOUNTS.contractorHeld(owed.contractorId), amountCents: owed.amountCents },
      { account: LEDGER_ACCOUNTS.contractorRefundable(owed.contractorId), amountCents: -owed.amountCents },
    ],
  });
  if (!posted) return;
  await shiftPayRepo.insertRefund(tx, {
    shiftId: owed.shiftId,
    jobId: owed.jobId,
    contractorId: owed.contractorId,
    paymentId: owed.paymentId,
    amountCents: owed.amountCents,
    reason: owed.reason,
    status: 'queued',
    nextAttemptAt: owed.now,
  });
}
