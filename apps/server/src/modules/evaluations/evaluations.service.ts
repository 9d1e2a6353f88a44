/**
 * What other modules may read of evaluations: a freelancer's reputation, shown to contractors
 * on the applicant cards and on the freelancer's profile (spec 02 §3 "Rating summary").
 */
import { RECENT_RATINGS_SHOWN, type RatingStats, type RatingSummary } from '@vamos/shared/schemas/evaluations';
import type { Deps } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { presentRecentRating, presentStats } from './evaluation-presenter.ts';
import * as evaluationsRepo from './evaluations.repo.ts';

/** Average (one decimal) and count of the ratings each user received; every id gets an entry. */
export async function ratingStatsOf(db: DbOrTx, userIds: string[]): Promise<Map<string, RatingStats>> {
  const unique = [...new Set(userIds)];
  const totals = await evaluationsRepo.ratingTotals(db, unique);
  return new Map(unique.map((id) => [id, presentStats(totals.get(id))]));
}

/** Average, count and the 3 newest ratings, each with the evaluator's name. */
export async function ratingSummaryOf(db: DbOrTx, userId: string): Promise<RatingSummary> {
  const [totals, recent] = await Promise.all([
    evaluationsRepo.ratingTotals(db, [userId]),
    evaluationsRepo.findReceived(db, userId, RECENT_RATINGS_SHOWN),
  ]);
  return { ...presentStats(totals.get(userId)), ratings: recent.map(presentRecentRating) };
}

/**
 * 'Remover avaliação' (decision 0054), in an operator's transaction: the evaluation leaves every
 * profile, list and average (ratingTotals and the lists skip removed ones, so every rating shown is
 * recomputed from what is left), kept as the record. Once: a second removal finds it removed
 * (EVALUATION_NOT_FOUND). Both people's screens hear of it after the commit.
 */
export async function removeEvaluation(
  deps: Pick<Deps, 'events'>,
  tx: Tx,
  afterCommit: AfterCommit,
  id: string,
  now: Date,
): Promise<{ rating: number; comment: string | null; evaluatorId: string; evaluatedId: string; jobId: string }> {
  if (!isUuid(id)) throw new AppError('EVALUATION_NOT_FOUND');
  const row = await evaluationsRepo.markRemoved(tx, id, now);
  if (!row) throw new AppError('EVALUATION_NOT_FOUND');
  afterCommit(() =>
    publishEvent(deps, {
      type: 'evaluation.changed',
      userIds: [row.evaluatorId, row.evaluatedId],
      ids: { jobId: row.jobId, evaluationId: row.id },
    }),
  );
  return {
    rating: row.rating,
    comment: row.comment,
    evaluatorId: row.evaluatorId,
    evaluatedId: row.evaluatedId,
    jobId: row.jobId,
  };
}

/**
 * 'Excluir minha conta' (decision 0051): the person's ratings, given and received, stay (shown as by
 * or of 'Usuário removido', their profile's name now); comments that named them stop doing so.
 */
export function forgetNameInRatings(tx: Tx, personId: string, name: string, replacement: string): Promise<void> {
  return evaluationsRepo.forgetNameInComments(tx, personId, name, replacement);
}
