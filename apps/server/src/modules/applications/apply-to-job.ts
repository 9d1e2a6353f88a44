import { todayInSaoPaulo } from '@vamos/shared/dates';
import { formatErrorMessage } from '@vamos/shared/errors';
import { applicationCost } from '@vamos/shared/rules';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { assertCanApply } from '../jobs/job-policies.ts';
import { lockJobToApply } from '../jobs/jobs.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { getBalances } from '../wallet/wallet.service.ts';
import * as applicationsRepo from './applications.repo.ts';

/**
 * `POST /api/jobs/:id/apply` (DESIGN §2 "Apply"): the job is active and its date has not passed,
 * the freelancer has not applied yet, and holds at least the application cost in coins. No
 * coins move now; the cost is fixed on the application and charged on approval.
 *
 * The job row is share-locked, so a concurrent cancel/complete either sees this application
 * (and rejects it) or makes it fail; the unique (job_id, freelancer_id) key settles duplicates.
 */
export async function applyToJob(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  jobId: string,
): Promise<applicationsRepo.ApplicationRow> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const job = await lockJobToApply(tx, jobId);
    if (!job) throw new AppError('JOB_NOT_FOUND');
    assertCanApply(actor, job, todayInSaoPaulo());
    const cost = applicationCost(job.salaryCents);
    // Insert first: the unique key answers a duplicate; a short balance then rolls the insert back.
    const application = await applicationsRepo.insertApplication(tx, {
      jobId,
      freelancerId: actor.id,
      applicationCost: cost,
    });
    if (!application) throw new AppError('ALREADY_APPLIED');
    const { coin } = await getBalances(tx, actor.id);
    if (coin < cost) {
      throw new AppError('INSUFFICIENT_TOKENS', {
        message: formatErrorMessage('INSUFFICIENT_TOKENS', { n: cost }),
        extra: { required_tokens: cost },
      });
    }
    await notify(deps, tx, {
      userId: job.contractorId,
      kind: 'application_received',
      ref: `application:${application.id}`,
      data: {
        jobId,
        jobTitle: job.title,
        serviceDate: job.serviceDate,
        applicationId: application.id,
        freelancerName: actor.name,
      },
    });
    afterCommit(async () => {
      // The job itself does not change (no job.* event): the board's pages stay cached.
      const ids = { jobId, applicationId: application.id };
      await publishEvent(deps, { type: 'application.created', userIds: [job.contractorId, actor.id], ids });
    });
    return application;
  });
}
