import type { ShiftRefundReason } from '@vamos/shared/guaranteed-pay';
import type { Tx } from '../../db/client.ts';
import { LEDGER_ACCOUNTS, postEntry } from '../money-ledger/money-ledger.service.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';

export type RefundOwed = {
  shiftId: string;
  jobId: string;
  contractorId: string;
  /** The charge the money came in by: the refund gives part or all of it back (once per charge). */
  paymentId: string;
  amountCents: number;
  reason: ShiftRefundReason;
  now: Date;
};

/**
 * `amountCents` of a charge is owed back to the contractor (decision 0044), in the caller's
 * transaction: one balanced entry (their held money becomes refundable) and the refund queued for the
 * pay worker, both once per charge.
 */
export async function oweRefund(tx: Tx, owed: RefundOwed): Promise<void> {
  await postEntry(tx, {
    kind: 'refund',
    idempotencyKey: `refund_due:${owed.paymentId}`,
    jobId: owed.jobId,
    shiftId: owed.shiftId,
    lines: [
      { account: LEDGER_ACCOUNTS.contractorHeld(owed.contractorId), amountCents: owed.amountCents },
      { account: LEDGER_ACCOUNTS.contractorRefundable(owed.contractorId), amountCents: -owed.amountCents },
    ],
  });
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
