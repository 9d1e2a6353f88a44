import type { JobDetail } from '@vamos/shared/schemas/job-views';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { findJobPublic, findViewerPart } from './job-list.repo.ts';
import { canSeeContractorContact, canViewJob } from './job-policies.ts';
import { presentJobDetail, presentPublicJob } from './job-presenter.ts';

/**
 * `GET /api/jobs/:id` for a freelancer: an open job, or one they applied to. The job's public
 * part comes from the cache (JobDetailCache: one load for concurrent readers, forgotten on every
 * event of the job, on every instance); the viewer's own part is one indexed statement per
 * request, and carries the contractor's contact only with an approved application (the presenter
 * decides again). The contractor's record (late cancellations, events held) comes with the public
 * part, as old as the cache's entry at most. A job of a contractor who blocked the freelancer, or
 * whom they hid, is JOB_NOT_FOUND (decision 0034) unless they are booked on it; so is a job still open
 * only to a team the freelancer is not in (decision 0037).
 */
export async function getJobForFreelancer(
  deps: Pick<Deps, 'db' | 'jobDetailCache' | 'team'>,
  actor: Actor,
  jobId: string,
): Promise<JobDetail> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  const publicJob = await deps.jobDetailCache.getOrLoad(jobId, async () => {
    const job = await findJobPublic(deps.db, jobId);
    return job && presentPublicJob(job);
  });
  if (!publicJob) throw new AppError('JOB_NOT_FOUND');
  const mine = await findViewerPart(deps.db, publicJob.job, actor.id);
  if (!canViewJob(publicJob.job, mine)) throw new AppError('JOB_NOT_FOUND');
  // A contractor who blocked me, or whom I hid: their jobs do not exist for me (decision 0034),
  // but a shift I am booked on stays mine to read.
  const { contractorId, inviteFirstUntil } = publicJob.job;
  const seen = await deps.team.visibilityOf(deps.db, actor.id);
  if (seen.invisible.has(contractorId) && !canSeeContractorContact(mine)) throw new AppError('JOB_NOT_FOUND');
  // Still open only to its contractor's team (decision 0037): not there for anyone else, unless
  // they are on it already (invited, or applied before).
  const onIt = mine !== null && mine.status !== 'cancelled';
  if (inviteFirstUntil !== null && !seen.teams.has(contractorId) && !onIt) throw new AppError('JOB_NOT_FOUND');
  return presentJobDetail(publicJob, mine, actor, new Date());
}
