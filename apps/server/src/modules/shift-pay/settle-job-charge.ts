import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { ShiftChargeHook } from '../../guaranteed-pay-hooks.ts';
import { findJobMention } from '../jobs/jobs.service.ts';
import { LEDGER_ACCOUNTS, postEntry } from '../money-ledger/money-ledger.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { PaymentRecord } from '../payments/settle-payment.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import * as fundingRepo from './job-funding.repo.ts';
import type { JobFundingRecord } from './job-funding.repo.ts';
import { oweRefund } from './owe-refund.ts';
import { hasRefundOfPayment, refundPoolPlaces } from './shift-pay.repo.ts';

/**
 * A job's funding charge was settled (decision 0056), in its settlement's transaction, under the
 * funding's row lock:
 *
 * - paid: the money is in the ledger (provider clearing ← contractor held, every place's value + fee),
 *   once per charge; the funding awaiting it is 'paid' (the pool opens: approvals take a place from
 *   it) and the contractor told; a funding that lapsed meanwhile owes the whole charge back;
 * - closed unpaid (30 minutes, cancelled, never created at the provider): the funding lapses (each
 *   approval is then paid by its own PIX), the contractor told when it ran out of time;
 * - refunded by the provider on its own (a chargeback): the money leaves the ledger, the pool closes
 *   and its held places' money is 'refunded'.
 */
export const settleJobCharge: ShiftChargeHook = async ({ deps, tx, afterCommit, payment, outcome }) => {
  const funding = await fundingRepo.lockFundingOfPayment(tx, payment.id);
  if (!funding) throw new Error(`job charge ${payment.id} has no funding (${payment.productId})`);
  const held = LEDGER_ACCOUNTS.contractorHeld(funding.contractorId);
  const now = new Date();
  if (outcome === 'paid') {
    await postEntry(tx, {
      kind: 'funding',
      idempotencyKey: `funding:${payment.id}`,
      jobId: funding.jobId,
      lines: [
        { account: LEDGER_ACCOUNTS.clearing, amountCents: payment.amountCents },
        { account: held, amountCents: -payment.amountCents },
      ],
    });
    if (funding.status === 'awaiting') {
      await fundingRepo.moveFunding(tx, funding.id, 'awaiting', 'paid', payment.confirmedAt ?? now);
      await tellCompany(deps, tx, 'job_funded', funding, payment);
    } else if (funding.status === 'lapsed') {
      // Paid after it lapsed: no place is this money's, it goes back whole.
      await oweRefund(tx, {
        shiftId: null,
        jobId: funding.jobId,
        contractorId: funding.contractorId,
        paymentId: payment.id,
        amountCents: payment.amountCents,
        reason: 'paid_after_lapse',
        now,
      });
    }
  } else if (outcome === 'closed') {
    if (funding.status === 'awaiting') {
      await fundingRepo.moveFunding(tx, funding.id, 'awaiting', 'lapsed', now);
      // Run out of time (not cancelled by the company itself, which saw it happen).
      if (payment.status === 'expired') await tellCompany(deps, tx, 'job_funding_lapsed', funding, payment);
    }
  } else if (!(await hasRefundOfPayment(tx, payment.id))) {
    // Refunded by the provider on its own (a chargeback); the refunds the platform makes are booked by it.
    await postEntry(tx, {
      kind: 'refund',
      idempotencyKey: `refund:${payment.id}`,
      jobId: funding.jobId,
      lines: [
        { account: held, amountCents: payment.amountCents },
        { account: LEDGER_ACCOUNTS.clearing, amountCents: -payment.amountCents },
      ],
    });
    if (funding.status === 'paid') await fundingRepo.moveFunding(tx, funding.id, 'paid', 'closed', now);
    await refundPoolPlaces(tx, payment.id);
  }
  // The job's details show the funding.
  afterCommit(() =>
    publishEvent(deps, { type: 'job.changed', userIds: [funding.contractorId], ids: { jobId: funding.jobId } }),
  );
};

/** The company hears that its PIX paid every place, or that the unpaid charge lapsed. */
async function tellCompany(
  deps: Pick<Deps, 'events'>,
  tx: Tx,
  kind: 'job_funded' | 'job_funding_lapsed',
  funding: JobFundingRecord,
  payment: PaymentRecord,
): Promise<void> {
  const job = await findJobMention(tx, funding.jobId);
  await notify(deps, tx, {
    userId: funding.contractorId,
    kind,
    ref: `payment:${payment.id}`,
    data: {
      jobId: funding.jobId,
      jobTitle: job?.jobTitle ?? '',
      serviceDate: job?.serviceDate ?? '',
      places: funding.places,
      amountCents: payment.amountCents,
    },
  });
}
