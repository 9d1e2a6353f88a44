import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { shiftWindow } from '@vamos/shared/dates';
import { isBooked } from '@vamos/shared/shift-states';
import type { JobStatus, ShiftState } from '../../db/schema.ts';

type JobRef = { contractorId: string; status: JobStatus };

/**
 * Only the job's contractor manages it. To anyone else the job does not exist (404, never
 * revealing other users' rows). Its owner is told what state it is in instead (assertJobOpen).
 */
export function assertOwnsJob<T extends JobRef>(actor: Actor, job: T | undefined): asserts job is T {
  if (!job || actor.role !== 'contractor' || job.contractorId !== actor.id) throw new AppError('JOB_NOT_FOUND');
}

/** A completed (or closed) service is history: no more edits, cancellation or completion. */
export function isJobFinished(job: Pick<JobRef, 'status'>): boolean {
  return job.status === 'completed' || job.status === 'closed';
}

/** Neither cancelled nor finished: its owner may still edit, cancel or complete it. */
export function isJobOpen(job: Pick<JobRef, 'status'>): boolean {
  return job.status !== 'cancelled' && !isJobFinished(job);
}

/**
 * What the owner changes (edit, photo, cancel, complete) needs a job still open: a cancelled one
 * answers JOB_CANCELLED, a finished one JOB_COMPLETED (409 both), so the owner learns why.
 */
export function assertJobOpen(job: Pick<JobRef, 'status'>): void {
  if (job.status === 'cancelled') throw new AppError('JOB_CANCELLED');
  if (isJobFinished(job)) throw new AppError('JOB_COMPLETED');
}

/** A job one may apply to (DESIGN §2): active, and its service date (São Paulo) has not passed. */
export function isOpenForApplications(job: Pick<JobRef, 'status'> & { serviceDate: string }, today: string): boolean {
  return job.status === 'active' && job.serviceDate >= today;
}

/** Apply: freelancers only, to a job open for applications. */
export function assertCanApply(actor: Actor, job: JobRef & { serviceDate: string }, today: string): void {
  if (actor.role !== 'freelancer') throw new AppError('FORBIDDEN');
  if (!isOpenForApplications(job, today)) throw new AppError('JOB_NOT_AVAILABLE');
}

/** A freelancer sees an open job, or any job they applied to (to follow their application). */
export function canViewJob(job: JobRef, myShift: { status: ShiftState } | null): boolean {
  return job.status === 'active' || (myShift !== null && myShift.status !== 'cancelled');
}

/** The contractor's name, e-mail and phone reach a freelancer booked on that job only. */
export function canSeeContractorContact(myShift: { status: ShiftState } | null): boolean {
  return myShift !== null && isBooked(myShift.status);
}

/** "Concluir Serviço" (DESIGN §2): filled or in progress, or active with at least one approved. */
export function isReadyToComplete(job: Pick<JobRef, 'status'> & { approvedCount: number }): boolean {
  return job.status === 'filled' || job.status === 'in_progress' || (job.status === 'active' && job.approvedCount >= 1);
}

/** The shift has started (São Paulo time): from then on the service can be concluded. */
export function hasStarted(job: Shifted, now: Date): boolean {
  return now >= shiftWindow(job).startsAt;
}

type Shifted = { serviceDate: string; startTime: string; endTime: string };

export function assertCanComplete(job: JobRef & Shifted & { approvedCount: number }, now: Date): void {
  assertJobOpen(job);
  if (!isReadyToComplete(job)) throw new AppError('JOB_CANNOT_COMPLETE');
  if (!hasStarted(job, now)) throw new AppError('JOB_NOT_STARTED');
}

/**
 * What the owner may do with their job now, for the buttons of the contractor's screens: the
 * same rules that guard the routes (edit and cancel: not finished; complete: ready to complete,
 * from the shift's start).
 */
export function ownerActions(
  job: Pick<JobRef, 'status'> & Shifted & { approvedCount: number },
  now: Date,
): { edit: boolean; cancel: boolean; complete: boolean } {
  const open = isJobOpen(job);
  return { edit: open, cancel: open, complete: open && isReadyToComplete(job) && hasStarted(job, now) };
}

/** Only the event's contractor sees or manages it; to anyone else it does not exist (404). */
export function assertOwnsEvent<T extends { contractorId: string }>(
  actor: Actor,
  event: T | undefined,
): asserts event is T {
  if (!event || actor.role !== 'contractor' || event.contractorId !== actor.id) throw new AppError('EVENT_NOT_FOUND');
}

/**
 * What the owner may do with a whole event now (decision 0038): cancel while any of its jobs is
 * open; conclude while any open job that started is ready to conclude.
 */
export function eventActions(
  jobs: readonly (Pick<JobRef, 'status'> & Shifted & { approvedCount: number })[],
  now: Date,
): { cancel: boolean; complete: boolean } {
  const open = jobs.filter(isJobOpen);
  return {
    cancel: open.length > 0,
    complete: open.some((job) => isReadyToComplete(job) && hasStarted(job, now)),
  };
}
