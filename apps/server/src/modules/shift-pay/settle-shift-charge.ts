import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { ShiftChargeHook } from '../../guaranteed-pay-hooks.ts';
import type { PaymentRecord } from '../payments/settle-payment.ts';
import { findProfileOf } from '../profiles/profiles.service.ts';
import { LEDGER_ACCOUNTS, postEntry } from '../money-ledger/money-ledger.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { moveShift, SYSTEM, type ShiftJob } from '../shifts/shifts.service.ts';
import { oweRefund } from './owe-refund.ts';
import { settleJobCharge } from './settle-job-charge.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';

/**
 * A guaranteed-pay place's charge was settled (decision 0042), in its settlement's transaction,
 * under the place's row lock:
 *
 * - paid: the money is in the ledger (provider clearing ← contractor held, value + fee), whatever
 *   became of the hold; the place awaiting this charge is booked (the move `fund`: the freelancer is
 *   told now) and its money held;
 * - closed unpaid (30 minutes, cancelled, never created at the provider): the place awaiting this
 *   charge lapses (the move `lapse`: pending again, the credit and the coins back, the place free);
 * - refunded after paid (by the provider: a chargeback): the money leaves the ledger and the place's
 *   money is 'refunded'; the booking stays as it is.
 *
 * A charge the place no longer awaits (paid after its hold lapsed, or after another took its turn)
 * moves no shift: its money is owed back to the contractor (a refund of that charge).
 */
export const settleShiftCharge: ShiftChargeHook = async (input) => {
  // All of a job's places at once (decision 0056): its funding, not one place.
  if (input.payment.kind === 'job') return settleJobCharge(input);
  const { deps, tx, afterCommit, payment, outcome } = input;
  const place = await shiftPayRepo.lockPlaceOfCharge(tx, payment);
  if (!place) throw new Error(`shift charge ${payment.id} has no place (${payment.productId})`);
  const awaitsThis = place.paymentId === payment.id && place.status === 'awaiting';
  const held = LEDGER_ACCOUNTS.contractorHeld(place.contractorId);
  const about = { jobId: place.jobId, shiftId: place.shiftId };
  if (outcome === 'paid') {
    await postEntry(tx, {
      kind: 'funding',
      idempotencyKey: `funding:${payment.id}`,
      ...about,
      lines: [
        { account: LEDGER_ACCOUNTS.clearing, amountCents: payment.amountCents },
        { account: held, amountCents: -payment.amountCents },
      ],
    });
    if (awaitsThis) {
      const { job } = await moveShift(deps, tx, SYSTEM, place.shiftId, 'fund', { data: { paymentId: payment.id } });
      await shiftPayRepo.moveShiftPay(tx, place.shiftId, 'awaiting', 'held', payment.confirmedAt ?? new Date());
      await tellCompany(deps, tx, 'place_paid', place, job, payment);
    } else if (place.paymentId !== payment.id || place.status === 'lapsed') {
      // Paid after its hold lapsed (or another charge took its turn): the place is not this money's, it goes back.
      await oweRefund(tx, {
        ...about,
        contractorId: place.contractorId,
        paymentId: payment.id,
        amountCents: payment.amountCents,
        reason: 'paid_after_lapse',
        now: new Date(),
      });
    }
  } else if (outcome === 'closed') {
    if (awaitsThis) {
      const { job } = await moveShift(deps, tx, SYSTEM, place.shiftId, 'lapse', { data: { paymentId: payment.id } });
      await shiftPayRepo.moveShiftPay(tx, place.shiftId, 'awaiting', 'lapsed');
      // Run out of time (not cancelled by the company itself, which saw it happen).
      if (payment.status === 'expired') await tellCompany(deps, tx, 'place_payment_lapsed', place, job, payment);
    }
  } else if (!(await shiftPayRepo.hasRefundOfPayment(tx, payment.id))) {
    // Refunded by the provider on its own (a chargeback); the refunds the platform makes are booked by it.
    await postEntry(tx, {
      kind: 'refund',
      idempotencyKey: `refund:${payment.id}`,
      ...about,
      lines: [
        { account: held, amountCents: payment.amountCents },
        { account: LEDGER_ACCOUNTS.clearing, amountCents: -payment.amountCents },
      ],
    });
    if (place.paymentId === payment.id) await shiftPayRepo.moveShiftPay(tx, place.shiftId, 'held', 'refunded');
  }
  // The job's details show each place's money.
  afterCommit(() =>
    publishEvent(deps, { type: 'job.changed', userIds: [place.contractorId], ids: { jobId: place.jobId } }),
  );
};

/** The company hears that a place's payment booked its freelancer, or that the unpaid hold lapsed. */
async function tellCompany(
  deps: Pick<Deps, 'events'>,
  tx: Tx,
  kind: 'place_paid' | 'place_payment_lapsed',
  place: shiftPayRepo.ShiftPayRecord,
  job: ShiftJob,
  payment: PaymentRecord,
): Promise<void> {
  const freelancer = await findProfileOf({ db: tx }, place.freelancerId);
  await notify(deps, tx, {
    userId: place.contractorId,
    kind,
    ref: `payment:${payment.id}`,
    data: {
      jobId: job.id,
      jobTitle: job.title,
      serviceDate: job.serviceDate,
      applicationId: place.shiftId,
      freelancerName: freelancer?.fullName ?? '',
      amountCents: payment.amountCents,
    },
  });
}
