import { PLAN_PERIOD_DAYS, PLANS } from '@vamos/shared/pricing';
import type { Tx } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import type { ProviderPaymentStatus } from '../../providers/payment/payment-provider.ts';
import type { Deps } from '../../app-deps.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { credit, getBalances, debit } from '../wallet/wallet.service.ts';
import * as paymentsRepo from './payments.repo.ts';
import type { ShiftChargeOutcome } from '../../guaranteed-pay-hooks.ts';
import type { PaymentRecord } from './payments.repo.ts';

export type { PaymentRecord };

export type Settlement = { payment: PaymentRecord; changed: boolean };

/**
 * Applies what the provider says about a payment, in the caller's transaction, under the
 * payment's row lock — the one place where a charge's status and the money it moves change:
 *
 * - confirmed: from pending, expired or cancelled (money the payer sent is never ignored) →
 *   confirmed, and the coins (package) or the plan with its credits are granted, once: the
 *   ledger key `payment:<id>` and the row lock make a second confirmation a no-op;
 * - overdue: pending → expired; cancelled: pending → cancelled;
 * - refunded: confirmed → refunded, taking back what is left of the coins/credits (decision
 *   0006: never below zero, the rest recorded as `refund_shortfall`), and a plan bought by this
 *   payment ends; a refund of an unpaid charge just cancels it;
 * - pending, or anything else: nothing changes.
 *
 * A guaranteed-pay charge (a place's, kind 'shift', decision 0042; all of a job's places, kind 'job',
 * decision 0056) grants nothing here: paid, closed or refunded, it is handed to `deps.shiftCharges`,
 * which moves the shift (or the job's funding) and the ledger in the same transaction.
 *
 * The browser is told after commit (`payment.changed`, `wallet.changed`).
 */
