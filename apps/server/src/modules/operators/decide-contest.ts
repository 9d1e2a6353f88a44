import type { ContestDecision, ContestDecisionResult, OperatorAuditAction } from '@vamos/shared/schemas/operator';
import type { ShiftMoveName } from '@vamos/shared/shift-states';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { settlePlace } from '../shift-pay/settle-pay.ts';
import { lockShiftAndJob, moveShift } from '../shifts/shifts.service.ts';
import * as operatorsRepo from './operators.repo.ts';

const MOVES: Record<ContestDecision, { move: ShiftMoveName; action: OperatorAuditAction }> = {
  uphold: { move: 'uphold_no_show', action: 'contest_upheld' },
  clear: { move: 'clear_no_show', action: 'contest_cleared' },
};

/**
 * 'Manter falta' or 'Retirar falta' on a contested no-show (decision 0049), in one transaction: the
 * shift moves through its lifecycle (its strikes, its credit, both sides told), a guaranteed-pay
 * place's money settles as payDecision says (refunded or released, once), and the audit entry is
 * written with the state before and after. The job's and the shift's locks come first, so of two
 * operators deciding at once the second finds the contest decided: CONTEST_ALREADY_DECIDED (409).
 */
export async function decideContest(
  deps: Pick<Deps, 'db' | 'events' | 'config'>,
  operator: OperatorActor,
  shiftId: string,
  input: { decision: ContestDecision; reason: string },
  now = new Date(),
): Promise<ContestDecisionResult> {
  const { move, action } = MOVES[input.decision];
  if (!isUuid(shiftId)) throw new AppError('CONTEST_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const shift = await lockShiftAndJob(tx, shiftId);
    if (!shift) throw new AppError('CONTEST_NOT_FOUND');
    if (shift.state !== 'contested') throw new AppError('CONTEST_ALREADY_DECIDED');
    const before = { state: shift.state, pay: await operatorsRepo.payStatusOf(tx, shiftId) };
    const result = await moveShift(deps, tx, operator, shiftId, move, { now, data: { reason: input.reason } });
    const [moved] = result.moved;
    if (!moved) throw new AppError('CONTEST_ALREADY_DECIDED');
    await settlePlace(deps, tx, afterCommit, shiftId, now);
    const after = {
      state: moved.status,
      pay: await operatorsRepo.payStatusOf(tx, shiftId),
      ...(result.creditReversal ? { credit_reversal: result.creditReversal } : {}),
    };
    const auditId = await operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action,
      targetType: 'shift',
      targetId: shiftId,
      before,
      after,
      reason: input.reason,
      at: now,
    });
    return { shift_id: shiftId, state: moved.status, audit_id: auditId };
  });
}
