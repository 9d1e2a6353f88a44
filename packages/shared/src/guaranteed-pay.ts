/**
 * 'Pagamento garantido pelo Vamos Trabalhar' (issue 27, decision 0042): the shift's value paid by the
 * contractor up front by PIX, with the platform's service fee, and paid to the freelancer by PIX
 * after the shift. The numbers and words both sides read, written once.
 */
import { brazilianDate, shiftWindow } from './dates.ts';
import { formatBrl } from './masks.ts';

/** The service fee when config GUARANTEED_PAY_FEE_PERCENT says nothing (a job keeps the fee it was published with). */
export const DEFAULT_GUARANTEED_PAY_FEE_PERCENT = 10;

/** An approval on a guaranteed-pay job waits this long for its PIX charge, then the place is freed. */
export const FUNDING_HOLD_MINUTES = 30;

/**
 * What 'Pagar todas as vagas agora' charges (decision 0056): every place's value and fee, at once.
 */
export function jobFundingTotalCents(places: number, salaryCents: number, feeBps: number): number {
  return places * (salaryCents + guaranteedFeeCents(salaryCents, feeBps));
}

/** The freelancer's pay is released at the latest this long after the shift's end. */
export const RELEASE_AFTER_SHIFT_HOURS = 24;

/** A contractor who cancels late pays each booked freelancer this share of their pay when config says nothing. */
export const DEFAULT_LATE_CANCEL_SHARE_PERCENT = 50;

/**
 * When a booked shift's pay is released at the latest (its end + RELEASE_AFTER_SHIFT_HOURS): a no-show
 * on a guaranteed-pay job is marked before it (decision 0044).
 */
export function payReleaseAt(job: { serviceDate: string; startTime: string; endTime: string }): Date {
  return new Date(shiftWindow(job).endsAt.getTime() + RELEASE_AFTER_SHIFT_HOURS * 3_600_000);
}

/**
 * A late cancellation of a paid place (decision 0044): the freelancer's share of the value, the fee
 * kept on that share (the same proportion), and what goes back to the contractor. In cents; the three
 * add up to value + fee.
 */
export function lateCancellationSplit(
  valueCents: number,
  feeCents: number,
  sharePercent: number,
): { shareCents: number; feeKeptCents: number; refundCents: number } {
  const shareCents = Math.round((valueCents * sharePercent) / 100);
  const feeKeptCents = Math.round((feeCents * sharePercent) / 100);
  return { shareCents, feeKeptCents, refundCents: valueCents + feeCents - shareCents - feeKeptCents };
}

/** The fee of one place, in cents, for a fee in basis points (1000 = 10%). */
export function guaranteedFeeCents(valueCents: number, feeBps: number): number {
  return Math.round((valueCents * feeBps) / 10_000);
}

/** A percentage as the fee is configured (10) → basis points (1000). */
export function feePercentToBps(percent: number): number {
  return Math.round(percent * 100);
}

/** What the freelancer reads on the board and the job: 'Pagamento garantido · R$ 180,00 via PIX até 24 h após o turno'. */
export function guaranteedPayLine(valueCents: number): string {
  return `Pagamento garantido · ${formatBrl(valueCents)} via PIX até ${RELEASE_AFTER_SHIFT_HOURS} h após o turno`;
}

/**
 * Why 'Cancelar evento' or 'Concluir evento' waits (SHIFT_PAY_AWAITING on a whole event): which of its
 * jobs has a place held for its PIX payment, as the single job's page is where it is paid or cancelled.
 */
export function eventPayAwaitingMessage(
  job: { roleLabel: string; serviceDate: string },
  action: 'cancel' | 'complete',
): string {
  const verb = action === 'cancel' ? 'cancelar' : 'concluir';
  return `A vaga de ${job.roleLabel} de ${brazilianDate(job.serviceDate)} tem um lugar aguardando pagamento. Pague ou cancele esse pagamento na página da vaga antes de ${verb} o evento.`;
}

