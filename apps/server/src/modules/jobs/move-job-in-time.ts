import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { applicantIdsOfJob } from '../shifts/shifts.service.ts';
import { assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/**
 * Development tools only (DEV_TOOLS, never in production): moves one of my jobs `days` in time,
 * its service and payment dates, so the shift's start and end can be reached without waiting (to
 * try concluding and rating on the embedded demo, and in the end-to-end tests). The API refuses a
 * date in the past; this does not. Everyone who sees the job hears of it.
 */
export async function moveJobInTime(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  jobId: string,
  days: number,
): Promise<jobsRepo.JobRow> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    assertOwnsJob(actor, await jobsRepo.lockJob(tx, jobId));
    const moved = await jobsRepo.moveDates(tx, jobId, days);
    if (!moved) throw new AppError('JOB_NOT_FOUND');
    const applicants = await applicantIdsOfJob(tx, jobId);
    afterCommit(async () => {
      await publishEvent(deps, { type: 'job.changed', userIds: [actor.id, ...applicants], ids: { jobId } });
      await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids: { jobId } });
    });
    return moved;
  });
}
