import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import type { AgendaItemStatus, ApplicationStatus, JobStatus } from '../../db/schema.ts';
import type { Pairing } from './evaluations.repo.ts';

/**
 * Who may rate whom, and when (DESIGN §2 "Evaluation", "Complete service"): only a job's
 * contractor and a freelancer approved on it, each rating the other, once the job is over for
 * that freelancer. A cancelled event or a withdrawn approval allows none.
 */
export function assertCanEvaluate(
  actor: Actor,
  evaluatedId: string,
  pairing: Pairing | undefined,
  today: string,
): asserts pairing {
  if (!pairing) throw new AppError('JOB_NOT_FOUND');
  const contractorId = actor.role === 'contractor' ? actor.id : evaluatedId;
  const onTheJob = pairing.contractorId === contractorId && isRatingPair(pairing) && evaluatedId !== actor.id;
  if (!onTheJob) throw new AppError('EVALUATION_NOT_ALLOWED');
  if (!isServiceOver(pairing, today)) throw new AppError('EVALUATION_NOT_YET');
}

/** A freelancer approved on a job that was not cancelled: the two sides may rate each other. */
export function isRatingPair(pair: { applicationStatus: ApplicationStatus | null; jobStatus: JobStatus }): boolean {
  return pair.applicationStatus === 'approved' && pair.jobStatus !== 'cancelled';
}

/**
 * When a job is over for an approved freelancer, so the two sides may rate each other (DESIGN §2
 * "Complete service"): the contractor completed it, its service date has passed (São Paulo), or
 * the freelancer concluded it on their agenda (evaluations.repo's serviceOver is its SQL form).
 */
export function isServiceOver(
  job: { jobStatus: JobStatus; serviceDate: string; agendaStatus: AgendaItemStatus | null },
  today: string,
): boolean {
  return job.jobStatus === 'completed' || job.serviceDate < today || job.agendaStatus === 'completed';
}

/** Only the author edits an evaluation. */
export function assertIsAuthor(actor: Actor, evaluation: { evaluatorId: string } | undefined): asserts evaluation {
  if (!evaluation) throw new AppError('EVALUATION_NOT_FOUND');
  if (evaluation.evaluatorId !== actor.id) throw new AppError('EVALUATION_NOT_AUTHOR');
}
