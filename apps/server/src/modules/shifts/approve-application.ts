import { bookedApproval, type ApprovalResult } from '@vamos/shared/schemas/applications';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { notify } from '../notifications/notifications.service.ts';
import { getBalances } from '../wallet/wallet.service.ts';
import { moveShift } from './shift-lifecycle.ts';
import * as shiftViews from './shift-views.repo.ts';

/** The shift's job has guaranteed pay: its approval is a hold, not this move (thrown to roll the lock back). */
class PaidByPix extends Error {}

/**
 * `POST /api/contractor/applications/:id/approve` (DESIGN §2 "Approve"): the move `approve` of a
 * pending shift (shift-moves.ts), in one transaction: the job locked, then the shift; 1 credit
 * from the contractor and the application's coins from the freelancer, each never below 0; a place
 * taken (filled when it was the last one, and then the job's other pending applications wait);
 * the freelancer told. Any failure rolls everything back.
 */
export async function approveApplication(
  deps: Pick<Deps, 'db' | 'events' | 'payments' | 'shiftCharges' | 'placeHolds'>,
  actor: Actor,
  applicationId: string,
): Promise<ApprovalResult> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  try {
    return await approveOrHold(deps, actor, applicationId);
  } catch (error) {
    // The freelancer is away: tell them coins are missing for this approval (once), then refuse.
    if (error instanceof AppError && error.code === 'FREELANCER_INSUFFICIENT_COINS') {
      await tellCoinsNeeded(deps, applicationId);
    }
    throw error;
  }
}

/** The move `approve`, or on a guaranteed-pay job (seen under the job's lock) the place's hold. */
async function approveOrHold(
  deps: Parameters<typeof approveApplication>[0],
  actor: Actor,
  applicationId: string,
): Promise<ApprovalResult> {
  try {
    return await inTransaction(deps.db, async (tx) => {
      const { moved, place } = await moveShift(deps, tx, actor, applicationId, 'approve', {
        verify: (shift) => {
          if (shift.job.guaranteedPay) throw new PaidByPix();
        },
      });
      const [shift] = moved;
      if (!shift || !place) throw new AppError('APPLICATION_NOT_PENDING');
      return bookedApproval(place, shift.applicationCost);
    });
  } catch (error) {
    // Guaranteed pay (decision 0042): the approval waits for the place's PIX charge (shift-pay's).
    if (error instanceof PaidByPix) return deps.placeHolds(deps, actor, applicationId);
    throw error;
  }
}

async function tellCoinsNeeded(deps: Pick<Deps, 'db' | 'events'>, applicationId: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const app = await shiftViews.findWithJob(tx, applicationId);
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
