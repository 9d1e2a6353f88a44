import { APPROVAL_CREDITS } from '@vamos/shared/pricing';
import { approvalMessage, type ApprovalResult } from '@vamos/shared/schemas/applications';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { addApprovalItems } from '../agenda/agenda.service.ts';
import { addressLine, creditsLowNotice, notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { debitAllOrFail } from '../wallet/debit-or-fail.ts';
import { getBalances } from '../wallet/wallet.service.ts';
import { assertCanDecide } from './application-policies.ts';
import * as applicationsRepo from './applications.repo.ts';

/**
 * `POST /api/contractor/applications/:id/approve` (DESIGN §2 "Approve"), in one transaction of
 * five statements (decision 0009):
 * 1. lock the job, then the application (always in this order), in one statement; the
 *    application is pending and the job active with a free place;
 * 2. debit 1 credit from the contractor, then the application's cost in coins from the
 *    freelancer, with their ledger entries, in one statement (each a guarded UPDATE on the
 *    balance row: never below 0; the locked, pending application keeps the keys new);
 * 3. take the place with a guarded UPDATE (filled when it was the last one), approve the
 *    application and, when the job filled, reject its other pending applications ('Vaga
 *    preenchida'), in one statement;
 * 4. put the job on both agendas, in one statement;
 * 5. tell the freelancer (and those the last place turned away; the contractor when that was their
 *    last credit), in one statement.
 * Any failure rolls everything back. Events go out after the commit.
 */
export async function approveApplication(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
): Promise<ApprovalResult> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  try {
    return await approveInTransaction(deps, actor, applicationId);
  } catch (error) {
    // The freelancer is away: tell them coins are missing for this approval (once), then refuse.
    if (error instanceof AppError && error.code === 'FREELANCER_INSUFFICIENT_COINS') {
      await tellCoinsNeeded(deps, applicationId);
    }
    throw error;
  }
}

async function tellCoinsNeeded(deps: Pick<Deps, 'db' | 'events'>, applicationId: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const app = await applicationsRepo.findWithJob(tx, applicationId);
    if (!app) return;
    const { coin } = await getBalances(tx, app.freelancerId);
    await notify(deps, tx, {
      userId: app.freelancerId,
      kind: 'coins_needed',
      ref: `application:${app.id}`,
      data: {
        jobId: app.jobId,
        jobTitle: app.jobTitle,
        serviceDate: app.serviceDate,
        applicationId: app.id,
        needed: app.applicationCost,
        have: coin,
      },
    });
  });
}

async function approveInTransaction(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
): Promise<ApprovalResult> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const app = await applicationsRepo.lockForApproval(tx, applicationId, actor.id);
    assertCanDecide(actor, app);
    const { job } = app;
    // Turned away when the last place was taken: the contractor is told the job is full.
    if (app.rejectionReason === 'job_filled') throw new AppError('JOB_FULL');
    if (app.status !== 'pending') throw new AppError('APPLICATION_NOT_PENDING');
    if (job.status === 'filled' || (job.status === 'active' && job.approvedCount >= job.requiredPeople)) {
      throw new AppError('JOB_FULL');
    }
    if (job.status !== 'active') throw new AppError('JOB_NOT_AVAILABLE');

    const reference = `application:${app.id}`;
    const [creditsLeft] = await debitAllOrFail(tx, [
      {
        move: {
          userId: actor.id,
          currency: 'credit',
          amount: APPROVAL_CREDITS,
          reason: 'application_approved',
          reference,
          idempotencyKey: `application_approved:credit:${app.id}`,
        },
        short: 'INSUFFICIENT_CREDITS',
      },
      {
        move: {
          userId: app.freelancerId,
          currency: 'coin',
          amount: app.applicationCost,
          reason: 'application_approved',
          reference,
          idempotencyKey: `application_approved:coin:${app.id}`,
        },
        short: 'FREELANCER_INSUFFICIENT_COINS',
      },
    ]);
    const place = await applicationsRepo.approveTakingPlace(tx, job.id, app.id);
    if (!place) throw new AppError('JOB_FULL');
    if (!place.approved) throw new AppError('APPLICATION_NOT_PENDING');
    await addApprovalItems(tx, {
      freelancerId: app.freelancerId,
      contractorId: actor.id,
      applicationId: app.id,
      job,
    });
    const { turnedAway } = place;
    const mention = { jobId: job.id, jobTitle: job.title, serviceDate: job.serviceDate };
    await notify(deps, tx, [
      {
        userId: app.freelancerId,
        kind: 'application_approved',
        ref: `application:${app.id}`,
        data: {
          ...mention,
          applicationId: app.id,
          startTime: job.startTime,
          endTime: job.endTime,
          address: addressLine(job.address, job.location),
          company: job.company,
        },
      },
      ...turnedAway.map((other) => ({
        userId: other.freelancerId,
        kind: 'application_closed' as const,
        ref: `application:${other.id}`,
        data: { ...mention, applicationId: other.id, reason: 'job_filled' as const },
      })),
      // That was the contractor's last credit: tell them before the next approval fails.
      ...(creditsLeft === 0 ? [creditsLowNotice(actor.id, reference)] : []),
    ]);

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
      job_filled: place.status === 'filled',
      approved_count: place.approvedCount,
      required_people: place.requiredPeople,
      application_cost: app.applicationCost,
      message: approvalMessage(place.approvedCount, place.requiredPeople),
    };
  });
}