/** Where a place's money is (shift_pay.status). */
export const SHIFT_PAY_STATUSES = [
  'awaiting',
  'held',
  'released',
  /** The contractor cancelled late: the freelancer was paid their share, the rest refunded (decision 0044). */
  'compensated',
  'refunded',
  'disputed',
  'lapsed',
  /**
   * The freelancer gave the place up before the start and a reserve took it: the money went with the
   * place to the reserve's shift (shift_pay.passed_to_shift_id), held there as paid.
   */
  'passed',
  /**
   * A place taken from the job's paid funding (decision 0056) and given up before the pool closed,
   * with no reserve to take it: its money went back to the pool, for the next approval.
   */
  'returned',
] as const;
export type ShiftPayStatus = (typeof SHIFT_PAY_STATUSES)[number];

/** How the contractor reads it, per freelancer on the job's details. */
export const SHIFT_PAY_STATUS_LABELS: Record<ShiftPayStatus, string> = {
  awaiting: 'Aguardando pagamento',
  held: 'Pago (retido)',
  released: 'Liberado',
  compensated: 'Compensação paga',
  refunded: 'Reembolsado',
  disputed: 'Em disputa',
  lapsed: 'Pagamento não realizado',
  passed: 'Repassado à reserva',
  returned: 'Devolvido ao pagamento das vagas',
};

/** A place's money as the server stores it (shift_pay), for `shiftPaySummary`. */
export type ShiftPayFacts = {
  status: ShiftPayStatus;
  valueCents: number;
  feeCents: number;
  holdExpiresAt: Date;
  paidAt: Date | null;
  releasedAt: Date | null;
  /** The pay-out whose PIX was sent (its receipt), when there is one. */
  payoutId?: string | null;
};

/** Where one place's money is, as the contractor's screens read it (the job's details, the funding dialog). */
export function shiftPaySummary(pay: ShiftPayFacts) {
  return {
    status: pay.status,
    value_cents: pay.valueCents,
    fee_cents: pay.feeCents,
    total_cents: pay.valueCents + pay.feeCents,
    hold_expires_at: pay.holdExpiresAt.toISOString(),
    paid_at: pay.paidAt?.toISOString() ?? null,
    released_at: pay.releasedAt?.toISOString() ?? null,
    payout_id: pay.payoutId ?? null,
  };
}

/** The kinds of entries of the guaranteed-pay ledger (money_entries.kind). */
export const MONEY_ENTRY_KINDS = ['funding', 'release', 'refund', 'refund_sent', 'payout', 'payout_returned'] as const;
export type MoneyEntryKind = (typeof MONEY_ENTRY_KINDS)[number];

/**
 * Where a freelancer's pay-out is (payouts.status, decision 0044): waiting for their PIX key, queued
 * to send, sent to the provider and not final yet, sent (the money is in their account), or failed
 * after every attempt (they are asked to check their key).
 */
export const PAYOUT_STATUSES = ['waiting_key', 'queued', 'sending', 'sent', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** How the freelancer reads it on 'Meus ganhos'. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  waiting_key: 'Aguardando sua chave PIX',
  queued: 'Em envio',
  sending: 'Em envio',
  sent: 'Pago',
  failed: 'Não conseguimos enviar: confira sua chave PIX',
};

/** A failed transfer is tried this many times in all (back-off between), then the pay-out is 'failed'. */
export const PAYOUT_MAX_ATTEMPTS = 4;

/** Why a place's money goes back to the contractor (shift_refunds.reason). */
export const SHIFT_REFUND_REASONS = [
  'job_cancelled',
  'job_cancelled_late',
  'withdrawn',
  'no_show',
  /** The contractor paid a place's charge after its 30 minutes: the place was freed, the money goes back. */
  'paid_after_lapse',
  /** What a job's funding paid for places it never used, refunded once when its pool closed (decision 0056). */
  'pool_leftover',
] as const;
export type ShiftRefundReason = (typeof SHIFT_REFUND_REASONS)[number];
