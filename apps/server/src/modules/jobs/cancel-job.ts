import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { cancelJobItems } from '../agenda/agenda.service.ts';
import { applicantIdsOfJob, approvedOfJob, rejectPendingOfJob } from '../applications/applications.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { credit } from '../wallet/wallet.service.ts';
import { assertJobOpen, assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/**
 * `POST /api/contractor/jobs/:id/cancel` ("Cancelar evento", DESIGN §2): the job leaves every list
 * (status cancelled, history kept), pending applications are rejected, each approved freelancer
 * gets back the coins their approval cost (ledger reason job_cancelled_refund, one idempotency
 * key per application), every open agenda item of the job is cancelled, and everyone involved
 * is told. Credits spent by the contractor are not returned.
 */
export async function cancelJob(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, jobId: string): Promise<void> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const job = await jobsRepo.lockJob(tx, jobId);
    assertOwnsJob(actor, job);
    assertJobOpen(job);
    await jobsRepo.setStatus(tx, jobId, 'cancelled', ['active', 'filled', 'in_progress']);
    const rejected = await rejectPendingOfJob(tx, jobId, 'job_cancelled');
    const approved = await approvedOfJob(tx, jobId);
    for (const app of approved) {
      await credit(tx, {
        userId: app.freelancerId,
        currency: 'coin',
        amount: app.applicationCost,
        reason: 'job_cancelled_refund',
        reference: `application:${app.id}`,
        idempotencyKey: `job_cancelled_refund:${app.id}`,
      });
    }
    await cancelJobItems(tx, jobId);
    const mention = { jobId, jobTitle: job.title, serviceDate: job.serviceDate };
    await notify(deps, tx, [
      ...approved.map((app) => ({
        userId: app.freelancerId,
        kind: 'job_cancelled' as const,
        ref: `application:${app.id}`,
        data: { ...mention, applicationId: app.id, refundedCoins: app.applicationCost },
      })),
      ...rejected.map((app) => ({
        userId: app.freelancerId,
        kind: 'application_closed' as const,
        ref: `application:${app.id}`,
        data: { ...mention, applicationId: app.id, reason: 'job_cancelled' as const },
      })),
    ]);
    const applicants = await applicantIdsOfJob(tx, jobId);

    afterCommit(async () => {
      const refunded = approved.map((a) => a.freelancerId);
      for (const app of rejected) {
        const ids = { jobId, applicationId: app.id };
        await publishEvent(deps, { type: 'application.rejected', userIds: [actor.id, app.freelancerId], ids });
      }
      await publishEvent(deps, { type: 'job.cancelled', userIds: refunded, ids: { jobId } });
      await publishEvent(deps, { type: 'wallet.changed', userIds: refunded });
      await publishEvent(deps, { type: 'job.changed', userIds: [actor.id, ...applicants], ids: { jobId } });
      await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids: { jobId } });
    });
  });
}
