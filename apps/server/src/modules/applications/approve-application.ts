import { approvalMessage, type ApprovalResult } from '@vamos/shared/schemas/applications';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/request-context.ts';
import { addApprovalItems } from '../agenda/agenda.service.ts';
import { lockJob, takeSlot } from '../jobs/jobs.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { debitOrFail } from '../wallet/debit-or-fail.ts';
import { assertCanDecide } from './application-policies.ts';
import * as applicationsRepo from './applications.repo.ts';
import { followPlaces } from './applications.service.ts';

/** Each approval costs the contractor this many credits (spec 02 §1). */
export const APPROVAL_CREDITS = 1;

/**
 * `POST /api/contractor/applications/:id/approve` (DESIGN §2 "Approve"), in one transaction:
 * lock the job, then the application (always in this order); the application is pending and
 * the job active with a free place; debit 1 credit from the contractor and the application's
 * cost in coins from the freelancer (each a guarded UPDATE on the balance row: never below 0);
 * take the place with a guarded UPDATE (filled when it was the last one, and then the job's other
 * pending applications are rejected: 'Vaga preenchida'); put the job on both agendas. Any failure
 * rolls everything back. Events go out after the commit.
 */
export async function approveApplication(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
): Promise<ApprovalResult> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const found = await applicationsRepo.findWithJob(tx, applicationId);
    assertCanDecide(actor, found);
    const job = await lockJob(tx, found.jobId);
    const app = await applicationsRepo.lockApplication(tx, applicationId);
    if (!job || !app) throw new AppError('APPLICATION_NOT_FOUND');
    // Turned away when the last place was taken: the contractor is told the job is full.
    if (app.rejectionReason === 'job_filled') throw new AppError('JOB_FULL');
    if (app.status !== 'pending') throw new AppError('APPLICATION_NOT_PENDING');
    if (job.status === 'filled' || (job.status === 'active' && job.approvedCount >= job.requiredPeople)) {
      throw new AppError('JOB_FULL');
    }
    if (job.status !== 'active') throw new AppError('JOB_NOT_AVAILABLE');

    const reference = `application:${app.id}`;
    await debitOrFail(
      tx,
      {
        userId: actor.id,
        currency: 'credit',
        amount: APPROVAL_CREDITS,
        reason: 'application_approved',
        reference,
        idempotencyKey: `application_approved:credit:${app.id}`,
      },
      'INSUFFICIENT_CREDITS',
    );
    await debitOrFail(
      tx,
      {
        userId: app.freelancerId,
        currency: 'coin',
        amount: app.applicationCost,
        reason: 'application_approved',
        reference,
        idempotencyKey: `application_approved:coin:${app.id}`,
      },
      'FREELANCER_INSUFFICIENT_COINS',
    );
    const slot = await takeSlot(tx, job.id);
    if (!slot) throw new AppError('JOB_FULL');
    if (!(await applicationsRepo.markApproved(tx, app.id))) throw new AppError('APPLICATION_NOT_PENDING');
    await addApprovalItems(tx, {
      freelancerId: app.freelancerId,
      contractorId: actor.id,
      applicationId: app.id,
      job,
    });
    const { turnedAway } = await followPlaces(tx, { id: job.id, status: slot.status });

    afterCommit(async () => {
      const ids = { jobId: job.id, applicationId: app.id };
      const both = [actor.id, app.freelancerId];
      await publishEvent(deps, { type: 'application.approved', userIds: both, ids });
      await publishEvent(deps, { type: 'wallet.changed', userIds: both });
      for (const other of turnedAway) {
        const otherIds = { jobId: job.id, applicationId: other.id };
        await publishEvent(deps, {
          type: 'application.rejected',
          userIds: [actor.id, other.freelancerId],
          ids: otherIds,
        });
      }
      const waited = turnedAway.map((other) => other.freelancerId);
      await publishEvent(deps, { type: 'job.changed', userIds: [...both, ...waited], ids: { jobId: job.id } });
    });
    return {
      job_filled: slot.status === 'filled',
      approved_count: slot.approvedCount,
      required_people: slot.requiredPeople,
      application_cost: app.applicationCost,
      message: approvalMessage(slot.approvedCount, slot.requiredPeople),
    };
  });
}
