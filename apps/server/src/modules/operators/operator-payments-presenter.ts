import { coinPackageById, coins, credits, PLANS } from '@vamos/shared/pricing';
import type { FailedPayout, FailedRefund, OperatorCharge } from '@vamos/shared/schemas/operator-payments';
import type { ChargeRow, FailedPayoutRow, FailedRefundRow } from './operator-payments.repo.ts';

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** 'Pacote PRO (50 moedas)', 'Plano Starter (30 créditos)'. */
export function productLabel(kind: string, productId: string, quantity: number): string {
  if (kind === 'coins') return `Pacote ${coinPackageById(productId)?.name ?? productId} (${coins(quantity)})`;
  return `Plano ${PLANS.find((p) => p.id === productId)?.name ?? productId} (${credits(quantity)})`;
}

export function presentCharge(row: ChargeRow): OperatorCharge {
  const refund = row.refundStatus
    ? { status: row.refundStatus, fail_reason: row.refundFailReason, refunded_at: iso(row.refundedAt) }
    : null;
  return {
    id: row.id,
    provider: row.provider,
    provider_payment_id: row.providerPaymentId,
    kind: row.kind,
    product: productLabel(row.kind, row.productId, row.quantity),
    amount_cents: row.amountCents,
    quantity: row.quantity,
    currency: row.kind === 'coins' ? 'coin' : 'credit',
    status: row.status,
    created_at: iso(row.createdAt)!,
    confirmed_at: iso(row.confirmedAt),
    user: { id: row.userId, name: row.userName, email: row.userEmail, role: row.userRole },
    balance: row.balance,
    refund_shortfall: row.refundShortfall,
    refund,
    can_refund:
      row.status === 'confirmed' && row.providerPaymentId !== null && (refund === null || refund.status === 'failed'),
  };
}

export function presentFailedPayout(row: FailedPayoutRow): FailedPayout {
  return {
    id: row.id,
    freelancer: { id: row.personId, name: row.personName, email: row.personEmail },
    job_title: row.jobTitle,
    amount_cents: row.amountCents,
    attempt: row.attempt,
    fail_reason: row.failReason,
    updated_at: iso(row.updatedAt)!,
    has_pix_key: row.hasPixKey,
  };
}

export function presentFailedRefund(row: FailedRefundRow): FailedRefund {
  const [kind = '', productId = ''] = row.about.split(':');
  return {
    id: row.id,
    kind: row.kind,
    can_retry: row.kind === 'place',
    person: { id: row.personId, name: row.personName, email: row.personEmail },
    about: row.kind === 'place' ? `Vaga: ${row.about}` : productLabel(kind, productId, 0).replace(/ \(.*\)$/, ''),
    amount_cents: row.amountCents,
    fail_reason: row.failReason,
    updated_at: iso(row.updatedAt)!,
  };
}
