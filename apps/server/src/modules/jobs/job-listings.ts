import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { JobPublicFields } from '@vamos/shared/schemas/job-views';
import type { Deps } from '../../app-deps.ts';
import { isUuid } from '../../http/ids.ts';
import { findOpenJobRefRows, findSimilarOpenJobs, type JobRefRow } from './job-listings.repo.ts';
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
};

function listingOf(job: JobRow, today: string): JobListing {
  return {
    fields: presentJobPublicFields(job),
    contractorId: job.contractorId,
    open: isOpenForApplications(job, today),
    placesLeft: Math.max(0, job.requiredPeople - job.approvedCount),
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
