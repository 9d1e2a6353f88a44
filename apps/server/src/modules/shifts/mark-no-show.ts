import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { moveShift } from './shift-lifecycle.ts';
import { payIsSettled } from './shift-views.repo.ts';
import { lockShiftWithJob, type ShiftRow } from './shifts.repo.ts';

/**
 * `POST /api/contractor/applications/:id/no-show` ('Não compareceu', decision 0028): the move
 * `mark_no_show` of a booked shift on the contractor's job whose freelancer has not checked in, from
 * an hour after the shift's start until 48 h after it. The freelancer receives the no-show's
 * strikes and is told (with 48 h to contest); the contractor gets the approval's credit back.
 */
export async function markNoShow(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
  now = new Date(),
): Promise<ShiftRow> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  return inTransaction(deps.db, async (tx) => {
    // Guaranteed pay (decision 0044): the job's lock first (the lifecycle's order, as the pay's
    // settlement takes it), then whether the place's money already went: then it is too late.
    const locked = await lockShiftWithJob(tx, applicationId);
    if (locked?.job.guaranteedPay && (await payIsSettled(tx, applicationId))) throw new AppError('NO_SHOW_TOO_LATE');
    const [shift] = (await moveShift(deps, tx, actor, applicationId, 'mark_no_show', { now })).moved;
    if (!shift) throw new AppError('NO_SHOW_NOT_MARKABLE');
    return shift;
  });
}
