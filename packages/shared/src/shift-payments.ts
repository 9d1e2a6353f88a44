/**
 * 'Pagamentos de vagas' (issue 27): every PIX charge a company paid for a guaranteed-pay place, and
 * where its money went. The words of a place's refund, written once (zod-free: the page reads it).
 */
import { LATE_CANCELLATION_HOURS } from './cancellation-policy.ts';
import { brazilianDate, saoPauloClock } from './dates.ts';
import { FUNDING_HOLD_MINUTES, type ShiftRefundReason } from './guaranteed-pay.ts';

/** Where a refund of a place's charge is (shift_refunds.status). */
export const SHIFT_REFUND_STATUSES = ['queued', 'sending', 'done', 'failed'] as const;
export type ShiftRefundStatus = (typeof SHIFT_REFUND_STATUSES)[number];

/** Why the money went back, as the company reads it beside the payment. */
export const SHIFT_REFUND_REASON_LABELS: Record<ShiftRefundReason, string> = {
  job_cancelled: `Vaga cancelada com mais de ${LATE_CANCELLATION_HOURS} h de antecedência`,
  job_cancelled_late: `Vaga cancelada com menos de ${LATE_CANCELLATION_HOURS} h de antecedência: o freelancer recebeu a parte combinada`,
  withdrawn: 'O freelancer desistiu da vaga',
  no_show: 'O freelancer não compareceu',
  paid_after_lapse: `O PIX chegou depois dos ${FUNDING_HOLD_MINUTES} minutos da reserva`,
  pool_leftover: 'Vagas pagas e não usadas',
};

/**
 * Where a refund is, in words: 'Reembolso em andamento', 'Reembolsado em 21/11/2026' (São Paulo's
 * calendar) or 'Reembolso com problema: nossa equipe vai resolver'.
 */
export function shiftRefundStatusText(refund: { status: ShiftRefundStatus; refundedAt: Date | null }): string {
  switch (refund.status) {
    case 'queued':
    case 'sending':
      return 'Reembolso em andamento';
    case 'done':
      return refund.refundedAt
        ? `Reembolsado em ${brazilianDate(saoPauloClock(refund.refundedAt).date)}`
        : 'Reembolsado';
    case 'failed':
      return 'Reembolso com problema: nossa equipe vai resolver';
    default: {
      const unknown: never = refund.status;
      return unknown;
    }
  }
}
