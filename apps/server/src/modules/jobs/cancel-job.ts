import {
  cancellationConsequence,
  cancellationConsequenceText,
  isLateCancellation,
} from '@vamos/shared/cancellation-policy';
import { formatErrorMessage } from '@vamos/shared/errors';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { applicantIdsOfJob, cancelJobShifts, cancellableShiftCount } from '../shifts/shifts.service.ts';
import { recordJobAction } from './job-history.ts';
import { assertJobOpen, assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/**
 * `POST /api/contractor/jobs/:id/cancel` ("Cancelar evento", DESIGN §2): the job leaves every list
 * (status cancelled, history kept); its shifts follow through their lifecycle (shift-moves.ts):
 * applications not yet decided are closed ('Evento cancelado'), each booked freelancer gets back
 * the coins their approval cost (ledger reason job_cancelled_refund) and is told; under 24 h before
 * the start (late, cancellation-policy.ts) each also receives the application's cost as
 * compensation (late_cancellation_compensation). Credits spent by the contractor are not returned.
 * With `expectedLate` (what the dialog said), a notice that has crossed the 24 h line since is
 * refused (CANCELLATION_CONSEQUENCE_CHANGED) and nothing moves.
 */
export async function cancelJob(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  jobId: string,
  expectedLate?: boolean,
): Promise<void> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const job = await jobsRepo.lockJob(tx, jobId);
    // The instant the moves record: the contractor's record counts it late exactly when it compensated.
    const now = await jobsRepo.transactionNow(tx);
    assertOwnsJob(actor, job);
    assertJobOpen(job);
    if (expectedLate !== undefined && isLateCancellation(job, now) !== expectedLate) {
      // Only a booked person is concerned by the notice: with nobody booked there is nothing to tell.
      const booked = await cancellableShiftCount(tx, jobId);
      if (booked > 0) {
        throw new AppError('CANCELLATION_CONSEQUENCE_CHANGED', {
          message: formatErrorMessage('CANCELLATION_CONSEQUENCE_CHANGED', {
            consequence: cancellationConsequenceText(cancellationConsequence(job, booked, now)),
          }),
        });
      }
    }
    const applicants = await cancelLockedJob(deps, tx, actor, job, now);
    afterCommit(() => publishCancelled(deps, actor, jobId, applicants));
  });
}

/**
 * The cancellation itself, on a job the caller locked and checked (owned, open): the job leaves
 * the lists and its shifts follow through their lifecycle; its history says who cancelled it.
 * Returns who applied (to tell their screens). Cancelling a whole event runs it for each of its jobs (cancel-event.ts).
 */
export async function cancelLockedJob(
  deps: Pick<Deps, 'db' | 'events'>,
  tx: Tx,
  actor: Actor,
  job: jobsRepo.JobRow,
  now: Date,
): Promise<string[]> {
  const cancelled = await jobsRepo.setStatus(tx, job.id, 'cancelled', ['active', 'filled', 'in_progress']);
  if (!cancelled) throw new AppError('JOB_NOT_FOUND');
  await recordJobAction(tx, { jobId: job.id, actorId: actor.personId, action: 'cancelled', at: now });
  await cancelJobShifts(deps, tx, actor, cancelled, now);
  return applicantIdsOfJob(tx, job.id);
}

/** What the screens hear of a cancelled job (after the commit). */
export async function publishCancelled(
  deps: Pick<Deps, 'events'>,
  actor: Actor,
  jobId: string,
  applicants: string[],
): Promise<void> {
  await publishEvent(deps, { type: 'job.changed', userIds: [actor.id, ...applicants], ids: { jobId } });
  await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids: { jobId } });
}
