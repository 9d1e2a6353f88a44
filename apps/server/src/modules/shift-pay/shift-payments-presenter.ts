import { SHIFT_REFUND_REASON_LABELS, shiftRefundStatusText } from '@vamos/shared/shift-payments';
import type { ShiftPayment, ShiftPaymentRefund } from '@vamos/shared/schemas/shift-payments';
import type { ShiftPaymentRow } from './shift-payments.repo.ts';

/**
 * A charge on 'Pagamentos de vagas': the place's money status when the place's money came by it;
 * a charge it no longer awaited (paid after its 30 minutes) went back whole: 'refunded'.
 */
export function presentShiftPayment(row: ShiftPaymentRow): ShiftPayment {
  const { refund } = row;
  return {
    payment_id: row.paymentId,
    shift_id: row.shiftId,
    job: { id: row.job.id, title: row.job.title, service_date: row.job.serviceDate },
    freelancer_name: row.freelancerName ?? '',
    paid_at: row.paidAt.toISOString(),
    total_cents: row.totalCents,
    value_cents: row.valueCents,
    fee_cents: row.feeCents,
    status: row.isPlaceCharge ? row.placeStatus : 'refunded',
    refund: refund && presentRefund(refund),
    payout_id: row.payoutId,
  };
}

/** A refund of a charge, a place's or a whole job's, with its reason and where it is in words. */
export function presentRefund(refund: NonNullable<ShiftPaymentRow['refund']>): ShiftPaymentRefund {
  return {
    amount_cents: refund.amountCents,
    reason: refund.reason,
    reason_text: SHIFT_REFUND_REASON_LABELS[refund.reason],
    status: refund.status,
    status_text: shiftRefundStatusText(refund),
    refunded_at: refund.refundedAt?.toISOString() ?? null,
  };
}
