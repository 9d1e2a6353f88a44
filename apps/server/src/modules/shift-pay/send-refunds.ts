import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  askForRefund,
  REFUND_LEASE_SECONDS,
  REFUND_MAX_ATTEMPTS,
  REFUND_PENDING_RECHECK_MS,
  REFUND_UNREACHABLE_RETRY_MS,
  refundRetryDelayMs,
  type RefundAttempt,
} from '../../providers/payment/ask-refund.ts';
import type { ChargeRefund } from '../../providers/payment/payment-provider.ts';
import { findJobMention } from '../jobs/jobs.service.ts';
import { LEDGER_ACCOUNTS, postEntry } from '../money-ledger/money-ledger.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { findShiftCharge } from '../payments/shift-charges.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';
import type { ShiftRefundRecord } from './shift-pay.repo.ts';

/**
 * Sending the places' refunds (decision 0044): a pass claims the due refunds, each under a lease one
 * process holds (SKIP LOCKED), and asks the provider to refund that much of the place's charge with
 * the refund's id as the reference (decision 0045: a repeat answers the refund made, so a pass that
 * dies after the call and the next pass's repeat refund once). Done: the money left the provider
 * (one balanced entry) and the contractor is told. Pending: asked again later. Refused: tried again
 * after a back-off, then 'failed' for an operator.
 */

type RefundDeps = Pick<Deps, 'db' | 'events' | 'payments'>;

const BATCH = 20;

export type RefundReport = { done: number; pending: number; retried: number; failed: number; unreachable: number };

export async function sendDueRefunds(
  deps: RefundDeps,
  { now = new Date() }: { now?: Date } = {},
): Promise<RefundReport> {
  const report: RefundReport = { done: 0, pending: 0, retried: 0, failed: 0, unreachable: 0 };
  const claimed = await shiftPayRepo.claimDueRefunds(deps.db, {
    now,
    leaseSeconds: REFUND_LEASE_SECONDS,
    limit: BATCH,
  });
  for (const refund of claimed) report[await sendOne(deps, refund, now)] += 1;
  return report;
}

type Outcome = keyof RefundReport;

async function sendOne(deps: RefundDeps, refund: ShiftRefundRecord, now: Date): Promise<Outcome> {
  const charge = await findShiftCharge(deps.db, refund.paymentId);
  let attempt: RefundAttempt;
  if (!charge?.providerPaymentId) {
    attempt = { kind: 'refused', reason: 'the place has no charge at the provider' };
  } else {
    const job = await findJobMention(deps.db, refund.jobId);
    attempt = await askForRefund(deps.payments, {
      providerPaymentId: charge.providerPaymentId,
      amountCents: refund.amountCents,
      reference: shiftPayRepo.shiftRefundReference(refund),
      description: `Vamos Trabalhar: reembolso da vaga de ${job?.jobTitle ?? 'trabalho'}`.slice(0, 100),
    });
  }
  if (attempt.kind === 'refused') {
    return applyRefund(deps, refund, { status: 'failed', endToEndId: null, refundedAt: null }, now, attempt.reason);
  }
  if (attempt.kind === 'unreachable') {
    await shiftPayRepo.updateRefund(deps.db, refund.id, {
      claimedUntil: null,
      nextAttemptAt: new Date(now.getTime() + REFUND_UNREACHABLE_RETRY_MS),
    });
    return 'unreachable';
  }
  return applyRefund(deps, refund, attempt.refund, now, null);
}

/** What the provider said of a refund's round, applied once under its row lock (an earlier round's news changes nothing). */
async function applyRefund(
  deps: RefundDeps,
  sent: Pick<ShiftRefundRecord, 'id' | 'round'>,
  answer: ChargeRefund,
  now: Date,
  reason: string | null,
): Promise<Outcome> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const refund = await shiftPayRepo.lockRefund(tx, sent.id);
    if (!refund || refund.round !== sent.round || refund.status === 'done' || refund.status === 'failed')
      return 'pending';
    if (answer.status === 'pending') {
      await shiftPayRepo.updateRefund(tx, refund.id, {
        status: 'sending',
        claimedUntil: null,
        nextAttemptAt: new Date(now.getTime() + REFUND_PENDING_RECHECK_MS),
      });
      return 'pending';
    }
    if (answer.status === 'done') {
      const refundedAt = answer.refundedAt ?? now;
      await shiftPayRepo.updateRefund(tx, refund.id, {
        status: 'done',
        claimedUntil: null,
        endToEndId: answer.endToEndId,
        failReason: null,
        refundedAt,
      });
      await postEntry(tx, {
        kind: 'refund_sent',
        idempotencyKey: `refund_sent:${refund.id}`,
        jobId: refund.jobId,
        shiftId: refund.shiftId,
        lines: [
          { account: LEDGER_ACCOUNTS.contractorRefundable(refund.contractorId), amountCents: refund.amountCents },
          { account: LEDGER_ACCOUNTS.clearing, amountCents: -refund.amountCents },
        ],
      });
      const job = await findJobMention(tx, refund.jobId);
      await notify(deps, tx, {
        userId: refund.contractorId,
        kind: 'place_refunded',
        ref: `refund:${refund.id}`,
        data: {
          jobId: refund.jobId,
          jobTitle: job?.jobTitle ?? '',
          serviceDate: job?.serviceDate ?? '',
          amountCents: refund.amountCents,
          reason: refund.reason,
        },
      });
      afterCommit(() =>
        publishEvent(deps, { type: 'job.changed', userIds: [refund.contractorId], ids: { jobId: refund.jobId } }),
      );
      return 'done';
    }
    const attempts = refund.attempts + 1;
    const failed = attempts >= REFUND_MAX_ATTEMPTS;
    await shiftPayRepo.updateRefund(tx, refund.id, {
      status: failed ? 'failed' : 'queued',
      attempts,
      claimedUntil: null,
      failReason: reason ?? 'Reembolso recusado pelo provedor',
      nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(attempts)),
    });
    return failed ? 'failed' : 'retried';
  });
}
