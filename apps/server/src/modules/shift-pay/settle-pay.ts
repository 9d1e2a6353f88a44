import { contestDeadline, isLateCancellation } from '@vamos/shared/cancellation-policy';
import { lateCancellationSplit, payReleaseAt, type ShiftRefundReason } from '@vamos/shared/guaranteed-pay';
import type { ShiftState } from '@vamos/shared/shift-states';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type AfterCommit } from '../../db/transaction.ts';
import { LEDGER_ACCOUNTS, postEntry } from '../money-ledger/money-ledger.service.ts';
import { queuePayout } from '../payouts/payouts.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { lockShiftAndJob, promoteReserveOf } from '../shifts/shifts.service.ts';
import { returnToPool } from './job-pool.ts';
import { oweRefund } from './owe-refund.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';
import type { ShiftPayRecord } from './shift-pay.repo.ts';

/** Booked and not disputed: at its release time, the money is the freelancer's without a word from the contractor. */
const RELEASED_BY_TIME: readonly ShiftState[] = ['approved', 'confirmed', 'checked_in', 'checked_out'];
const BATCH = 100;

type ShiftFacts = {
  state: ShiftState;
  /** When the shift made its last move (the cancellation, the no-show mark). */
  decidedAt?: Date | null;
  job: { serviceDate: string; startTime: string; endTime: string; hidden?: boolean };
};

/** What becomes of a paid place's money, decided by its shift (decision 0044); null: nothing yet. */
export type PayDecision =
  | { kind: 'release' }
  | { kind: 'compensate' }
  | { kind: 'refund'; reason: ShiftRefundReason }
  | { kind: 'dispute' }
  | null;

/**
 * The money side of a shift's end (decision 0044), for a place whose money is held:
 * - worked: released to the freelancer at once when the contractor concluded it ('attended'),
 *   otherwise at its release time (the end + 24 h) if it is still booked and undisputed;
 * - the job cancelled: refunded, or, when cancelled less than 24 h before the start, the freelancer
 *   paid their share and the rest refunded; a job an operator hid (decision 0054) is refunded in
 *   full whenever it was hidden: the platform cancelled it, not the contractor;
 * - given up ('Desistir'): refunded;
 * - marked absent: refunded once the contest window closed uncontested; contested: held in dispute
 *   until an operator decides (decision 0049): 'Manter falta' ('no_show_upheld') refunds it, 'Retirar
 *   falta' (the shift 'attended') releases it.
 * The repo's listDueForSettlement is its SQL form; this is checked again under the locks.
 */
export function payDecision(shift: ShiftFacts, now: Date): PayDecision {
  const { state, decidedAt, job } = shift;
  if (state === 'attended') return { kind: 'release' };
  if (state === 'no_show_upheld') return { kind: 'refund', reason: 'no_show' };
  if (RELEASED_BY_TIME.includes(state)) return now >= payReleaseAt(job) ? { kind: 'release' } : null;
  if (state === 'withdrawn') return { kind: 'refund', reason: 'withdrawn' };
  if (state === 'job_cancelled') {
    if (job.hidden) return { kind: 'refund', reason: 'job_cancelled' };
    return decidedAt && isLateCancellation(job, decidedAt)
      ? { kind: 'compensate' }
      : { kind: 'refund', reason: 'job_cancelled' };
  }
  if (state === 'no_show') {
    return decidedAt && now > contestDeadline(decidedAt) ? { kind: 'refund', reason: 'no_show' } : null;
  }
  if (state === 'contested') return { kind: 'dispute' };
  return null;
}

type SettleDeps = Pick<Deps, 'db' | 'events' | 'config'>;

/**
 * The settlement sweep: every held place whose shift decides its money is settled, each in its own
 * transaction under the job's and the shift's locks (the lifecycle's order), so a move racing it
 * either comes first (and is what decides) or finds the money already settled. Returns how many.
 */
export async function settleDuePay(deps: SettleDeps, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  let settled = 0;
  for (const shiftId of await shiftPayRepo.listDueForSettlement(deps.db, now, BATCH)) {
    if (await settleOne(deps, shiftId, now)) settled += 1;
  }
  return settled;
}

async function settleOne(deps: SettleDeps, shiftId: string, now: Date): Promise<boolean> {
  return inTransaction(deps.db, async (tx, afterCommit) => settlePlace(deps, tx, afterCommit, shiftId, now));
}

/**
 * Settles one place's money as its shift decides, in the caller's transaction, under the job's and
 * the shift's locks (taken here, or already the caller's): a held place, or a disputed one whose
 * contest an operator decided (decision 0049). False when there is nothing to settle (no guaranteed
 * pay, already settled, nothing decided yet). An operator's decision calls it in its own transaction,
 * so the money moves with the shift, once (the sweep then finds it settled).
 */
