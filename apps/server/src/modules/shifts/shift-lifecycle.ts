/**
 * The one way a shift changes state (decision 0024). Inside the caller's transaction: lock the job,
 * then the shift(s); refuse what the table (shift-moves.ts) and the rules (shift-policies.ts) do not
 * allow, with their typed error; move with a guarded compare-and-set that records the move; run the
 * move's effects in order; after the commit, tell the browsers involved.
 */
import type { RealtimeEventType } from '@vamos/shared/realtime-events';
import type { RejectionReason, ShiftMoveName, ShiftState } from '@vamos/shared/shift-states';
import { applicationCost } from '@vamos/shared/pricing';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { afterCommitOf } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { notify, type Notice } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { EFFECTS, type MoveContext, type MoveOutcome, type MovedShift } from './shift-effects.ts';
import { SHIFT_MOVES, type Move } from './shift-moves.ts';
import { assertMay, refusalOf, SYSTEM, type MoveActor, type Shift, type ShiftJob } from './shift-policies.ts';
import * as shiftsRepo from './shifts.repo.ts';

type MoveDeps = Pick<Deps, 'db' | 'events'>;

export type MoveOptions = {
  now?: Date;
  reason?: RejectionReason;
  /** What the move records besides, in shift_moves.data (a contest's text). */
  data?: Record<string, unknown>;
  /** A check of the move's input (the check-in code), once the shift is locked and the rules allow the move. */
  verify?: (shift: Shift) => void;
};

export type MoveResult = MoveOutcome & { moved: MovedShift[]; job: ShiftJob };

/** What the browsers of both sides hear after each move (they refetch what they may see). */
const MOVE_EVENTS: Record<ShiftMoveName, RealtimeEventType> = {
  apply: 'application.created',
  cancel: 'application.cancelled',
  approve: 'application.approved',
  reject: 'application.rejected',
  waitlist: 'application.rejected',
  reopen: 'application.changed',
  close: 'application.rejected',
  withdraw: 'application.withdrawn',
  confirm: 'application.changed',
  check_in: 'application.changed',
  conclude: 'application.changed',
  attend: 'application.changed',
  mark_no_show: 'application.changed',
  contest: 'application.changed',
  cancel_job: 'job.cancelled',
  reserve: 'application.changed',
  promote: 'application.approved',
  release: 'application.rejected',
  invite: 'application.created',
  accept: 'application.approved',
  accept_held: 'application.changed',
  decline: 'application.rejected',
  expire: 'application.rejected',
  hold: 'application.changed',
  fund: 'application.approved',
  lapse: 'application.changed',
  uphold_no_show: 'application.changed',
  clear_no_show: 'application.changed',
  hide_job: 'job.cancelled',
};

/** The states a move starts from, without 'none'. */
function fromStates(move: ShiftMoveName): ShiftState[] {
  const from: readonly (ShiftState | 'none')[] = SHIFT_MOVES[move].from;
  return from.filter((state): state is ShiftState => state !== 'none');
}

/**
 * Moves one shift (an id the caller does not know to exist: to anyone but its two sides it does
 * not). Locks its job, then it.
 */
export async function moveShift(
  deps: MoveDeps,
  tx: Tx,
  actor: MoveActor,
  shiftId: string,
  move: ShiftMoveName,
  options: MoveOptions = {},
): Promise<MoveResult> {
  const shift = await shiftsRepo.lockShiftWithJob(tx, shiftId);
  if (!shift) throw new AppError('APPLICATION_NOT_FOUND');
  const now = options.now ?? new Date();
  assertMay(move, actor, shift, now);
  options.verify?.(shift);
  const input = { actor, job: shift.job, now, reason: options.reason, data: options.data };
  return told(deps, tx, async (notices) => {
    const rule = SHIFT_MOVES[move];
    const moved = await shiftsRepo.setStates(tx, { ...stateChange(input, move), ids: [shift.id] });
    // The row is locked: if it did not move, it was not in a state the move starts from.
    if (moved.length !== 1) throw new AppError(rule.wrongState);
    return runEffects(deps, tx, input, move, moved, notices);
  });
}

