import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { completeJobItems } from '../agenda/agenda.service.ts';
import { applicantIdsOfJob, approvedOfJob, rejectPendingOfJob } from '../applications/applications.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { assertCanComplete, assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/**
 * `POST /api/contractor/jobs/:id/complete` ("Concluir Serviço", DESIGN §2): the owner completes a
 * filled or in-progress job, or an active one with at least one approved freelancer. Pending
 * applications are rejected and the job's open agenda items completed. Both sides are told they
 * may now rate each other.
 */
export async function completeJob(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  jobId: string,
): Promise<jobsRepo.JobRow> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const job = await jobsRepo.lockJob(tx, jobId);
    assertOwnsJob(actor, job);
    assertCanComplete(job);
    const completed = await jobsRepo.setStatus(tx, jobId, 'completed', ['active', 'filled', 'in_progress']);
    if (!completed) throw new AppError('JOB_CANNOT_COMPLETE');
    const rejected = await rejectPendingOfJob(tx, jobId, 'job_completed');
    await completeJobItems(tx, jobId);
    const approved = await approvedOfJob(tx, jobId);
    const mention = { jobId, jobTitle: completed.title, serviceDate: completed.serviceDate };
    const ref = `job:${jobId}`;
    await notify(deps, tx, [
      { userId: actor.id, kind: 'job_completed', ref, data: { ...mention, role: 'contractor' } },
      ...approved.map((app) => ({
        userId: app.freelancerId,
        kind: 'job_completed' as const,
        ref,
        data: { ...mention, role: 'freelancer' as const },
      })),
      ...rejected.map((app) => ({
        userId: app.freelancerId,
        kind: 'application_closed' as const,
        ref: `application:${app.id}`,
        data: { ...mention, applicationId: app.id, reason: 'job_completed' as const },
      })),
    ]);
    const applicants = await applicantIdsOfJob(tx, jobId);
    afterCommit(async () => {
      for (const app of rejected) {
        const ids = { jobId, applicationId: app.id };
        await publishEvent(deps, { type: 'application.rejected', userIds: [actor.id, app.freelancerId], ids });
      }
      await publishEvent(deps, { type: 'job.changed', userIds: [actor.id, ...applicants], ids: { jobId } });
    });
    return completed;
  });
}
