import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { InvitationHold } from '../../guaranteed-pay-hooks.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { lockShiftAndJob, moveShift } from '../shifts/shifts.service.ts';
import * as fundingRepo from './job-funding.repo.ts';
import { oweRefund } from './owe-refund.ts';
import type { ShiftPayRecord } from './shift-pay.repo.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';

const BATCH = 50;

/**
 * A place of a guaranteed-pay job booked from its paid funding (decision 0056), in the caller's
 * transaction, under the job's lock (taken here first, the lifecycle's order): the normal move
 * (`approve`, or `accept` for an invitation: charged as an approval, the freelancer told as for one)
 * and the place's money held at once, paid by the job's charge. Null when the job has no paid
 * funding with a place left (the caller holds the place for its own PIX); 'Aprovar' while the
 * funding's PIX is awaited is refused (JOB_FUNDING_AWAITING).
 */
export async function takeFromPool(
  deps: Pick<Deps, 'db' | 'events'>,
  tx: Tx,
  actor: Actor,
  shiftId: string,
  move: 'approve' | 'accept',
  now: Date,
  check?: Parameters<InvitationHold>[3],
) {
  const locked = await lockShiftAndJob(tx, shiftId);
  if (!locked?.job.guaranteedPay) return null;
  const funding = await fundingRepo.findOpenFunding(tx, locked.job.id);
  if (!funding) return null;
  if (funding.status === 'awaiting') {
    if (move === 'approve') throw new AppError('JOB_FUNDING_AWAITING');
    return null;
  }
  if ((await fundingRepo.countPlacesUsed(tx, funding.paymentId)) >= funding.places) return null;
  const result = await moveShift(deps, tx, actor, shiftId, move, { now, data: { paymentId: funding.paymentId } });
  const [shift] = result.moved;
  if (!shift || !result.place)
    throw new AppError(move === 'approve' ? 'APPLICATION_NOT_PENDING' : 'INVITATION_NOT_AVAILABLE');
  await check?.(tx, shift);
  const place = await fundingRepo.insertPoolPlace(tx, {
    shiftId: shift.id,
    jobId: funding.jobId,
    contractorId: funding.contractorId,
    freelancerId: shift.freelancerId,
    valueCents: funding.valueCents,
    feeCents: funding.feeCents,
    paymentId: funding.paymentId,
    at: now,
  });
  if (!place) throw new AppError('SHIFT_STATE_CONFLICT');
  return { ...result, shift };
}

/**
 * A pooled place given up before its pool closed, with no reserve to take it (settle-pay.ts), goes
 * back to the pool: 'returned', no refund, the ledger unmoved (it is the contractor's held money
 * either way); the next approval takes it. False when the pool is closed (the place is refunded as
 * any other). The caller holds the job's lock, which the closing takes too.
 */
export async function returnToPool(tx: Tx, place: ShiftPayRecord): Promise<boolean> {
  if (!place.fundingJobId) return false;
  const funding = await fundingRepo.lockFundingOfPayment(tx, place.paymentId);
  if (funding?.status !== 'paid') return false;
  return (await shiftPayRepo.moveShiftPay(tx, place.shiftId, 'held', 'returned')) !== undefined;
}

/**
 * The pay worker's step (decision 0056): each paid funding whose job was cancelled (or hidden),
 * concluded, or whose start passed closes, under the job's lock, once: what its places not used
 * paid (the charge less value + fee of each place used) is owed back to the contractor as one
 * refund of the charge (reason 'pool_leftover'); its places used settle as any paid place, by a
 * refund of their own when it comes to that. Returns how many closed.
 */
export async function closeDuePools(deps: Pick<Deps, 'db' | 'events'>, now: Date): Promise<number> {
  let closed = 0;
  for (const paymentId of await fundingRepo.listPoolsToClose(deps.db, now, BATCH)) {
    const done = await inTransaction(deps.db, async (tx, afterCommit) => {
      const first = await fundingRepo.findFundingOfPayment(tx, paymentId);
      if (!first) return false;
      // The lifecycle's order: the job first, then its funding (as a place going back to the pool).
      await fundingRepo.lockJobOf(tx, first.jobId);
      const funding = await fundingRepo.lockFundingOfPayment(tx, paymentId);
      if (funding?.status !== 'paid') return false;
      const used = await fundingRepo.countPlacesUsed(tx, paymentId);
      const leftover = (funding.places - used) * (funding.valueCents + funding.feeCents);
      await fundingRepo.moveFunding(tx, funding.id, 'paid', 'closed', now);
      if (leftover > 0) {
        await oweRefund(tx, {
          shiftId: null,
          jobId: funding.jobId,
          contractorId: funding.contractorId,
          paymentId,
          amountCents: leftover,
          reason: 'pool_leftover',
          now,
        });
      }
      afterCommit(() =>
        publishEvent(deps, { type: 'job.changed', userIds: [funding.contractorId], ids: { jobId: funding.jobId } }),
      );
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}
