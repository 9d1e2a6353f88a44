import type { JobPayment } from '@vamos/shared/schemas/shift-payments';
import type { JobPaymentRow, JobPoolPlaceRow, JobRefundRow } from './job-payments.repo.ts';
import { presentRefund } from './shift-payments-presenter.ts';

/** A whole job's charge on 'Pagamentos de vagas' (decision 0056): its places and its refunds. */
export function presentJobPayment(row: JobPaymentRow, places: JobPoolPlaceRow[], refunds: JobRefundRow[]): JobPayment {
  return {
    payment_id: row.paymentId,
    job: { id: row.job.id, title: row.job.title, service_date: row.job.serviceDate },
    paid_at: row.paidAt.toISOString(),
    places_paid: row.places,
    value_cents: row.valueCents,
    fee_cents: row.feeCents,
    total_cents: row.totalCents,
    places: places.map((place) => ({
      shift_id: place.shiftId,
      freelancer_name: place.freelancerName ?? '',
      status: place.status,
      payout_id: place.payoutId,
    })),
    refunds: refunds.map((refund) => ({
      shift_id: refund.shiftId,
      freelancer_name: refund.shiftId === null ? null : (refund.freelancerName ?? ''),
      ...presentRefund(refund),
      end_to_end_id: refund.endToEndId,
    })),
  };
}

/**
 * Where a job charge's money is, for the month's sums: what went back, what reached the freelancers,
 * the fees kept, and what is still held — its places held or in dispute, and while its pool is open,
 * the places no approval took yet.
 */
export function jobPaymentSums(row: JobPaymentRow, places: JobPoolPlaceRow[], refunds: JobRefundRow[]) {
  const perPlace = row.valueCents + row.feeCents;
  const taken = places.filter((place) => place.status !== 'returned' && place.status !== 'lapsed').length;
  const heldPlaces = places.filter((place) => place.status === 'held' || place.status === 'disputed').length;
  const unused = row.fundingStatus === 'paid' ? Math.max(row.places - taken, 0) : 0;
  return {
    refunded_cents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
    released_cents: places.reduce((sum, place) => sum + place.releasedCents, 0),
    fees_cents: places.reduce((sum, place) => sum + place.feeKeptCents, 0),
    held_cents: (heldPlaces + unused) * perPlace,
  };
}
