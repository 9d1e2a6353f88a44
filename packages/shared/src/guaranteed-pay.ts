/**
 * 'Pagamento garantido pelo Vamos Trabalhar' (issue 27, decision 0042): the shift's value paid by the
 * contractor up front by PIX, with the platform's service fee, and paid to the freelancer by PIX
 * after the shift. The numbers and words both sides read, written once.
 */
import { formatBrl } from './masks.ts';

/** The service fee when config GUARANTEED_PAY_FEE_PERCENT says nothing (a job keeps the fee it was published with). */
export const DEFAULT_GUARANTEED_PAY_FEE_PERCENT = 10;

/** An approval on a guaranteed-pay job waits this long for its PIX charge, then the place is freed. */
export const FUNDING_HOLD_MINUTES = 30;

/** The freelancer's pay is released at the latest this long after the shift's end. */
export const RELEASE_AFTER_SHIFT_HOURS = 24;

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

/** Where a place's money is (shift_pay.status). */
export const SHIFT_PAY_STATUSES = ['awaiting', 'held', 'released', 'refunded', 'disputed', 'lapsed'] as const;
export type ShiftPayStatus = (typeof SHIFT_PAY_STATUSES)[number];

/** How the contractor reads it, per freelancer on the job's details. */
export const SHIFT_PAY_STATUS_LABELS: Record<ShiftPayStatus, string> = {
  awaiting: 'Aguardando pagamento',
  held: 'Pago (retido)',
  released: 'Liberado',
  refunded: 'Reembolsado',
  disputed: 'Em disputa',
  lapsed: 'Pagamento não realizado',
};

/** The kinds of entries of the guaranteed-pay ledger (money_entries.kind). */
export const MONEY_ENTRY_KINDS = ['funding', 'release', 'refund', 'payout', 'payout_returned'] as const;
export type MoneyEntryKind = (typeof MONEY_ENTRY_KINDS)[number];
