/**
 * The moves of a shift (decision 0024): from which states each one starts, the state it leads to,
 * who makes it, when in the shift's time, and what it does besides (its effects, in order, in
 * shift-effects.ts). The one table of the lifecycle: shift-lifecycle.ts applies it, shift-policies.ts
 * answers "may I?" from it, and shift-moves.test.ts walks every (state, move) pair.
 */
import type { ErrorCode } from '@vamos/shared/errors';
import type { RejectionReason, ShiftMoveName, ShiftState } from '@vamos/shared/shift-states';

/**
 * Who makes a move: the shift's freelancer, the job's contractor, the system (a consequence), or an
 * operator of the platform, signed in with their second factor (decision 0049).
 */
export type Mover = 'freelancer' | 'contractor' | 'system' | 'operator';

/** When, in the shift's time (São Paulo), a move is allowed. */
export type MoveTime =
  /** Before the shift starts. */
  | 'beforeStart'
  /** From the shift's start on. */
  | 'fromStart'
  /** Any time. */
  | 'anytime'
  /** From an hour after the start to 48 h after it (cancellation-policy.ts noShowMarkWindow). */
  | 'noShowWindow'
  /** Within 48 h of the no-show being marked (cancellation-policy.ts contestDeadline). */
  | 'contestWindow'
  /** 'Cheguei': from 2 h before the start until the shift's end (check-in.ts). */
  | 'checkInWindow';

/** What a move does besides changing the state (shift-effects.ts implements each). */
export type EffectName =
  | 'requireCoins'
  | 'tellContractorOfApplication'
  | 'chargeApproval'
  | 'takePlace'
  | 'waitlistTheRest'
  | 'tellApproved'
  | 'tellRejected'
  | 'tellWaitlisted'
  | 'tellClosed'
  | 'releasePlace'
  | 'tellContractorOfWithdrawal'
  | 'refundApprovalCredit'
  | 'strikesByNotice'
  | 'refundApprovalCoins'
  | 'tellJobCancelled'
  | 'refundNoShowCredit'
  | 'noShowStrikes'
  | 'tellNoShow'
  | 'tellContractorOfContest'
  | 'refuseWhileSuspended'
  | 'forgiveAfterAttendedRun'
  | 'compensateLateCancellation'
  | 'holdReserveSlot'
  | 'tellReserved'
  | 'tellPromoted'
  | 'tellReleased'
  | 'expireInvitations'
  | 'tellInvited'
  | 'tellContractorOfAcceptance'
  | 'tellContractorOfDecline'
  | 'readPlace'
  | 'refundLapsedApproval'
  | 'reverseNoShowCredit'
  | 'tellNoShowUpheld'
  | 'tellNoShowCleared';

export type Move = {
  /** 'none': the shift does not exist yet (the first application). */
  from: readonly (ShiftState | 'none')[];
  to: ShiftState;
  by: Mover;
  when: MoveTime;
  effects: readonly EffectName[];
  /** The rejection reason the move always records (else the caller's). */
  reason?: RejectionReason;
  /** The refusal when the shift is in none of `from` (the error the route has always answered). */
  wrongState: ErrorCode;
};

/** The states a booking can be given up, cancelled or concluded from: booked and not over. */
const UPCOMING = ['approved', 'confirmed', 'checked_in'] as const;

