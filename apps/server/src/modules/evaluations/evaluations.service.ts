/**
 * What other modules may read of evaluations: a freelancer's reputation, shown to contractors
 * on the applicant cards and on the freelancer's profile (spec 02 §3 "Rating summary").
 */
import { RECENT_RATINGS_SHOWN, type RatingStats, type RatingSummary } from '@vamos/shared/schemas/evaluations';
import type { DbOrTx, Tx } from '../../db/client.ts';
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
 * 'Excluir minha conta' (decision 0051): the person's ratings, given and received, stay (shown as by
 * or of 'Usuário removido', their profile's name now); comments that named them stop doing so.
 */
export function forgetNameInRatings(tx: Tx, personId: string, name: string, replacement: string): Promise<void> {
  return evaluationsRepo.forgetNameInComments(tx, personId, name, replacement);
}