/**
 * Moves every shift of a job that the move starts from (the event was cancelled, the service
 * concluded, the places changed), in one statement. The caller has locked the job in this
 * transaction, so no shift of it moves meanwhile; a shift the rules refuse rolls it all back.
 */
export async function moveJobShifts(
  deps: MoveDeps,
  tx: Tx,
  actor: MoveActor,
  job: ShiftJob,
  move: ShiftMoveName,
  options: MoveOptions = {},
): Promise<MoveResult> {
  const input = { actor, job, now: options.now ?? new Date(), reason: options.reason, data: options.data };
  return told(deps, tx, (notices) => moveAllOfJob(deps, tx, input, move, notices));
}

/**
 * A freelancer applies (or applies again after cancelling): the job share-locked (many applicants at
 * once, never while it is being cancelled or completed), the shift created or pending again at the
 * job's current cost, then the move's effects. The unique (job, freelancer) key settles duplicates.
 */
export async function applyForShift(
  deps: MoveDeps,
  tx: Tx,
  actor: Actor,
  jobId: string,
  now = new Date(),
): Promise<MoveResult> {
  const job = await shiftsRepo.shareLockJob(tx, jobId);
  if (!job) throw new AppError('JOB_NOT_FOUND');
  if (actor.role !== 'freelancer') throw new AppError('FORBIDDEN');
  assertMay('apply', actor, { freelancerId: actor.id, state: 'none', job }, now);
  const shift = await shiftsRepo.appliedShift(tx, {
    jobId,
    freelancerId: actor.id,
    applicationCost: applicationCost(job.salaryCents),
  });
  if (!shift) {
    // Already there: the rules say why (invited: accept the invitation instead).
    const mine = await shiftsRepo.lockShiftOf(tx, jobId, actor.id);
    assertMay('apply', actor, { freelancerId: actor.id, state: mine?.status ?? 'none', job }, now);
    throw new AppError(SHIFT_MOVES.apply.wrongState);
  }
  return told(deps, tx, (notices) => runEffects(deps, tx, { actor, job, now }, 'apply', [shift], notices));
}

/**
 * A contractor invites a freelancer to a job (decision 0037): the job locked for update (the place
 * it checks is then exact), the rules of the move `invite`, then the shift created `invited` (or
 * invited again after a cancelled application) at the job's current cost, then its effects. Whether
 * the freelancer is in the contractor's team and not blocked is the caller's to check.
 */
export async function inviteForShift(
  deps: MoveDeps,
  tx: Tx,
  actor: Actor,
  jobId: string,
  freelancerId: string,
  now = new Date(),
): Promise<MoveResult> {
  const job = await shiftsRepo.lockJob(tx, jobId);
  if (!job || actor.role !== 'contractor' || job.contractorId !== actor.id) throw new AppError('JOB_NOT_FOUND');
  const existing = await shiftsRepo.lockShiftOf(tx, jobId, freelancerId);
  assertMay('invite', actor, { freelancerId, state: existing?.status ?? 'none', job }, now);
  const shift = await shiftsRepo.invitedShift(tx, {
    jobId,
    freelancerId,
    applicationCost: applicationCost(job.salaryCents),
    actorId: actor.personId,
  });
  if (!shift) throw new AppError(SHIFT_MOVES.invite.wrongState);
  return told(deps, tx, (notices) => runEffects(deps, tx, { actor, job, now }, 'invite', [shift], notices));
}

type MoveInput = Pick<MoveContext, 'actor' | 'job' | 'now' | 'reason'> & { data?: Record<string, unknown> };

/** Runs a move, then tells everyone it (and its consequences) concern, in one notify(). */
async function told<T>(deps: MoveDeps, tx: Tx, run: (notices: Notice[]) => Promise<T>): Promise<T> {
  const notices: Notice[] = [];
  const result = await run(notices);
  await notify(deps, tx, notices);
  return result;
}

function stateChange(input: MoveInput, move: ShiftMoveName): Omit<shiftsRepo.StateChange, 'ids' | 'jobId'> {
  const rule: Move = SHIFT_MOVES[move];
  return {
    from: fromStates(move),
    to: rule.to,
    move,
    actorId: input.actor === SYSTEM ? null : input.actor.personId,
    reason: rule.to === 'rejected' ? (rule.reason ?? input.reason ?? null) : null,
    at: input.now,
    data: input.data,
  };
}

