import type { PublicJobPage } from '@vamos/shared/schemas/public-job';
import type { Deps } from '../../app-deps.ts';
import { ratingStatsOf } from '../evaluations/evaluations.service.ts';
import { findJobListing, findSimilarOpenListings } from '../jobs/jobs.service.ts';
import { presentPublicJobPage } from './public-job-presenter.ts';

/** How many open jobs a closed job's page offers instead. */
export const SIMILAR_JOBS_SHOWN = 4;

/**
 * A job's public page, for anyone (no session): null for an id that names no public job. A job that is no
 * longer open (filled, cancelled, past) still has its page, which says so and offers similar open
 * jobs.
 */
export async function getPublicJobPage(
  deps: Pick<Deps, 'db' | 'jobDetailCache'>,
  jobId: string,
): Promise<PublicJobPage | null> {
  const listing = await findJobListing(deps, jobId);
  // A private job has no public page: to anyone without a session it does not exist.
  if (!listing?.isPublic) return null;
  const [ratings, similar] = await Promise.all([
    ratingStatsOf(deps.db, [listing.contractorId]),
    listing.open ? [] : findSimilarOpenListings(deps, listing, SIMILAR_JOBS_SHOWN),
  ]);
  const rating = ratings.get(listing.contractorId) ?? { average_rating: null, total_evaluations: 0 };
  return presentPublicJobPage(listing, rating, similar);
}
