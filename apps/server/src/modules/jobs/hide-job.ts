import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { applicantIdsOfJob, hideJobShifts } from '../shifts/shifts.service.ts';
import { isJobOpen } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/** What the hide did: the job before and after, who was on it, the shifts it cancelled. */
export type HiddenJob = {
  before: { status: string; hiddenAt: null };
  after: { status: 'cancelled'; hiddenAt: string };
  contractorId: string;
  title: string;
  serviceDate: string;
  applicants: string[];
  /** The booked shifts moved to job_cancelled (each refunded and told); guaranteed pay settles them. */
  cancelledShiftIds: string[];
  closed: number;
};

/**
 * 'Ocultar vaga' (decision 0054), the job's side, in the operator's transaction: the job is locked
 * (the lifecycle's order: the job, then its shifts), must be open and not hidden, becomes cancelled
 * and hidden in one compare-and-set, and its shifts follow by the operator's move hide_job (exactly
 * a cancellation's refunds and notices). Of two hides (or a hide and the contractor's 'Cancelar
 * evento') the second waits on the lock and then finds the job closed: JOB_ALREADY_HIDDEN or
 * JOB_NOT_HIDEABLE, and nothing moves twice.
 */
export async function hideLockedJob(
  deps: Pick<Deps, 'db' | 'events'>,
  tx: Tx,
  operator: OperatorActor,
  jobId: string,
  now: Date,
): Promise<HiddenJob> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  const job = await jobsRepo.lockJob(tx, jobId);
  if (!job) throw new AppError('JOB_NOT_FOUND');
  if (job.hiddenAt) throw new AppError('JOB_ALREADY_HIDDEN');
  if (!isJobOpen(job)) throw new AppError('JOB_NOT_HIDEABLE');
  const hidden = await jobsRepo.setHidden(tx, jobId, now);
  if (!hidden) throw new AppError('JOB_NOT_HIDEABLE');
  const { closed, cancelled } = await hideJobShifts(deps, tx, operator, { ...hidden, hidden: true }, now);
  return {
    before: { status: job.status, hiddenAt: null },
    after: { status: 'cancelled', hiddenAt: now.toISOString() },
    contractorId: job.contractorId,
    title: job.title,
    serviceDate: job.serviceDate,
    applicants: await applicantIdsOfJob(tx, jobId),
    cancelledShiftIds: cancelled.moved.map((shift) => shift.id),
    closed: closed.moved.length,
  };
}

/** What the screens hear of a hidden job (after the commit): its people's screens and the board. */
export async function publishHidden(deps: Pick<Deps, 'events'>, jobId: string, hidden: HiddenJob): Promise<void> {
  await publishEvent(deps, {
    type: 'job.changed',
    userIds: [hidden.contractorId, ...hidden.applicants],
    ids: { jobId },
  });
  await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids: { jobId } });
}
