import {
  OPERATOR_PAYMENTS_PAGE_SIZE,
  type BalanceAdjustmentResult,
  type ChargeRefundResult,
  type OperatorChargeList,
  type PaymentFailures,
  type PayoutRetryResult,
} from '@vamos/shared/schemas/operator-payments';
import { coins, credits } from '@vamos/shared/pricing';
import type { z } from 'zod';
import type { BalanceAdjustmentInputSchema, RetryResult } from '@vamos/shared/schemas/operator-payments';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { queuePurchaseRefund, sendDueChargeRefunds } from '../payments/refund-purchase.ts';
import { requeueFailedPayout } from '../payouts/payouts.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { requeueFailedPlaceRefund } from '../shift-pay/retry-refund.ts';
import { credit, debit, getBalances, hasLedgerEntry, lockBalance } from '../wallet/wallet.service.ts';
import { presentCharge, presentFailedPayout, presentFailedRefund } from './operator-payments-presenter.ts';
import * as paymentsReads from './operator-payments.repo.ts';
import * as operatorsRepo from './operators.repo.ts';

/**
 * 'Pagamentos' (issue 28, decision 0053): the charges, a refund of a confirmed one, a manual
 * adjustment of a balance, and the guaranteed-pay money that failed to go out. Every action writes its
 * audit entry in its own transaction.
 */

/** Every purchase and plan charge, newest first, `OPERATOR_PAYMENTS_PAGE_SIZE` a page. */
export async function listOperatorCharges(
  deps: Pick<Deps, 'db'>,
  query: { q: string; page: number },
): Promise<OperatorChargeList> {
  const limit = OPERATOR_PAYMENTS_PAGE_SIZE;
  const { rows, total } = await paymentsReads.listCharges(deps.db, {
    q: query.q,
    limit,
    offset: (query.page - 1) * limit,
  });
  return { charges: rows.map(presentCharge), page: query.page, total, page_size: limit };
}

/**
 * 'Estornar': the whole charge goes back by PIX (decision 0053). The refund is queued and audited in
 * one transaction (ten clicks: one refund, nine CHARGE_REFUND_EXISTS), then sent at once; a provider
 * that does not answer, or refuses for now, leaves it queued for the payments sweep. When the
 * provider has done it, the payment is `refunded` and the coins or credits it granted are taken back
 * (what is left; the rest is the payment's `refund_shortfall`, decision 0006).
 */
export async function refundCharge(
  deps: Pick<Deps, 'db' | 'events' | 'payments' | 'shiftCharges'>,
  operator: OperatorActor,
  paymentId: string,
  input: { reason: string },
  now = new Date(),
): Promise<ChargeRefundResult> {
  if (!isUuid(paymentId)) throw new AppError('CHARGE_NOT_FOUND');
  const { refundId, auditId } = await inTransaction(deps.db, async (tx) => {
    const { payment, refund, previous } = await queuePurchaseRefund(tx, {
      paymentId,
      operatorId: operator.personId,
      now,
    });
    const currency = payment.kind === 'coins' ? 'coin' : 'credit';
    const balance = (await getBalances(tx, payment.userId))[currency];
    const auditId = await operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action: 'charge_refunded',
      targetType: 'charge',
      targetId: payment.id,
      before: { payment_status: payment.status, refund: previous?.status ?? null, currency, balance },
      after: {
        refund: refund.status,
        amount_cents: refund.amountCents,
        // What the refund will take back: the purchase's grant, or what is left of it.
        takes_back: Math.min(balance, payment.quantity),
        currency,
      },
      reason: input.reason,
      at: now,
    });
    return { refundId: refund.id, auditId };
  });
  await sendDueChargeRefunds(deps, { now, ids: [refundId] });
  const [row] = (await paymentsReads.listCharges(deps.db, { q: paymentId, limit: 1, offset: 0 })).rows;
  return {
    payment_id: paymentId,
    refund_status: row?.refundStatus ?? 'queued',
    payment_status: row?.status ?? 'confirmed',
    audit_id: auditId,
  };
}

type AdjustmentInput = z.output<typeof BalanceAdjustmentInputSchema>;

/** Freelancers hold coins, contractors credits. */
const CURRENCY_OF = { freelancer: 'coin', contractor: 'credit' } as const;

/**
 * A manual adjustment of a person's coins or credits with its reason (ledger reason
 * `operator_adjustment`), positive or negative, never below zero: the balance row is locked, so a
 * concurrent spend is counted. The form's `request_id` is the ledger's idempotency key: the same
 * adjustment sent twice moves once (and is audited once).
 */