async function moveAllOfJob(
  deps: MoveDeps,
  tx: Tx,
  input: MoveInput,
  move: ShiftMoveName,
  notices: Notice[],
): Promise<MoveResult> {
  const moved = await shiftsRepo.setStates(tx, { ...stateChange(input, move), jobId: input.job.id });
  for (const shift of moved) {
    assertMay(
      move,
      input.actor,
      { freelancerId: shift.freelancerId, state: shift.fromState, job: input.job },
      input.now,
    );
  }
  return runEffects(deps, tx, input, move, moved, notices);
}

async function runEffects(
  deps: MoveDeps,
  tx: Tx,
  input: MoveInput,
  move: ShiftMoveName,
  moved: MovedShift[],
  notices: Notice[],
): Promise<MoveResult> {
  const afterCommit = afterCommitOf(tx);
  const ctx: MoveContext = {
    deps,
    tx,
    afterCommit,
    ...input,
    notices,
    outcome: { turnedAway: [], restored: [], promoted: [] },
    cascade: async (next) =>
      (await moveAllOfJob(deps, tx, { actor: SYSTEM, job: ctx.job, now: input.now }, next, notices)).moved,
    promoteReserve: async () => {
      const result = await promoteReserve(deps, tx, { actor: SYSTEM, job: ctx.job, now: input.now }, notices);
      if (result) ctx.job = result.job;
      return result;
    },
  };
  if (moved.length > 0) {
    for (const effect of SHIFT_MOVES[move].effects) await EFFECTS[effect](ctx, moved);
    announce(ctx, move, moved);
  }
  return { ...ctx.outcome, moved, job: ctx.job };
}

/**
 * A place came back before the shift's start (decision 0036): the job's oldest reserve whose
 * freelancer still has the coins (their balance locked, so the charge cannot fail) is approved, as
 * an approval is, when the contractor has the credit (a withdrawal refunded it just before). A
 * reserve short of coins is skipped and stays a reserve. null: nobody was promoted.
 */
async function promoteReserve(deps: MoveDeps, tx: Tx, input: MoveInput, notices: Notice[]): Promise<MoveResult | null> {
  if (refusalOf('promote', SYSTEM, { freelancerId: '', state: 'reserve', job: input.job }, input.now)) return null;
  const reserveId = await shiftsRepo.lockPromotableReserve(tx, input.job);
  if (!reserveId) return null;
  const moved = await shiftsRepo.setStates(tx, { ...stateChange(input, 'promote'), ids: [reserveId] });
  return runEffects(deps, tx, input, 'promote', moved, notices);
}

/**
 * A guaranteed-pay place given up before the start goes to the job's oldest reserve who can pay,
 * with the place's money (settle-pay.ts passes it on in the same transaction); the caller holds the
 * job's lock. null: no reserve could take it (none, the job full again, or past the start).
 */
export async function promoteReserveOf(
  deps: MoveDeps,
  tx: Tx,
  job: ShiftJob,
  now: Date,
): Promise<{ result: MoveResult; reserve: MovedShift } | null> {
  return told(deps, tx, async (notices) => {
    const result = await promoteReserve(deps, tx, { actor: SYSTEM, job, now }, notices);
    const reserve = result?.moved[0];
    return result && reserve ? { result, reserve } : null;
  });
}

/** After the commit: each moved shift's event to both sides, and the job's change when its places moved. */
function announce(ctx: MoveContext, move: ShiftMoveName, moved: MovedShift[]): void {
  const { job, deps } = ctx;
  const placesChanged = ctx.outcome.place !== undefined;
  ctx.afterCommit(async () => {
    for (const shift of moved) {
      const ids = { jobId: job.id, applicationId: shift.id };
      await publishEvent(deps, { type: MOVE_EVENTS[move], userIds: [job.contractorId, shift.freelancerId], ids });
    }
    if (placesChanged) {
      const people = [...moved, ...ctx.outcome.turnedAway, ...ctx.outcome.restored].map((s) => s.freelancerId);
      await publishEvent(deps, { type: 'job.changed', userIds: [job.contractorId, ...people], ids: { jobId: job.id } });
    }
  });
}
