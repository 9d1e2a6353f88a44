import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { moveShift } from './shift-lifecycle.ts';

/**
 * `DELETE /api/freelancer/applications/:id` (spec 01 §4): the move `cancel` of the freelancer's
 * own pending application (they may apply again). An approval committing first wins and this
 * answers APPLICATION_NOT_PENDING.
 */
export async function cancelApplication(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
): Promise<void> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  await inTransaction(deps.db, (tx) => moveShift(deps, tx, actor, applicationId, 'cancel'));
}
