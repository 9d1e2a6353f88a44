import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { JobPublicFields } from '@vamos/shared/schemas/job-views';
import type { Deps } from '../../app-deps.ts';
import { isUuid } from '../../http/ids.ts';
import {
  countListedBySegment,
  findListedCities as findListedCityRows,
  findListedJobs,
  findListedSegments as findListedSegmentRows,
  findOpenJobRefRows,
  findSimilarOpenJobs,
  type JobRefRow,
  type ListedCityRow,
  type ListingFilter,
} from './job-listings.repo.ts';
import { findJobPublic } from './job-list.repo.ts';
import { isOpenForApplications } from './job-policies.ts';
import { presentJobPublicFields, presentPublicJob } from './job-presenter.ts';
import type { JobRow } from './jobs.repo.ts';

/**
 * A job as anyone may see it, signed in or not (its public page): the public part of the presenter
 * the signed-in detail uses (`presentJobPublicFields`, which has no address), whether it is still
 * open for applications (the rule `apply` checks), its places left and whose it is.
 */
export type JobListing = {
  fields: JobPublicFields;
  contractorId: string;
  open: boolean;
  placesLeft: number;
  /**
   * It has a public page (the contractor's choice); a private job is for signed-in freelancers only,
   * and so is a job still open only to its contractor's team (decision 0037) until its window ends;
   * a job an operator hid (decision 0054) has none any more.
   */
  isPublic: boolean;
};

function listingOf(job: JobRow, today: string): JobListing {
  return {
    fields: presentJobPublicFields(job),
    contractorId: job.contractorId,
    open: isOpenForApplications(job, today),
    placesLeft: Math.max(0, job.requiredPeople - job.approvedCount),
    isPublic: job.isPublic && job.inviteFirstUntil === null && job.hiddenAt === null,
  };
}

/**
 * The job with this id, whatever its state (a closed one says so), or null: a malformed id never
 * reaches the database. Read through the job detail's cache, which every change of the job clears.
 */
export async function findJobListing(
  deps: Pick<Deps, 'db' | 'jobDetailCache'>,
  jobId: string,
  today: string = todayInSaoPaulo(),
): Promise<JobListing | null> {
  if (!isUuid(jobId)) return null;
  const publicJob = await deps.jobDetailCache.getOrLoad(jobId, async () => {
    const job = await findJobPublic(deps.db, jobId);
    return job && presentPublicJob(job);
  });
  return publicJob ? listingOf(publicJob.job, today) : null;
}

/** Up to `limit` open jobs of the same segment or city as `listing`, the closest match first. */
export async function findSimilarOpenListings(
  deps: Pick<Deps, 'db'>,
  listing: JobListing,
  limit: number,
  today: string = todayInSaoPaulo(),
): Promise<JobListing[]> {
  const rows = await findSimilarOpenJobs(deps.db, listing.fields, today, limit);
  return rows.map((row) => listingOf(row, today));
}

/** A link to an open job's public page: what its address is made of, and when the job last changed. */
export type OpenJobRef = JobRefRow;

/** Every job open for applications (at most `limit`), the most recently changed first. */
export function findOpenJobRefs(
  deps: Pick<Deps, 'db'>,
  limit: number,
  today: string = todayInSaoPaulo(),
): Promise<OpenJobRef[]> {
  return findOpenJobRefRows(deps.db, today, limit);
}

export type ListedCity = ListedCityRow;

/**
 * Every city with public jobs open for applications, through the board's cache (every change of a
 * job clears it).
 */
export function findListedCities(
  deps: Pick<Deps, 'db' | 'jobListCache'>,
  today: string = todayInSaoPaulo(),
): Promise<ListedCity[]> {
  return deps.jobListCache.getOrLoad(`listed-cities:${today}`, () => findListedCityRows(deps.db, today));
}

/** A listing page's jobs: `limit` from `offset`, the city's jobs of each segment, and the whole count. */
export type CityListing = { jobs: JobListing[]; total: number; segments: { segment: string; jobs: number }[] };

/**
 * A city's public open jobs (of one segment, or all), the soonest first, through the board's cache.
 * `total` counts the jobs of the segment (of the city without one).
 */
export function findCityListing(
  deps: Pick<Deps, 'db' | 'jobListCache'>,
  filter: Omit<ListingFilter, 'today'>,
  page: { limit: number; offset: number },
  today: string = todayInSaoPaulo(),
): Promise<CityListing> {
  const where = { ...filter, today };
  return deps.jobListCache.getOrLoad(`listing:${JSON.stringify([where, page])}`, async () => {
    const [rows, segments] = await Promise.all([
      findListedJobs(deps.db, where, page),
      countListedBySegment(deps.db, where),
    ]);
    const total = segments
      .filter((s) => filter.segment === null || s.segment === filter.segment)
      .reduce((sum, s) => sum + s.jobs, 0);
    return { jobs: rows.map((row) => listingOf(row, today)), total, segments };
  });
}

/** Each city's segments with public open jobs (how many, when one last changed): the sitemap of the listing pages. */
export function findListedSegments(
  deps: Pick<Deps, 'db'>,
  today: string = todayInSaoPaulo(),
): ReturnType<typeof findListedSegmentRows> {
  return findListedSegmentRows(deps.db, today);
}
