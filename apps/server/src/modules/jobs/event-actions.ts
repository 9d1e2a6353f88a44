import { eventPayAwaitingMessage } from '@vamos/shared/guaranteed-pay';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { hasPlaceAwaitingPayment } from '../shifts/shifts.service.ts';
import type { Tx } from '../../db/client.ts';
import { cancelLockedJob, publishCancelled } from './cancel-job.ts';
import { completeLockedJob } from './complete-job.ts';
import { assertOwnsEvent, hasStarted, isJobFinished, isJobOpen, isReadyToComplete } from './job-policies.ts';
import * as eventsRepo from './job-events.repo.ts';
import * as jobsRepo from './jobs.repo.ts';

/** The event (owned, else 404) and its jobs, locked in id order; refuses when none is still open. */
async function lockOpenEventJobs(tx: Tx, actor: Actor, eventId: string): Promise<jobsRepo.JobRow[]> {
  if (!isUuid(eventId)) throw new AppError('EVENT_NOT_FOUND');
  assertOwnsEvent(actor, await eventsRepo.findEvent(tx, eventId));
  const jobs = await eventsRepo.lockEventJobs(tx, eventId);
  const open = jobs.filter(isJobOpen);
  if (open.length === 0) throw new AppError(jobs.some(isJobFinished) ? 'JOB_COMPLETED' : 'JOB_CANCELLED');
  return open;
}

/**
 * As a single job (decision 0042), an event is not cancelled or concluded while one of the jobs it
 * would move has a place held for its PIX payment: SHIFT_PAY_AWAITING, saying which job, and nothing
 * moves. Checked before any job is touched, under their locks.
 */
async function refuseWhileAwaitingPayment(tx: Tx, jobs: jobsRepo.JobRow[], action: 'cancel' | 'complete') {
  for (const job of jobs) {
    if (!job.guaranteedPay || !(await hasPlaceAwaitingPayment(tx, job.id))) continue;
    // The title is the role's segment label (job-form.ts).
    throw new AppError('SHIFT_PAY_AWAITING', {
      message: eventPayAwaitingMessage({ roleLabel: job.title, serviceDate: job.serviceDate }, action),
    });
  }
}

/**
 * `POST /api/contractor/events/:id/cancel` ('Cancelar evento' of a whole event, decision 0038): each
 * of its open jobs is cancelled through the single job's path (cancel-job.ts: the shifts follow their
 * lifecycle, coins refunded, late compensation, everyone told), in one transaction.
 */
export async function cancelEvent(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, eventId: string): Promise<void> {
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const open = await lockOpenEventJobs(tx, actor, eventId);
    await refuseWhileAwaitingPayment(tx, open, 'cancel');
    const now = await jobsRepo.transactionNow(tx);
    const cancelled: [string, string[]][] = [];
    for (const job of open) cancelled.push([job.id, await cancelLockedJob(deps, tx, actor, job, now)]);
    afterCommit(async () => {
      for (const [jobId, applicants] of cancelled) await publishCancelled(deps, actor, jobId, applicants);
    });
  });
}

/**
 * `POST /api/contractor/events/:id/complete` ('Concluir evento', decision 0038): the event's open
 * jobs whose shift has started are concluded through the single job's path (complete-job.ts:
 * everyone booked attended, both sides told), and those of them nobody was booked on are cancelled
 * (the event is over; there is nobody to refund). Jobs of later weeks stay as they are. Nothing
 * started: JOB_NOT_STARTED; nobody booked on any started job: JOB_CANNOT_COMPLETE.
 */
export async function completeEvent(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  eventId: string,
  options: { now?: Date } = {},
): Promise<void> {
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const open = await lockOpenEventJobs(tx, actor, eventId);
    const now = options.now ?? new Date();
    const started = open.filter((job) => hasStarted(job, now));
    if (started.length === 0) throw new AppError('JOB_NOT_STARTED');
    if (!started.some(isReadyToComplete)) throw new AppError('JOB_CANNOT_COMPLETE');
    await refuseWhileAwaitingPayment(tx, started, 'complete');
    const changed: [string, string[]][] = [];
    const cancelledAt = await jobsRepo.transactionNow(tx);
    for (const job of started) {
      if (isReadyToComplete(job)) {
        const { applicants } = await completeLockedJob(deps, tx, actor, job, { noShows: [], now });
        changed.push([job.id, applicants]);
      } else {
        changed.push([job.id, await cancelLockedJob(deps, tx, actor, job, cancelledAt)]);
      }
    }
    afterCommit(async () => {
      for (const [jobId, applicants] of changed) {
        await publishEvent(deps, { type: 'job.changed', userIds: [actor.id, ...applicants], ids: { jobId } });
        await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids: { jobId } });
      }
    });
  });
}