export async function adjustBalance(
  deps: Pick<Deps, 'db' | 'events'>,
  operator: OperatorActor,
  input: AdjustmentInput,
  now = new Date(),
): Promise<BalanceAdjustmentResult> {
  const result = await inTransaction(deps.db, async (tx) => {
    const person = await paymentsReads.findPersonByEmail(tx, input.email);
    if (!person)
      throw new AppError('ADJUSTMENT_USER_NOT_FOUND', { fields: { email: 'Nenhum usuário com este e-mail.' } });
    const currency = input.currency;
    if (CURRENCY_OF[person.role] !== currency) {
      const holds = person.role === 'freelancer' ? 'moedas' : 'créditos';
      throw new AppError('ADJUSTMENT_CURRENCY', { fields: { currency: `Este usuário tem ${holds}.` } });
    }
    const key = `operator_adjustment:${input.request_id}`;
    const balance = await lockBalance(tx, person.id, currency);
    if (await hasLedgerEntry(tx, key)) {
      return { userId: person.id, currency, amount: input.amount, balance, auditId: null };
    }
    if (balance + input.amount < 0) {
      const has = currency === 'coin' ? coins(balance) : credits(balance);
      const message = `O saldo não pode ficar negativo: o usuário tem ${has}.`;
      throw new AppError('ADJUSTMENT_BELOW_ZERO', { message, fields: { amount: message } });
    }
    const move = {
      userId: person.id,
      currency,
      amount: Math.abs(input.amount),
      reason: 'operator_adjustment',
      reference: `operator:${operator.personId}`,
      idempotencyKey: key,
    };
    const { entry } = input.amount > 0 ? await credit(tx, move) : await debit(tx, move);
    const auditId = await operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action: 'balance_adjusted',
      targetType: 'user',
      targetId: person.id,
      before: { currency, balance },
      after: { currency, balance: entry.balanceAfter, delta: input.amount },
      reason: input.reason,
      at: now,
    });
    return { userId: person.id, currency, amount: input.amount, balance: entry.balanceAfter, auditId };
  });
  await publishEvent(deps, { type: 'wallet.changed', userIds: [result.userId] });
  return {
    user_id: result.userId,
    currency: result.currency,
    amount: result.amount,
    balance: result.balance,
    audit_id: result.auditId,
  };
}

/** Issue 27's failures for an operator: pay-outs that failed (with 'Reenviar') and refunds that failed. */
export async function listPaymentFailures(deps: Pick<Deps, 'db'>): Promise<PaymentFailures> {
  const [payouts, refunds] = [
    await paymentsReads.listFailedPayouts(deps.db),
    await paymentsReads.listFailedRefunds(deps.db),
  ];
  return { payouts: payouts.map(presentFailedPayout), refunds: refunds.map(presentFailedRefund) };
}

/** 'Reenviar' a failed pay-out: queued again with a new attempt and audited; the pay worker sends it. */
export async function retryFailedPayout(
  deps: Pick<Deps, 'db' | 'events'>,
  operator: OperatorActor,
  payoutId: string,
  input: { reason: string },
  now = new Date(),
): Promise<PayoutRetryResult> {
  if (!isUuid(payoutId)) throw new AppError('PAYOUT_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const before = await requeueFailedPayout(tx, payoutId, now);
    const auditId = await operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action: 'payout_retried',
      targetType: 'payout',
      targetId: payoutId,
      before: { payout_status: before.status, attempt: before.attempt, fail_reason: before.failReason },
      after: { payout_status: 'queued', attempt: before.attempt + 1 },
      reason: input.reason,
      at: now,
    });
    afterCommit(() => publishEvent(deps, { type: 'payout.changed', userIds: [before.freelancerId] }));
    return { payout_id: payoutId, audit_id: auditId };
  });
}

/**
 * 'Reenviar' a place's refund that failed: asked again as a new round (a new provider reference),
 * audited 'refund_retried'; the pay worker sends it within its next pass, and the contractor is told
 * when it is done, as for any refund.
 */
export async function retryFailedRefund(
  deps: Pick<Deps, 'db' | 'events'>,
  operator: OperatorActor,
  refundId: string,
  input: { reason: string },
  now = new Date(),
): Promise<RetryResult> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const before = await requeueFailedPlaceRefund(tx, refundId, now);
    const auditId = await operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action: 'refund_retried',
      targetType: 'refund',
      targetId: before.id,
      before: { refund_status: before.status, round: before.round, fail_reason: before.failReason },
      after: { refund_status: 'queued', round: before.round + 1 },
      reason: input.reason,
      at: now,
    });
    afterCommit(() =>
      publishEvent(deps, { type: 'job.changed', userIds: [before.contractorId], ids: { jobId: before.jobId } }),
    );
    return { id: before.id, audit_id: auditId };
  });
}
