import type { FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { moveShift } from './shift-lifecycle.ts';
import { presentFreelancerAgendaItem } from './shift-presenter.ts';
import * as shiftViews from './shift-views.repo.ts';

/**
 * `POST /api/freelancer/agenda/:id/complete` ('Concluir' on the agenda): the move `conclude` of the
 * freelancer's own booked shift, from its start on. It leaves the agenda; the answer says whether
 * the contractor may be rated yet (once the shift has ended).
 */
export async function concludeShift(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  shiftId: string,
): Promise<FreelancerAgendaItem> {
  if (!isUuid(shiftId)) throw new AppError('AGENDA_ITEM_NOT_FOUND');
  const now = new Date();
  try {
    await inTransaction(deps.db, (tx) => moveShift(deps, tx, actor, shiftId, 'conclude', { now }));
  } catch (error) {
    // The agenda's words: an item of someone else's, or of no shift, is not found.
    if (error instanceof AppError && error.code === 'APPLICATION_NOT_FOUND')
      throw new AppError('AGENDA_ITEM_NOT_FOUND');
    throw error;
  }
  const row = await shiftViews.findFreelancerShift(deps.db, shiftId);
  if (!row) throw new AppError('AGENDA_ITEM_NOT_FOUND');
  return presentFreelancerAgendaItem(row, actor, now);
}
