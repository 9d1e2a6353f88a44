import type { ErrorCode } from '@vamos/shared/errors';
import type { FreelancerActions } from '@vamos/shared/schemas/job-views';
import type { AgendaItemStatus, ApplicationStatus, JobStatus } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { isRatingPair, isServiceOver } from '../evaluations/evaluation-policies.ts';
import { isJobFinished, isOpenForApplications } from '../jobs/job-policies.ts';

type ApplicationRef = { freelancerId: string; contractorId: string };

/**
 * Approve and reject: the contractor of the application's job only. To anyone else the
 * application does not exist (404, nothing about other users' rows is revealed).
 */
export function assertCanDecide<T extends ApplicationRef>(actor: Actor, app: T | undefined): asserts app is T {
  if (!app || actor.role !== 'contractor' || app.contractorId !== actor.id) throw new AppError('APPLICATION_NOT_FOUND');
}

/** Cancel and "Desistir": the freelancer's own application only. */
export function assertOwnsApplication<T extends ApplicationRef>(actor: Actor, app: T | undefined): asserts app is T {
  if (!app || actor.role !== 'freelancer' || app.freelancerId !== actor.id) throw new AppError('APPLICATION_NOT_FOUND');
}

type ApplicationState = { status: ApplicationStatus };
type JobState = { status: JobStatus; serviceDate: string };

/** Cancel (spec 01 §4): a pending application only; once decided it is the contractor's. */
export function canCancelApplication(app: ApplicationState): boolean {
  return app.status === 'pending';
}

/**
 * Why 'Desistir' is refused now, or null when it is allowed: an approved place on a job that is
 * not cancelled, not finished, and whose service day (São Paulo) has not passed.
 */
function withdrawRefusal(app: ApplicationState, job: JobState, today: string): ErrorCode | null {
  if (app.status !== 'approved') return 'APPLICATION_NOT_APPROVED';
  if (job.status === 'cancelled') return 'JOB_NOT_AVAILABLE';
  if (isJobFinished(job) || job.serviceDate < today) return 'JOB_COMPLETED';
  return null;
}

export function canWithdraw(app: ApplicationState, job: JobState, today: string): boolean {
  return withdrawRefusal(app, job, today) === null;
}

export function assertCanWithdraw(app: ApplicationState, job: JobState, today: string): void {
  const refusal = withdrawRefusal(app, job, today);
  if (refusal) throw new AppError(refusal);
}

/**
 * What a freelancer may do with a job now (the job detail's `can`), by the rules that guard each
 * route: apply (assertCanApply: an open job, not applied yet), cancel a pending application,
 * 'Desistir' (assertCanWithdraw), rate the contractor (assertCanEvaluate, once).
 */
export function freelancerActions(
  job: JobState,
  mine: (ApplicationState & { agendaStatus: AgendaItemStatus | null; contractorRated: boolean }) | null,
  today: string,
): FreelancerActions {
  const ratable =
    mine !== null &&
    isRatingPair({ applicationStatus: mine.status, jobStatus: job.status }) &&
    isServiceOver({ jobStatus: job.status, serviceDate: job.serviceDate, agendaStatus: mine.agendaStatus }, today);
  return {
    apply: mine === null && isOpenForApplications(job, today),
    cancel_application: mine !== null && canCancelApplication(mine),
    withdraw: mine !== null && canWithdraw(mine, job, today),
    evaluate: ratable && !mine.contractorRated,
  };
}
