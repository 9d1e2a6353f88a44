import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Pairing } from './evaluations.repo.ts';

/**
 * Who may rate whom, and when (DESIGN §2 "Evaluation", "Complete service"): only a job's
 * contractor and a freelancer approved on it, each rating the other, once the job is over for
 * that freelancer. A cancelled event or a withdrawn approval allows none.
 */
export function assertCanEvaluate(actor: Actor, evaluatedId: string, pairing: Pairing | undefined): asserts pairing {
  if (!pairing) throw new AppError('JOB_NOT_FOUND');
  const contractorId = actor.role === 'contractor' ? actor.id : evaluatedId;
  const onTheJob =
    pairing.contractorId === contractorId &&
    pairing.applicationStatus === 'approved' &&
    pairing.jobStatus !== 'cancelled' &&
    evaluatedId !== actor.id;
  if (!onTheJob) throw new AppError('EVALUATION_NOT_ALLOWED');
  if (!pairing.over) throw new AppError('EVALUATION_NOT_YET');
}

/** Only the author edits an evaluation. */
export function assertIsAuthor(actor: Actor, evaluation: { evaluatorId: string } | undefined): asserts evaluation {
  if (!evaluation) throw new AppError('EVALUATION_NOT_FOUND');
  if (evaluation.evaluatorId !== actor.id) throw new AppError('EVALUATION_NOT_AUTHOR');
}
