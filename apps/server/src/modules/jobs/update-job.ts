import type { UpdateJob } from '@vamos/shared/schemas/jobs';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/request-context.ts';
import { syncJobItems } from '../agenda/agenda.service.ts';
import { applicantIdsOfJob, followPlaces } from '../applications/applications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { toJobWrite } from './job-form.ts';
import { assertJobNotFinished, assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/**
 * `PUT /api/contractor/jobs/:id` (DESIGN §2 "Edit job"): the owner, before completion. The
 * number of places may not drop below the freelancers already approved; filled/active follow
 * the new number, and the waiting list with them. The job's open agenda items move with it; applicants are told.
 */
export async function updateJob(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  jobId: string,
  input: UpdateJob,
): Promise<jobsRepo.JobRow> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const job = await jobsRepo.lockJob(tx, jobId);
    assertOwnsJob(actor, job);
    assertJobNotFinished(job);
    if (input.required_people < job.approvedCount) throw new AppError('REQUIRED_PEOPLE_BELOW_APPROVED');
    const updated = await jobsRepo.updateJob(tx, jobId, toJobWrite(input));
    if (!updated) throw new AppError('REQUIRED_PEOPLE_BELOW_APPROVED');
    await syncJobItems(tx, updated);
    const waitingList = await followPlaces(tx, updated);
    const applicants = await applicantIdsOfJob(tx, jobId);
    afterCommit(async () => {
      for (const app of waitingList.turnedAway) {
        const ids = { jobId, applicationId: app.id };
        await publishEvent(deps, { type: 'application.rejected', userIds: [actor.id, app.freelancerId], ids });
      }
      await publishEvent(deps, { type: 'job.changed', userIds: [actor.id, ...applicants], ids: { jobId } });
      await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids: { jobId } });
    });
    return updated;
  });
}
