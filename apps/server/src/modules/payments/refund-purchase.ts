import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
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
import { AppError } from '../../http/app-error.ts';
import * as chargeRefundsRepo from './charge-refunds.repo.ts';
import type { ChargeRefundRecord } from './charge-refunds.repo.ts';
import * as paymentsRepo from './payments.repo.ts';
import type { PaymentRecord } from './payments.repo.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * An operator's refund of a purchase (decision 0053): a confirmed coin package or plan charge goes
 * back to its payer by PIX through the provider's refund (decision 0045, `askForRefund`, the same
 * call the places' refunds make), and once the provider says it is done the payment settles as
 * `refunded` through `settlePayment` — the one function that takes back the coins or credits
 * (decision 0006: what is left, never below zero, the rest recorded as `refund_shortfall`).
 */

export type QueuedRefund = { payment: PaymentRecord; refund: ChargeRefundRecord; previous: ChargeRefundRecord | null };

/**
 * Queues the whole charge's refund in the caller's transaction (the operator's, with its audit entry),
 * under the payment's row lock: of ten clicks at once one queues it, the others find it queued
 * (CHARGE_REFUND_EXISTS). A failed refund may be asked again: a new round, a new provider reference.
 */
export async function queuePurchaseRefund(
  tx: Tx,
  { paymentId, operatorId, now }: { paymentId: string; operatorId: string; now: Date },
): Promise<QueuedRefund> {
  const payment = await paymentsRepo.lockPayment(tx, paymentId);
  if (!payment || payment.kind === 'shift' || payment.kind === 'job') throw new AppError('CHARGE_NOT_FOUND');
  const previous = (await chargeRefundsRepo.findOfLockedPayment(tx, paymentId)) ?? null;
  if (previous && previous.status !== 'failed') throw new AppError('CHARGE_REFUND_EXISTS');
  if (payment.status !== 'confirmed' || !payment.providerPaymentId) throw new AppError('CHARGE_NOT_REFUNDABLE');
  const refund = previous
    ? await chargeRefundsRepo.restartRefund(tx, previous.id, operatorId, now)
    : await chargeRefundsRepo.insertRefund(tx, { paymentId, operatorId, amountCents: payment.amountCents, now });
  return { payment, refund, previous };
}

type RefundDeps = Pick<Deps, 'db' | 'events' | 'payments' | 'shiftCharges'>;

export type ChargeRefundReport = {
  done: number;
  pending: number;
  retried: number;
  failed: number;
  unreachable: number;
};
type Outcome = keyof ChargeRefundReport;

const BATCH = 20;

/**
 * Sends the purchase refunds that are due (`ids`: only these, right after an operator asked), each
 * under its lease (SKIP LOCKED): one sender per refund across instances. The payments sweep runs it
 * for the rest, so a provider that did not answer, or refused, delays a refund and loses nothing.
 */
export async function sendDueChargeRefunds(
  deps: RefundDeps,
  { now = new Date(), ids }: { now?: Date; ids?: readonly string[] } = {},
): Promise<ChargeRefundReport> {
  const report: ChargeRefundReport = { done: 0, pending: 0, retried: 0, failed: 0, unreachable: 0 };
  const claimed = await chargeRefundsRepo.claimDueRefunds(deps.db, {
    now,
    leaseSeconds: REFUND_LEASE_SECONDS,
    limit: BATCH,
    ids,
  });
  for (const refund of claimed) report[await sendOne(deps, refund, now)] += 1;
  return report;
}

async function sendOne(deps: RefundDeps, refund: ChargeRefundRecord, now: Date): Promise<Outcome> {
  const payment = await paymentsRepo.findPayment(deps.db, refund.paymentId);
  const attempt: RefundAttempt = payment?.providerPaymentId
    ? await askForRefund(deps.payments, {
        providerPaymentId: payment.providerPaymentId,
        amountCents: refund.amountCents,
        reference: chargeRefundReference(refund),
        description: 'Vamos Trabalhar: estorno da sua compra',
      })
    : { kind: 'refused', reason: 'a cobrança não existe no provedor' };
  if (attempt.kind === 'unreachable') {
    await chargeRefundsRepo.updateRefund(deps.db, refund.id, {
      claimedUntil: null,
      nextAttemptAt: new Date(now.getTime() + REFUND_UNREACHABLE_RETRY_MS),
    });
    return 'unreachable';
  }
  const answer: ChargeRefund =
    attempt.kind === 'answered' ? attempt.refund : { status: 'failed', endToEndId: null, refundedAt: null };
  // A refused call made no refund: the same reference may be tried again. A refund the provider made
  // and then cancelled is final for its reference: failed at once, for an operator to ask again.
  const reason = attempt.kind === 'refused' ? attempt.reason : 'Estorno cancelado pelo provedor';
  return applyAnswer(deps, refund, answer, now, { reason, final: attempt.kind === 'answered' });
}

const { chargeRefundReference } = chargeRefundsRepo;

/** What the provider said of the refund's round, applied once: the payment's lock, then the refund's. */
async function applyAnswer(
  deps: RefundDeps,
  sent: ChargeRefundRecord,
  answer: ChargeRefund,
  now: Date,
  failure: { reason: string; final: boolean },
): Promise<Outcome> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    await paymentsRepo.lockPayment(tx, sent.paymentId);
    const refund = await chargeRefundsRepo.lockRefund(tx, sent.id);
    if (!refund || refund.round !== sent.round || refund.status === 'done' || refund.status === 'failed') {
      return 'pending';
    }
    if (answer.status === 'pending') {
      await chargeRefundsRepo.updateRefund(tx, refund.id, {
        status: 'sending',
        claimedUntil: null,
        nextAttemptAt: new Date(now.getTime() + REFUND_PENDING_RECHECK_MS),
      });
      return 'pending';
    }
    if (answer.status === 'done') {
      await chargeRefundsRepo.updateRefund(tx, refund.id, {
        status: 'done',
        claimedUntil: null,
        endToEndId: answer.endToEndId,
        failReason: null,
        refundedAt: answer.refundedAt ?? now,
      });
      await settlePayment({ deps, tx, afterCommit, paymentId: refund.paymentId, status: 'refunded' });
      return 'done';
    }
    const attempts = refund.attempts + 1;
    const failed = failure.final || attempts >= REFUND_MAX_ATTEMPTS;
    await chargeRefundsRepo.updateRefund(tx, refund.id, {
      status: failed ? 'failed' : 'queued',
      attempts,
      claimedUntil: null,
      failReason: failure.reason,
      nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(attempts)),
    });
    return failed ? 'failed' : 'retried';
  });
}