export async function settlePayment({
  deps,
  tx,
  afterCommit,
  paymentId,
  status,
}: {
  deps: Pick<Deps, 'db' | 'events' | 'shiftCharges'>;
  tx: Tx;
  afterCommit: AfterCommit;
  paymentId: string;
  /** What the provider says of the charge now. */
  status: ProviderPaymentStatus;
}): Promise<Settlement> {
  const payment = await paymentsRepo.lockPayment(tx, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  const next = await transition(tx, payment, status);
  if (!next) return { payment, changed: false };
  if (isGuaranteedPay(next)) {
    await deps.shiftCharges({ deps, tx, afterCommit, payment: next, outcome: shiftOutcome(next) });
  } else {
    await tellBuyer(deps, tx, next);
  }
  afterCommit(async () => {
    await publishEvent(deps, { type: 'payment.changed', userIds: [payment.userId], ids: { paymentId } });
    if (!isGuaranteedPay(next) && (next.status === 'confirmed' || next.status === 'refunded')) {
      await publishEvent(deps, { type: 'wallet.changed', userIds: [payment.userId] });
    }
  });
  return { payment: next, changed: true };
}

async function transition(
  tx: Tx,
  payment: PaymentRecord,
  status: ProviderPaymentStatus,
): Promise<PaymentRecord | null> {
  switch (status) {
    case 'confirmed':
      if (payment.status === 'confirmed' || payment.status === 'refunded') return null;
      await grant(tx, payment);
      return paymentsRepo.setStatus(tx, payment.id, 'confirmed', { confirmed: true });
    case 'overdue':
      return payment.status === 'pending' ? paymentsRepo.setStatus(tx, payment.id, 'expired') : null;
    case 'cancelled':
      return payment.status === 'pending' ? paymentsRepo.setStatus(tx, payment.id, 'cancelled') : null;
    case 'refunded':
      if (payment.status === 'pending') return paymentsRepo.setStatus(tx, payment.id, 'cancelled');
      if (payment.status !== 'confirmed') return null;
      if (isGuaranteedPay(payment)) return paymentsRepo.setStatus(tx, payment.id, 'refunded');
      return paymentsRepo.setStatus(tx, payment.id, 'refunded', { refundShortfall: await takeBack(tx, payment) });
    case 'pending':
      return null;
  }
}

/**
 * The buyer hears of a confirmed payment (what it added), of a charge that expired unpaid, and of a
 * purchase refunded (decision 0053: what the refund took from the balance).
 */
async function tellBuyer(deps: Pick<Deps, 'events'>, tx: Tx, payment: PaymentRecord): Promise<void> {
  if (payment.kind === 'shift' || payment.kind === 'job') return;
  const base = {
    userId: payment.userId,
    ref: `payment:${payment.id}`,
  };
  const about = { paymentId: payment.id, product: payment.kind, amountCents: payment.amountCents };
  if (payment.status === 'confirmed') {
    const plan = PLANS.find((p) => p.id === payment.productId);
    const description =
      payment.kind === 'coins'
        ? `${payment.quantity} moedas adicionadas ao seu saldo`
        : `plano ${plan?.name ?? payment.productId} ativo, com ${payment.quantity} créditos`;
    await notify(deps, tx, { ...base, kind: 'payment_confirmed', data: { ...about, description } });
  } else if (payment.status === 'expired') {
    await notify(deps, tx, { ...base, kind: 'payment_expired', data: about });
  } else if (payment.status === 'refunded') {
    const taken = payment.quantity - payment.refundShortfall;
    const left =
      payment.kind === 'coins'
        ? taken > 0
          ? `${taken} moedas retiradas do seu saldo`
          : 'nenhuma moeda foi retirada (elas já tinham sido usadas)'
        : `${taken > 0 ? `${taken} créditos retirados do seu saldo` : 'nenhum crédito foi retirado'} e o plano foi encerrado`;
    await notify(deps, tx, {
      ...base,
      ref: `payment:${payment.id}:refunded`,
      kind: 'payment_refunded',
      data: { ...about, description: left },
    });
  }
}

/** A guaranteed-pay charge: a place's ('shift') or all of a job's places ('job'); not a purchase. */
const isGuaranteedPay = (payment: PaymentRecord) => payment.kind === 'shift' || payment.kind === 'job';

const currencyOf = (payment: PaymentRecord) => (payment.kind === 'coins' ? 'coin' : 'credit');

function shiftOutcome(payment: PaymentRecord): ShiftChargeOutcome {
  if (payment.status === 'confirmed') return 'paid';
  return payment.status === 'refunded' ? 'refunded' : 'closed';
}

async function grant(tx: Tx, payment: PaymentRecord): Promise<void> {
  // A place's (or a job's) charge: the shift-pay module books it (deps.shiftCharges).
  if (isGuaranteedPay(payment)) return;
  if (payment.kind === 'plan') {
    await paymentsRepo.activatePlan(tx, payment.userId, planKey(payment.productId), payment.id, PLAN_PERIOD_DAYS);
  }
  await credit(tx, {
    userId: payment.userId,
    currency: currencyOf(payment),
    amount: payment.quantity,
    reason: payment.kind === 'coins' ? 'coin_purchase' : 'plan_credits',
    reference: `payment:${payment.id}`,
    idempotencyKey: `payment:${payment.id}`,
  });
}

/** Takes back up to what the payment granted; returns what could not be taken (already spent). */
async function takeBack(tx: Tx, payment: PaymentRecord): Promise<number> {
  if (payment.kind === 'plan') await paymentsRepo.revertToFree(tx, { paymentId: payment.id });
  const currency = currencyOf(payment);
  const balance = (await getBalances(tx, payment.userId))[currency];
  const amount = Math.min(balance, payment.quantity);
  if (amount > 0) {
    await debit(tx, {
      userId: payment.userId,
      currency,
      amount,
      reason: 'payment_refunded',
      reference: `payment:${payment.id}`,
      idempotencyKey: `payment_refunded:${payment.id}`,
    });
  }
  return payment.quantity - amount;
}

function planKey(productId: string): 'basico' | 'premium' {
  if (productId === 'basico' || productId === 'premium') return productId;
  throw new Error(`payment for unknown plan ${productId}`);
}
