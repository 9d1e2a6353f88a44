/**
 * May this person make this move on this shift now? One answer (`refusalOf`), read from the table of
 * moves (shift-moves.ts) and the shift's job and time: the lifecycle throws it, the presenters turn
 * it into the `can` flags every shift, candidate and agenda item carries.
 */
import type { ErrorCode } from '@vamos/shared/errors';
import { contestDeadline, noShowMarkWindow } from '@vamos/shared/cancellation-policy';
import { payReleaseAt } from '@vamos/shared/guaranteed-pay';
import { checkInWindow } from '@vamos/shared/check-in';
import { shiftWindow, todayInSaoPaulo } from '@vamos/shared/dates';
import type { FreelancerActions } from '@vamos/shared/schemas/job-views';
import type { ShiftMoveName, ShiftState } from '@vamos/shared/shift-states';
import type { Address, JobStatus } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, OperatorActor } from '../../http/actor.ts';
import { isRatingPair, isServiceOver } from '../evaluations/evaluation-policies.ts';
import { isJobFinished, isOpenForApplications } from '../jobs/job-policies.ts';
import { SHIFT_MOVES, startsFrom } from './shift-moves.ts';

/** The job a shift belongs to, as the rules and the effects read it. */
export type ShiftJob = {
  id: string;
  contractorId: string;
  status: JobStatus;
  title: string;
  company: string;
  location: string;
  address: Address | null;
  serviceDate: string;
  startTime: string;
  endTime: string;
  salaryCents: number;
  approvedCount: number;
  requiredPeople: number;
  /** Open only to the contractor's team until then (decision 0037); null: open to all. */
  inviteFirstUntil?: string | Date | null;
  /** 'Pagamento garantido' (decision 0042): an approval holds the place until its PIX charge is paid. */
  guaranteedPay?: boolean;
  /** Its service fee in basis points, fixed at publishing (null without guaranteed pay). */
  guaranteedFeeBps?: number | null;
  /** An operator hid it ('Ocultar vaga', decision 0054): its cancellation is the platform's, not the contractor's. */
  hidden?: boolean;
};

/** What the rules read of a shift's job. */
export type JobRules = Pick<
  ShiftJob,
  'contractorId' | 'status' | 'serviceDate' | 'startTime' | 'endTime' | 'approvedCount' | 'requiredPeople'
> &
  Pick<ShiftJob, 'guaranteedPay'>;

/** A shift with its job: everything a move decides on. */
export type Shift = {
  id: string;
  freelancerId: string;
  state: ShiftState;
  applicationCost: number;
  job: ShiftJob;
  /** When the shift made its last move (for a no-show: when it was marked). */
  decidedAt?: Date | null;
};

/** What the rules read of a shift: whose, its state, its job and when it last moved. */
type ShiftRules = { freelancerId: string; state: ShiftState | 'none'; job: JobRules; decidedAt?: Date | null };

/** A move made as a consequence of another change (a job filled, closed or reopened). */
export const SYSTEM = 'system' as const;
export type MoveActor = Actor | OperatorActor | typeof SYSTEM;

function moverRefusal(move: ShiftMoveName, actor: MoveActor, shift: { freelancerId: string; job: JobRules }) {
  const { by } = SHIFT_MOVES[move];
  if (by === 'system') return actor === SYSTEM ? null : 'FORBIDDEN';
  if (actor === SYSTEM) return null;
  // An operator's moves are an operator's only; an operator makes no one else's (decision 0049).
  if (by === 'operator') return actor.role === 'operator' ? null : 'FORBIDDEN';
  if (actor.role === 'operator') return 'FORBIDDEN';
  const mine =
    by === 'freelancer'
      ? actor.role === 'freelancer' && actor.id === shift.freelancerId
      : actor.role === 'contractor' && actor.id === shift.job.contractorId;
  // To anyone else the shift does not exist (nothing about other people's rows is revealed).
  return mine ? null : 'APPLICATION_NOT_FOUND';
}