export async function settlePlace(
  deps: SettleDeps,
  tx: Tx,
  afterCommit: AfterCommit,
  shiftId: string,
  now: Date,
): Promise<boolean> {
  const shift = await lockShiftAndJob(tx, shiftId);
  if (!shift) return false;
  const place = await shiftPayRepo.lockShiftPay(tx, shiftId);
  if (place?.status !== 'held' && place?.status !== 'disputed') return false;
  const decision = payDecision(shift, now);
  if (!decision) return false;
  // A disputed place waits for an operator's decision: then it is released or refunded, nothing else.
  if (place.status === 'disputed' && decision.kind !== 'release' && decision.kind !== 'refund') return false;
  const money = { tx, afterCommit, place, now };
  if (decision.kind === 'refund' && decision.reason === 'withdrawn') {
    if (await passToReserve(deps, money, shift.job)) return true;
    // A place taken from the job's funding goes back to its pool while it is open (decision 0056).
    if (await returnToPool(tx, place)) {
      afterCommit(() =>
        publishEvent(deps, { type: 'job.changed', userIds: [place.contractorId], ids: { jobId: place.jobId } }),
      );
      return true;
    }
  }
  if (decision.kind === 'release') await release(deps, money, place.valueCents, place.feeCents, 'released');
  else if (decision.kind === 'dispute') await shiftPayRepo.moveShiftPay(tx, shiftId, 'held', 'disputed');
  else if (decision.kind === 'refund')
    await refund(money, place.valueCents + place.feeCents, decision.reason, 'refunded');
  else {
    const split = lateCancellationSplit(
      place.valueCents,
      place.feeCents,
      deps.config.GUARANTEED_PAY_LATE_CANCEL_SHARE_PERCENT,
    );
    if (split.shareCents > 0) await release(deps, money, split.shareCents, split.feeKeptCents, 'compensated');
    else await shiftPayRepo.settleShiftPay(tx, shiftId, 'compensated', now);
    if (split.refundCents > 0) await refund(money, split.refundCents, 'job_cancelled_late', 'compensated');
  }
  // The job's details show where the place's money went.
  afterCommit(() =>
    publishEvent(deps, { type: 'job.changed', userIds: [place.contractorId], ids: { jobId: place.jobId } }),
  );
  return true;
}

type Money = { tx: Tx; afterCommit: AfterCommit; place: ShiftPayRecord; now: Date };

/**
 * A place given up before the start goes to the job's oldest reserve who can pay (decision 0036),
 * with its money: the reserve's shift is booked by the lifecycle's promotion and holds the place's
 * money as paid by the same charge; the given-up place's money is 'passed'. The ledger does not move
 * (it is the contractor's held money either way). False: no reserve took it, and it is refunded.
 */
async function passToReserve(
  deps: Pick<Deps, 'db' | 'events'>,
  { tx, afterCommit, place, now }: Money,
  job: Parameters<typeof promoteReserveOf>[2],
): Promise<boolean> {
  const promotion = await promoteReserveOf(deps, tx, job, now);
  if (!promotion) return false;
  const promoted = promotion.reserve;
  const passed = await shiftPayRepo.passPlace(tx, place, { shiftId: promoted.id, freelancerId: promoted.freelancerId });
  if (!passed) throw new Error(`shift pay ${place.shiftId} could not pass to ${promoted.id}`);
  afterCommit(() =>
    publishEvent(deps, {
      type: 'job.changed',
      userIds: [place.contractorId, place.freelancerId, promoted.freelancerId],
      ids: { jobId: place.jobId },
    }),
  );
  return true;
}

/**
 * `valueCents` of the place's money becomes the freelancer's (and `feeCents` the platform's): one
 * balanced entry, the place settled `to`, and the pay-out queued.
 */
async function release(
  deps: Pick<Deps, 'events'>,
  { tx, afterCommit, place, now }: Money,
  valueCents: number,
  feeCents: number,
  to: 'released' | 'compensated',
): Promise<void> {
  await postEntry(tx, {
    kind: 'release',
    idempotencyKey: `release:${place.shiftId}`,
    jobId: place.jobId,
    shiftId: place.shiftId,
    lines: [
      { account: LEDGER_ACCOUNTS.contractorHeld(place.contractorId), amountCents: valueCents + feeCents },
      { account: LEDGER_ACCOUNTS.freelancerPayable(place.freelancerId), amountCents: -valueCents },
      { account: LEDGER_ACCOUNTS.fees, amountCents: -feeCents },
    ],
  });
  await shiftPayRepo.settleShiftPay(tx, place.shiftId, to, now);
  await queuePayout(deps, tx, afterCommit, {
    shiftId: place.shiftId,
    jobId: place.jobId,
    freelancerId: place.freelancerId,
    amountCents: valueCents,
    at: now,
  });
}

/** `amountCents` of the place's money is owed back to the contractor: the place settled `to`, its refund queued. */
async function refund(
  { tx, place, now }: Money,
  amountCents: number,
  reason: ShiftRefundReason,
  to: 'refunded' | 'compensated',
): Promise<void> {
  await oweRefund(tx, { ...place, amountCents, reason, now, pooled: place.fundingJobId !== null });
  await shiftPayRepo.settleShiftPay(tx, place.shiftId, to, now);
}