export const SHIFT_MOVES = {
  apply: {
    from: ['none', 'cancelled'],
    to: 'pending',
    by: 'freelancer',
    when: 'anytime',
    effects: ['refuseWhileSuspended', 'requireCoins', 'tellContractorOfApplication'],
    wrongState: 'ALREADY_APPLIED',
  },
  cancel: {
    from: ['pending'],
    to: 'cancelled',
    by: 'freelancer',
    when: 'anytime',
    effects: [],
    wrongState: 'APPLICATION_NOT_PENDING',
  },
  approve: {
    from: ['pending'],
    to: 'approved',
    by: 'contractor',
    when: 'anytime',
    effects: ['chargeApproval', 'takePlace', 'waitlistTheRest', 'expireInvitations', 'tellApproved'],
    wrongState: 'APPLICATION_NOT_PENDING',
  },
  reject: {
    from: ['pending'],
    to: 'rejected',
    by: 'contractor',
    when: 'anytime',
    effects: ['tellRejected'],
    wrongState: 'APPLICATION_NOT_PENDING',
  },
  waitlist: {
    from: ['pending'],
    to: 'waitlisted',
    by: 'system',
    when: 'anytime',
    effects: ['tellWaitlisted'],
    wrongState: 'APPLICATION_NOT_PENDING',
  },
  reopen: {
    from: ['waitlisted'],
    to: 'pending',
    by: 'system',
    when: 'anytime',
    effects: [],
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  close: {
    from: ['pending', 'waitlisted'],
    to: 'rejected',
    by: 'system',
    when: 'anytime',
    effects: ['tellClosed'],
    wrongState: 'APPLICATION_NOT_PENDING',
  },
  withdraw: {
    from: ['approved', 'confirmed'],
    to: 'withdrawn',
    by: 'freelancer',
    when: 'beforeStart',
    // The credit comes back first: the place it gives back may go to a reserve, charged at once.
    effects: ['refundApprovalCredit', 'releasePlace', 'strikesByNotice', 'tellContractorOfWithdrawal'],
    wrongState: 'APPLICATION_NOT_APPROVED',
  },
  confirm: {
    from: ['approved'],
    to: 'confirmed',
    by: 'freelancer',
    when: 'beforeStart',
    effects: [],
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  check_in: {
    from: ['approved', 'confirmed'],
    to: 'checked_in',
    by: 'freelancer',
    when: 'checkInWindow',
    effects: [],
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  conclude: {
    from: UPCOMING,
    to: 'checked_out',
    by: 'freelancer',
    when: 'fromStart',
    effects: [],
    wrongState: 'AGENDA_ITEM_CLOSED',
  },
  attend: {
    from: [...UPCOMING, 'checked_out'],
    to: 'attended',
    by: 'contractor',
    when: 'fromStart',
    effects: ['forgiveAfterAttendedRun'],
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  mark_no_show: {
    from: ['approved', 'confirmed'],
    to: 'no_show',
    by: 'contractor',
    when: 'noShowWindow',
    effects: ['refundNoShowCredit', 'noShowStrikes', 'tellNoShow'],
    wrongState: 'NO_SHOW_NOT_MARKABLE',
  },
  contest: {
    from: ['no_show'],
    to: 'contested',
    by: 'freelancer',
    when: 'contestWindow',
    effects: ['tellContractorOfContest'],
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  cancel_job: {
    from: [...UPCOMING, 'checked_out'],
    to: 'job_cancelled',
    by: 'contractor',
    when: 'anytime',
    effects: ['refundApprovalCoins', 'compensateLateCancellation', 'releasePlace', 'tellJobCancelled'],
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  /** 'Aprovar como reserva' (decision 0036): nothing charged, at most MAX_RESERVES per job. */
  reserve: {
    from: ['pending', 'waitlisted'],
    to: 'reserve',
    by: 'contractor',
    when: 'beforeStart',
    effects: ['holdReserveSlot', 'tellReserved'],
    wrongState: 'APPLICATION_NOT_PENDING',
  },
  /** A booked freelancer gave their place back before the start: the oldest reserve with the coins takes it. */
  promote: {
    from: ['reserve'],
    to: 'approved',
    by: 'system',
    when: 'beforeStart',
    effects: ['chargeApproval', 'takePlace', 'waitlistTheRest', 'expireInvitations', 'tellPromoted'],
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  /** The shift started, or the job was concluded or cancelled: the reserves are let go (rejected, 'reserve_released'). */
  release: {
    from: ['reserve'],
    to: 'rejected',
    by: 'system',
    when: 'anytime',
    effects: ['tellReleased'],
    reason: 'reserve_released',
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  /**
   * 'Convidar' (decision 0037): the contractor invites a favourite to a job with a free place, before
   * the start. Nothing is charged; the team and block rules are the operation's (invite-to-job.ts).
   */
  invite: {
    from: ['none', 'cancelled'],
    to: 'invited',
    by: 'contractor',
    when: 'beforeStart',
    effects: ['tellInvited'],
    wrongState: 'ALREADY_ON_JOB',
  },
  /** 'Aceitar': the invited freelancer is booked at once, charged as an approval (its effects, not a copy). */
  accept: {
    from: ['invited'],
    to: 'approved',
    by: 'freelancer',
    when: 'beforeStart',
    effects: ['chargeApproval', 'takePlace', 'waitlistTheRest', 'expireInvitations', 'tellContractorOfAcceptance'],
    wrongState: 'INVITATION_NOT_AVAILABLE',
  },
  /**
   * 'Aceitar' on a guaranteed-pay job (decision 0042): charged as an approval and the place taken, as
   * `hold` is, until the contractor pays the place's PIX charge (then `fund`; unpaid, `lapse` leaves
   * the freelancer pending, as an applicant). The contractor is told to pay; the freelancer learns the
   * booking is final with `fund`'s notice.
   */
  accept_held: {
    from: ['invited'],
    to: 'awaiting_payment',
    by: 'freelancer',
    when: 'beforeStart',
    effects: ['chargeApproval', 'takePlace', 'tellContractorOfAcceptance'],
    wrongState: 'INVITATION_NOT_AVAILABLE',
  },
  /** 'Recusar': nothing charged; the contractor is told. */
  decline: {
    from: ['invited'],
    to: 'rejected',
    by: 'freelancer',
    when: 'anytime',
    effects: ['tellContractorOfDecline'],
    reason: 'invitation_declined',
    wrongState: 'INVITATION_NOT_AVAILABLE',
  },
  /**
   * The invitation lapses: the job filled (the filling move's effect), the shift started (the
   * reminders' sweep), the job was cancelled or concluded, or a block came between the two. Tells nobody:
   * it leaves the freelancer's 'Convites'.
   */
  expire: {
    from: ['invited'],
    to: 'rejected',
    by: 'system',
    when: 'anytime',
    effects: [],
    reason: 'invitation_expired',
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  /**
   * 'Aprovar' on a guaranteed-pay job (decision 0042): charged as an approval and the place taken,
   * but held until the contractor's PIX charge for it is paid (`data.paymentId`, the charge's keys);
   * the freelancer is told nothing yet, and the waiting list waits for the payment.
   */
  hold: {
    from: ['pending'],
    to: 'awaiting_payment',
    by: 'contractor',
    when: 'anytime',
    effects: ['chargeApproval', 'takePlace'],
    wrongState: 'APPLICATION_NOT_PENDING',
  },
  /** The place's charge was paid: booked, as an approval is (the place was taken by `hold`). */
  fund: {
    from: ['awaiting_payment'],
    to: 'approved',
    by: 'system',
    when: 'anytime',
    effects: ['readPlace', 'waitlistTheRest', 'expireInvitations', 'tellApproved'],
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  /**
   * The charge lapsed unpaid (30 minutes) or was cancelled: pending again as if never approved, the
   * credit and the coins back (`data.paymentId`), the place free. The freelancer is told nothing.
   */
  lapse: {
    from: ['awaiting_payment'],
    to: 'pending',
    by: 'system',
    when: 'anytime',
    effects: ['refundLapsedApproval', 'releasePlace'],
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
  /**
   * 'Manter falta' (decision 0049): an operator keeps the contested no-show, with a reason
   * (`data.reason`). Its strikes count again (given again if they were not); a guaranteed-pay place's
   * money goes back to the contractor (shift-pay's payDecision). Both sides are told.
   */
  uphold_no_show: {
    from: ['contested'],
    to: 'no_show_upheld',
    by: 'operator',
    when: 'anytime',
    effects: ['noShowStrikes', 'tellNoShowUpheld'],
    wrongState: 'CONTEST_ALREADY_DECIDED',
  },
  /**
   * 'Retirar falta' (decision 0049): the freelancer is treated as present ('attended'): the no-show's
   * strikes stop counting (strikes.repo.ts), the credit the mark gave back to the contractor is taken
   * again, a guaranteed-pay place's money is released to the freelancer. Both sides are told.
   */
  clear_no_show: {
    from: ['contested'],
    to: 'attended',
    by: 'operator',
    when: 'anytime',
    effects: ['reverseNoShowCredit', 'tellNoShowCleared'],
    wrongState: 'CONTEST_ALREADY_DECIDED',
  },
  /**
   * 'Ocultar vaga' (decision 0054): an operator hid the job. Each booked freelancer is treated
   * exactly as by the contractor's cancel_job (coins back, the late compensation, the place given
   * back, told 'job_cancelled'), but the move is the operator's: the contractor's record of late
   * cancellations does not count it, and a guaranteed-pay place goes back to the contractor in full
   * (shift-pay's payDecision reads the job's hidden_at).
   */
  hide_job: {
    from: [...UPCOMING, 'checked_out'],
    to: 'job_cancelled',
    by: 'operator',
    when: 'anytime',
    effects: ['refundApprovalCoins', 'compensateLateCancellation', 'releasePlace', 'tellJobCancelled'],
    wrongState: 'SHIFT_STATE_CONFLICT',
  },
} as const satisfies Record<ShiftMoveName, Move>;

/** Whether `move` starts from `state`. */
export function startsFrom(move: ShiftMoveName, state: ShiftState | 'none'): boolean {
  return (SHIFT_MOVES[move].from as readonly (ShiftState | 'none')[]).includes(state);
}
