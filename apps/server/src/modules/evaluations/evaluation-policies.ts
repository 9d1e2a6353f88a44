import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { shiftWindow } from '@vamos/shared/dates';
import { RATABLE_STATES } from '@vamos/shared/shift-states';
import type { JobStatus, ShiftState } from '../../db/schema.ts';
import type { Pairing } from './evaluations.repo.ts';

/**
 * Who may rate whom, and when (DESIGN §2 "Evaluation", decision 0024): only a job's contractor and
 * a freelancer whose shift on it was worked, each rating the other, once the shift has ended.
 */
export function assertCanEvaluate(
  actor: Actor,
  evaluatedId: string,
  pairing: Pairing | undefined,
  now: Date,
): asserts pairing {
  if (!pairing) throw new AppError('JOB_NOT_FOUND');
  const contractorId = actor.role === 'contractor' ? actor.id : evaluatedId;
  const onTheJob = pairing.contractorId === contractorId && isRatingPair(pairing) && evaluatedId !== actor.id;
  if (!onTheJob) throw new AppError('EVALUATION_NOT_ALLOWED');
  if (!isServiceOver(pairing, now)) throw new AppError('EVALUATION_NOT_YET');
}

/** A worked shift on a job that was not cancelled: the two sides may rate each other. */
export function isRatingPair(pair: { shiftState: ShiftState | null; jobStatus: JobStatus }): boolean {
  return (
    pair.shiftState !== null &&
    (RATABLE_STATES as readonly ShiftState[]).includes(pair.shiftState) &&
    pair.jobStatus !== 'cancelled'
  );
}

/**
 * Whether the shift has ended (a night shift ends the next day), so the two sides may rate each
 * other. evaluations.repo's serviceOver is its SQL form for the to-rate lists.
 */
export function isServiceOver(job: { serviceDate: string; startTime: string; endTime: string }, now: Date): boolean {
  return now >= shiftWindow(job).endsAt;
}

/** Only the author edits an evaluation. */
export function assertIsAuthor(actor: Actor, evaluation: { evaluatorId: string } | undefined): asserts evaluation {
  if (!evaluation) throw new AppError('EVALUATION_NOT_FOUND');
  if (evaluation.evaluatorId !== actor.id) throw new AppError('EVALUATION_NOT_AUTHOR');
}
