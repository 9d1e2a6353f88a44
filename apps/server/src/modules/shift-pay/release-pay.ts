import { shiftWindow } from '@vamos/shared/dates';
import { RELEASE_AFTER_SHIFT_HOURS } from '@vamos/shared/guaranteed-pay';
import type { ShiftState } from '@vamos/shared/shift-states';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { LEDGER_ACCOUNTS, postEntry } from '../money-ledger/money-ledger.service.ts';
import { queuePayout } from '../payouts/payouts.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { lockShiftAndJob } from '../shifts/shifts.service.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';

/** Booked and not disputed: after the grace period, the money is the freelancer's without a word from the contractor. */
const RELEASED_BY_TIME: readonly ShiftState[] = ['approved', 'confirmed', 'checked_in', 'checked_out'];
const BATCH = 100;

/**
 * Whether a held place's money is due to its freelancer at `now` (decision 0044): at once when the
 * contractor concluded the shift with them there ('attended'); otherwise RELEASE_AFTER_SHIFT_HOURS
 * after the shift's end, unless it was disputed (absent, contested) or given up. The repo's
 * listDueForRelease is its SQL form.
 */
export function isReleaseDue(
  state: ShiftState,
  job: { serviceDate: string; startTime: string; endTime: string },
  now: Date,
): boolean {
  if (state === 'attended') return true;
  if (!RELEASED_BY_TIME.includes(state)) return false;
  return now.getTime() >= shiftWindow(job).endsAt.getTime() + RELEASE_AFTER_SHIFT_HOURS * 3_600_000;
}

/**
 * The release sweep: every held place that is due is released, each in its own transaction under
 * the job's and the shift's locks (the lifecycle's order), so a no-show or a cancellation racing it
 * either comes first (and the place is not due) or finds the money already released.
 *
 * Releasing posts one balanced entry (the contractor's held money → the freelancer's payable value
 * and the platform's fee), marks the place 'released' and queues its pay-out. Returns how many.
 */
export async function releaseDuePay(
  deps: Pick<Deps, 'db' | 'events'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  let released = 0;
  for (const shiftId of await shiftPayRepo.listDueForRelease(deps.db, now, BATCH)) {
    if (await releaseOne(deps, shiftId, now)) released += 1;
  }
  return released;
}

async function releaseOne(deps: Pick<Deps, 'db' | 'events'>, shiftId: string, now: Date): Promise<boolean> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const shift = await lockShiftAndJob(tx, shiftId);
    if (!shift) return false;
    const place = await shiftPayRepo.lockShiftPay(tx, shiftId);
    if (place?.status !== 'held' || !isReleaseDue(shift.state, shift.job, now)) return false;
    await postEntry(tx, {
      kind: 'release',
      idempotencyKey: `release:${shiftId}`,
      jobId: place.jobId,
      shiftId,
      lines: [
        { account: LEDGER_ACCOUNTS.contractorHeld(place.contractorId), amountCents: place.valueCents + place.feeCents },
        { account: LEDGER_ACCOUNTS.freelancerPayable(place.freelancerId), amountCents: -place.valueCents },
        { account: LEDGER_ACCOUNTS.fees, amountCents: -place.feeCents },
      ],
    });
    await shiftPayRepo.markReleased(tx, shiftId, now);
    await queuePayout(deps, tx, afterCommit, {
      shiftId,
      jobId: place.jobId,
      freelancerId: place.freelancerId,
      amountCents: place.valueCents,
      at: now,
    });
    // The job's details show the place's money as 'Liberado'.
    afterCommit(() =>
      publishEvent(deps, { type: 'job.changed', userIds: [place.contractorId], ids: { jobId: place.jobId } }),
    );
    return true;
  });
}
