/**
 * What other modules use of jobs: how a job is summarized in their lists, and a job as anyone may
 * see it (its public page, the sitemap), a job as a freelancer may see it (`team` hides a job's
 * contractor from the job). A job's places are in places.ts and who may do what with a
 * job in job-policies.ts (public operation files).
 */
import type { DbOrTx } from '../../db/client.ts';
import { findJob } from './jobs.repo.ts';

export { presentJobSummary, type JobSummaryRow } from './job-presenter.ts';
export { getJobForFreelancer } from './get-job.ts';
export { openInviteFirstJobs } from './open-invite-first-jobs.ts';
export { openJobIdsOf, type JobRow } from './jobs.repo.ts';

/** How a notice or a receipt names a job: its title, date and contractor; undefined when there is no such job. */
export async function findJobMention(
  db: DbOrTx,
  jobId: string,
): Promise<{ jobTitle: string; serviceDate: string; contractorId: string } | undefined> {
  const job = await findJob(db, jobId);
  return job ? { jobTitle: job.title, serviceDate: job.serviceDate, contractorId: job.contractorId } : undefined;
}
export {
  findCityListing,
  findJobListing,
  findListedCities,
  findListedSegments,
  findOpenJobRefs,
  findSimilarOpenListings,
  type CityListing,
  type JobListing,
  type ListedCity,
  type OpenJobRef,
} from './job-listings.ts';