/** What the shift's job allows of each move (a job full, closed or finished). */
function jobRefusal(move: ShiftMoveName, job: JobRules, now: Date): ErrorCode | null {
  switch (move) {
    case 'apply':
      return isOpenForApplications(job, todayInSaoPaulo(now)) ? null : 'JOB_NOT_AVAILABLE';
    case 'approve':
    case 'hold':
    case 'accept':
    case 'accept_held':
    case 'invite':
      if (job.status === 'filled' || (job.status === 'active' && job.approvedCount >= job.requiredPeople)) {
        return 'JOB_FULL';
      }
      return job.status === 'active' ? null : 'JOB_NOT_AVAILABLE';
    case 'reserve':
      return job.status === 'active' || job.status === 'filled' ? null : 'JOB_NOT_AVAILABLE';
    case 'promote':
      return job.status === 'active' && job.approvedCount < job.requiredPeople ? null : 'JOB_FULL';
    case 'withdraw':
      if (job.status === 'cancelled') return 'JOB_NOT_AVAILABLE';
      return isJobFinished(job) ? 'JOB_COMPLETED' : null;
    case 'conclude':
    case 'check_in':
      return job.status === 'cancelled' || isJobFinished(job) ? 'AGENDA_ITEM_CLOSED' : null;
    default:
      return null;
  }
}

function timeRefusal(move: ShiftMoveName, shift: ShiftRules, now: Date): ErrorCode | null {
  const { when } = SHIFT_MOVES[move];
  const { job } = shift;
  if (when === 'anytime') return null;
  if (when === 'contestWindow') {
    // A no-show with no recorded instant (none is made without one) is not refused for it.
    return shift.decidedAt && now > contestDeadline(shift.decidedAt) ? 'CONTEST_TOO_LATE' : null;
  }
  if (when === 'checkInWindow') {
    const { opensAt, closesAt } = checkInWindow(job);
    if (now < opensAt) return 'CHECK_IN_NOT_OPEN';
    return now < closesAt ? null : 'CHECK_IN_CLOSED';
  }
  const { startsAt } = shiftWindow(job);
  if (when === 'noShowWindow') {
    const { opensAt, closesAt } = noShowMarkWindow(startsAt);
    if (now < opensAt) return 'NO_SHOW_TOO_EARLY';
    // Guaranteed pay (decision 0044): the pay is the freelancer's from its release on.
    if (job.guaranteedPay && now >= payReleaseAt(job)) return 'NO_SHOW_TOO_LATE';
    return now > closesAt ? 'NO_SHOW_TOO_LATE' : null;
  }
  if (when === 'beforeStart') return now < startsAt ? null : 'SHIFT_STARTED';
  if (now >= startsAt) return null;
  return move === 'conclude' ? 'AGENDA_ITEM_NOT_DUE' : 'SHIFT_NOT_STARTED';
}

/**
 * Why `actor` may not make `move` on `shift` at `now`, or null when they may. A shift that does not
 * exist yet is `{ state: 'none' }` (applying). In order: who, then the state (the table), then the
 * job, then the shift's time.
 */
export function refusalOf(move: ShiftMoveName, actor: MoveActor, shift: ShiftRules, now: Date): ErrorCode | null {
  const who = moverRefusal(move, actor, shift);
  if (who) return who;
  // Turned away when the last place was taken: the contractor is told the job is full.
  if (move === 'approve' && shift.state === 'waitlisted') return 'JOB_FULL';
  // Invited: applying would be a second way in; the invitation is accepted instead (decision 0037).
  if (move === 'apply' && shift.state === 'invited') return 'INVITATION_PENDING';
  if (!startsFrom(move, shift.state)) return SHIFT_MOVES[move].wrongState;
  return jobRefusal(move, shift.job, now) ?? timeRefusal(move, shift, now);
}

export function may(...args: Parameters<typeof refusalOf>): boolean {
  return refusalOf(...args) === null;
}

export function assertMay(...args: Parameters<typeof refusalOf>): void {
  const refusal = refusalOf(...args);
  if (refusal) throw new AppError(refusal);
}

/** The job detail's `can` for the viewing freelancer: apply, cancel, 'Desistir', rate the contractor. */
export function freelancerActions(
  viewer: Actor,
  job: JobRules,
  mine: { state: ShiftState; contractorRated: boolean } | null,
  now: Date,
): FreelancerActions {
  const shift = { freelancerId: viewer.id, state: mine?.state ?? ('none' as const), job };
  const ratable =
    mine !== null && isRatingPair({ shiftState: mine.state, jobStatus: job.status }) && isServiceOver(job, now);
  return {
    apply: may('apply', viewer, shift, now),
    cancel_application: may('cancel', viewer, shift, now),
    withdraw: may('withdraw', viewer, shift, now),
    evaluate: ratable && !mine.contractorRated,
  };
}
