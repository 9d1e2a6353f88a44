/**
 * What each move does besides changing the state (the `effects` of shift-moves.ts), in the move's
 * transaction: money through the ledger, places through the job's places, people told through
 * notify(). Each effect gets the shifts the move changed (one, or every shift of a job at once).
 */
import { formatErrorMessage } from '@vamos/shared/errors';
import {
  NO_SHOW_STRIKES,
  STRIKE_LIFETIME_DAYS,
  contestDeadline,
  suspensionText,
  isLateCancellation,
  lateCancellationCompensation,
  withdrawalConsequence,
} from '@vamos/shared/cancellation-policy';
import { APPROVAL_CREDITS } from '@vamos/shared/pricing';
import { MAX_RESERVES, type RejectionReason, type ShiftMoveName, type ShiftState } from '@vamos/shared/shift-states';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { releasePlaces, takePlace, waitingListMove, type PlaceState } from '../jobs/places.ts';
import { addressLine, creditsLowNotice, type Notice } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { debitAllOrFail } from '../wallet/debit-or-fail.ts';
import { credit, debit, getBalances, hasLedgerEntry, lockBalance } from '../wallet/wallet.service.ts';
import type { EffectName } from './shift-moves.ts';
import { SYSTEM, type MoveActor, type ShiftJob } from './shift-policies.ts';
import { countReserves, type ShiftRow } from './shifts.repo.ts';
import { forgiveAfterRun, giveStrikes, suspendedUntil } from './strikes.repo.ts';

export type MovedShift = ShiftRow & { fromState: ShiftState | null };

/** What a move's effects found out, for the operation's answer and its realtime events. */
export type MoveOutcome = {
  /** The job's places after the move took or gave one back. */
  place?: PlaceState;
  /** Pending shifts the last place turned away. */
  turnedAway: MovedShift[];
  /** Waiting shifts a reopened place called back. */
  restored: MovedShift[];
  /** Reserves a place given back went to. */
  promoted: MovedShift[];
  /**
   * 'Retirar falta' (decision 0049): whether the credit the no-show mark gave back was taken again
   * ('reversed'), was never given back ('none'), or could not be, the contractor having no credit left.
   */
  creditReversal?: 'reversed' | 'none' | 'balance_short';
};

export type MoveContext = {
  deps: Pick<Deps, 'db' | 'events'>;
  tx: Tx;
  afterCommit: AfterCommit;
  actor: MoveActor;
  /** The shifts' job, locked by the move. */
  job: ShiftJob;
  now: Date;
  reason?: RejectionReason;
  /** What the move records besides (a contest's text). */
  data?: Record<string, unknown>;
  outcome: MoveOutcome;
  /** Moves the job's other shifts as a consequence (the waiting list): the lifecycle's own moveJobShifts. */
  cascade: (move: Extract<ShiftMoveName, 'waitlist' | 'reopen' | 'expire'>) => Promise<MovedShift[]>;
  /** Gives a free place to the job's first reserve who can pay (the lifecycle's promotion); null: none could. */
  promoteReserve: () => Promise<(MoveOutcome & { moved: MovedShift[] }) | null>;
  /** Who is told what: the lifecycle stores them all in one notify() once the move and its consequences are done. */
  notices: Notice[];
};

type Effect = (ctx: MoveContext, moved: MovedShift[]) => Promise<void>;

/** The job as every notification about it names it. */
const mention = (job: ShiftJob) => ({ jobId: job.id, jobTitle: job.title, serviceDate: job.serviceDate });

/** The name of the person who made the move (a freelancer telling the contractor). */
const actorName = (ctx: MoveContext) => (ctx.actor === SYSTEM ? '' : ctx.actor.name);

/** When strikes given at `now` stop counting. */
const strikesExpireAt = (now: Date) => new Date(now.getTime() + STRIKE_LIFETIME_DAYS * 24 * 60 * 60 * 1000);

const walletChanged = (ctx: MoveContext, userIds: string[]) =>
  ctx.afterCommit(() => publishEvent(ctx.deps, { type: 'wallet.changed', userIds }));

export const EFFECTS: Record<EffectName, Effect> = {
  /** Apply: the freelancer holds the application's cost now (it is charged on approval). */
  async requireCoins(ctx, moved) {
    for (const shift of moved) {
      const { coin } = await getBalances(ctx.tx, shift.freelancerId);
      if (coin < shift.applicationCost) {
        throw new AppError('INSUFFICIENT_TOKENS', {
          message: formatErrorMessage('INSUFFICIENT_TOKENS', { n: shift.applicationCost }),
          extra: { required_tokens: shift.applicationCost },
        });
      }
    }
  },

  async tellContractorOfApplication(ctx, moved) {
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: ctx.job.contractorId,
        kind: 'application_received' as const,
        ref: `application:${shift.id}`,
        data: { ...mention(ctx.job), applicationId: shift.id, freelancerName: actorName(ctx) },
      })),
    );
  },

  /**
   * 1 credit from the contractor and the application's coins from the freelancer, each never below 0.
   * A held approval (decision 0042) is charged per charge of its place (`data.paymentId`): one that
   * lapsed gave them back, and approving again charges again.
   */
  async chargeApproval(ctx, moved) {
    const held = heldPaymentId(ctx);
    for (const shift of moved) {
      const reference = `application:${shift.id}`;
      const key = held ? `${shift.id}:${held}` : shift.id;
      const [creditsLeft] = await debitAllOrFail(ctx.tx, [
        {
          move: {
            userId: ctx.job.contractorId,
            currency: 'credit',
            amount: APPROVAL_CREDITS,
            reason: 'application_approved',
            reference,
            idempotencyKey: `application_approved:credit:${key}`,
          },
          short: 'INSUFFICIENT_CREDITS',
        },
        {
          move: {
            userId: shift.freelancerId,
            currency: 'coin',
            amount: shift.applicationCost,
            reason: 'application_approved',
            reference,
            idempotencyKey: `application_approved:coin:${key}`,
          },
          short: 'FREELANCER_INSUFFICIENT_COINS',
        },
      ]);
      // That was the contractor's last credit: tell them before the next approval fails.
      if (creditsLeft === 0) ctx.notices.push(creditsLowNotice(ctx.job.contractorId, reference));
      walletChanged(ctx, [ctx.job.contractorId, shift.freelancerId]);
    }
  },

  /** The place was taken before (a held approval now paid): the job's places as they are, for the waiting list. */
  async readPlace(ctx) {
    const { approvedCount, requiredPeople, status } = ctx.job;
    ctx.outcome.place = { approvedCount, requiredPeople, status };
  },

  /** A held approval lapsed unpaid: the contractor's credit and the freelancer's coins come back, once per charge. */
  async refundLapsedApproval(ctx, moved) {
    const held = heldPaymentId(ctx);
    if (!held) throw new Error('a lapsed approval needs the charge it waited for (data.paymentId)');
    for (const shift of moved) {
      const reference = `application:${shift.id}`;
      await credit(ctx.tx, {
        userId: ctx.job.contractorId,
        currency: 'credit',
        amount: APPROVAL_CREDITS,
        reason: 'approval_payment_lapsed',
        reference,
        idempotencyKey: `approval_payment_lapsed:credit:${shift.id}:${held}`,
      });
      await credit(ctx.tx, {
        userId: shift.freelancerId,
        currency: 'coin',
        amount: shift.applicationCost,
        reason: 'approval_payment_lapsed',
        reference,
        idempotencyKey: `approval_payment_lapsed:coin:${shift.id}:${held}`,
      });
      walletChanged(ctx, [ctx.job.contractorId, shift.freelancerId]);
    }
  },

  async takePlace(ctx, moved) {
    for (const _ of moved) {
      const place = await takePlace(ctx.tx, ctx.job.id);
      if (!place) throw new AppError('JOB_FULL');
      ctx.outcome.place = place;
      ctx.job = { ...ctx.job, ...place };
    }
  },

  /** The last place went: the job's other pending applications wait ('Vaga preenchida'). */
  async waitlistTheRest(ctx) {
    if (ctx.outcome.place && waitingListMove(ctx.outcome.place) === 'waitlist') {
      ctx.outcome.turnedAway.push(...(await ctx.cascade('waitlist')));
    }
  },

  /** The last place went: the job's open invitations lapse (decision 0037). */
  async expireInvitations(ctx) {
    if (ctx.outcome.place?.status === 'filled') ctx.outcome.turnedAway.push(...(await ctx.cascade('expire')));
  },

  async tellInvited(ctx, moved) {
    const { job } = ctx;
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: shift.freelancerId,
        kind: 'shift_invited' as const,
        ref: `application:${shift.id}:invited:${ctx.now.toISOString()}`,
        data: {
          ...mention(job),
          applicationId: shift.id,
          startTime: job.startTime,
          endTime: job.endTime,
          company: job.company,
          coins: shift.applicationCost,
          inviteFirstUntil: job.inviteFirstUntil ? new Date(job.inviteFirstUntil).toISOString() : null,
          ...(job.guaranteedPay ? { guaranteedPay: true } : {}),
        },
      })),
    );
  },

  async tellContractorOfAcceptance(ctx, moved) {
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: ctx.job.contractorId,
        kind: 'invitation_accepted' as const,
        ref: `application:${shift.id}:accepted`,
        data: {
          ...mention(ctx.job),
          applicationId: shift.id,
          freelancerName: actorName(ctx),
          ...(shift.status === 'awaiting_payment' ? { awaitingPayment: true } : {}),
        },
      })),
    );
  },

  async tellContractorOfDecline(ctx, moved) {
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: ctx.job.contractorId,
        kind: 'invitation_declined' as const,
        ref: `application:${shift.id}:declined:${ctx.now.toISOString()}`,
        data: { ...mention(ctx.job), applicationId: shift.id, freelancerName: actorName(ctx) },
      })),
    );
  },

  async tellApproved(ctx, moved) {
    const { job } = ctx;
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: shift.freelancerId,
        kind: 'application_approved' as const,
        ref: `application:${shift.id}`,
        data: {
          ...mention(job),
          applicationId: shift.id,
          startTime: job.startTime,
          endTime: job.endTime,
          address: addressLine(job.address, job.location),
          company: job.company,
        },
      })),
    );
  },

  async tellRejected(ctx, moved) {
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: shift.freelancerId,
        kind: 'application_rejected' as const,
        ref: `application:${shift.id}`,
        data: { ...mention(ctx.job), applicationId: shift.id },
      })),
    );
  },

  async tellWaitlisted(ctx, moved) {
    ctx.notices.push(...moved.map((shift) => closedNotice(ctx.job, shift, 'job_filled')));
  },

  async tellClosed(ctx, moved) {
    const reason = ctx.reason ?? 'job_completed';
    ctx.notices.push(...moved.map((shift) => closedNotice(ctx.job, shift, reason)));
  },

  /**
   * The shifts' places come back: before the start each goes to a reserve who can pay (decision
   * 0036); a place nobody took reopens a filled job, which calls its waiting list back. On a
   * guaranteed-pay job a reserve takes a place only with its money, when the place's settlement
   * passes it on (shift-pay's settle-pay.ts, promoteReserveOf).
   */
  async releasePlace(ctx, moved) {
    let place = await releasePlaces(ctx.tx, ctx.job.id, moved.length);
    ctx.job = { ...ctx.job, ...place };
    const promotable = ctx.job.guaranteedPay ? 0 : place.requiredPeople - place.approvedCount;
    for (let free = promotable; free > 0; free--) {
      const promoted = await ctx.promoteReserve();
      if (!promoted?.place) break;
      place = promoted.place;
      ctx.outcome.promoted.push(...promoted.moved);
      ctx.outcome.turnedAway.push(...promoted.turnedAway);
    }
    ctx.outcome.place = place;
    if (waitingListMove(place) === 'reopen') ctx.outcome.restored.push(...(await ctx.cascade('reopen')));
  },

  async tellContractorOfWithdrawal(ctx, moved) {
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: ctx.job.contractorId,
        kind: 'application_withdrawn' as const,
        ref: `application:${shift.id}`,
        data: { ...mention(ctx.job), applicationId: shift.id, freelancerName: actorName(ctx) },
      })),
    );
  },

  /** 'Desistir': the contractor gets back the credit the approval cost them (the freelancer's coins stay spent). */
  async refundApprovalCredit(ctx, moved) {
    await refundContractorCredit(ctx, moved, 'withdrawal_credit_refund');
  },

  /** 'Desistir' late: strikes by the notice given before the shift's start (the cancellation policy). */
  async strikesByNotice(ctx, moved) {
    const { strikes } = withdrawalConsequence(ctx.job, ctx.now);
    if (strikes === 0) return;
    const expiresAt = strikesExpireAt(ctx.now);
    for (const shift of moved) {
      await giveStrikes(ctx.tx, {
        userId: shift.freelancerId,
        shiftId: shift.id,
        reason: 'late_withdrawal',
        count: strikes,
        givenAt: ctx.now,
        expiresAt,
      });
    }
  },

  /** 'Aprovar como reserva': at most MAX_RESERVES at once (the job is locked, so the count is exact). */
  async holdReserveSlot(ctx) {
    if ((await countReserves(ctx.tx, ctx.job.id)) > MAX_RESERVES) throw new AppError('RESERVES_FULL');
  },

  async tellReserved(ctx, moved) {
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: shift.freelancerId,
        kind: 'shift_reserved' as const,
        ref: `application:${shift.id}:reserve`,
        data: { ...mention(ctx.job), applicationId: shift.id, startTime: ctx.job.startTime, company: ctx.job.company },
      })),
    );
  },

  async tellPromoted(ctx, moved) {
    const { job } = ctx;
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: shift.freelancerId,
        kind: 'reserve_promoted' as const,
        ref: `application:${shift.id}:promoted`,
        data: {
          ...mention(job),
          applicationId: shift.id,
          startTime: job.startTime,
          endTime: job.endTime,
          address: addressLine(job.address, job.location),
          company: job.company,
          coins: shift.applicationCost,
        },
      })),
    );
  },

  /** The reserves are let go: the shift started, or the job was concluded or cancelled (the move's `data.occasion`). */
  async tellReleased(ctx, moved) {
    const said = ctx.data?.occasion;
    const occasion: 'started' | 'cancelled' | 'completed' =
      said === 'cancelled' || said === 'completed' ? said : 'started';
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: shift.freelancerId,
        kind: 'reserve_released' as const,
        ref: `application:${shift.id}:released`,
        data: { ...mention(ctx.job), applicationId: shift.id, occasion },
      })),
    );
  },

  /** The event was cancelled: each booked freelancer gets back the coins their approval cost. */
  async refundApprovalCoins(ctx, moved) {
    for (const shift of moved) {
      await credit(ctx.tx, {
        userId: shift.freelancerId,
        currency: 'coin',
        amount: shift.applicationCost,
        reason: 'job_cancelled_refund',
        reference: `application:${shift.id}`,
        idempotencyKey: `job_cancelled_refund:${shift.id}`,
      });
    }
    walletChanged(
      ctx,
      moved.map((shift) => shift.freelancerId),
    );
  },

  async tellJobCancelled(ctx, moved) {
    const compensationCoins = lateCompensation(ctx);
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: shift.freelancerId,
        kind: 'job_cancelled' as const,
        ref: `application:${shift.id}`,
        data: { ...mention(ctx.job), applicationId: shift.id, refundedCoins: shift.applicationCost, compensationCoins },
      })),
    );
  },

  /** 'Não compareceu': the contractor gets back the credit the approval cost them (the freelancer's coins stay spent). */
  async refundNoShowCredit(ctx, moved) {
    await refundContractorCredit(ctx, moved, 'no_show_credit_refund');
  },

  /** 'Não compareceu': the policy's strikes for a no-show (they count only while not contested). */
  async noShowStrikes(ctx, moved) {
    for (const shift of moved) {
      await giveStrikes(ctx.tx, {
        userId: shift.freelancerId,
        shiftId: shift.id,
        reason: 'no_show',
        count: NO_SHOW_STRIKES,
        givenAt: ctx.now,
        expiresAt: strikesExpireAt(ctx.now),
      });
    }
  },

  async tellNoShow(ctx, moved) {
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: shift.freelancerId,
        kind: 'no_show_marked' as const,
        ref: `application:${shift.id}`,
        data: {
          ...mention(ctx.job),
          applicationId: shift.id,
          strikes: NO_SHOW_STRIKES,
          contestUntil: contestDeadline(ctx.now).toISOString(),
        },
      })),
    );
  },

  /**
   * 'Retirar falta': the freelancer was there after all, so the credit the no-show mark gave back to
   * the contractor (refundNoShowCredit) is taken again, once per shift, when it was given back and
   * the contractor still has a credit (their balance locked); never below zero (decision 0049).
   */
  async reverseNoShowCredit(ctx, moved) {
    for (const shift of moved) {
      if (!(await hasLedgerEntry(ctx.tx, `no_show_credit_refund:${shift.id}`))) {
        ctx.outcome.creditReversal = 'none';
        continue;
      }
      if ((await lockBalance(ctx.tx, ctx.job.contractorId, 'credit')) < APPROVAL_CREDITS) {
        ctx.outcome.creditReversal = 'balance_short';
        continue;
      }
      await debit(ctx.tx, {
        userId: ctx.job.contractorId,
        currency: 'credit',
        amount: APPROVAL_CREDITS,
        reason: 'no_show_credit_reversed',
        reference: `application:${shift.id}`,
        idempotencyKey: `no_show_credit_reversed:${shift.id}`,
      });
      ctx.outcome.creditReversal = 'reversed';
      walletChanged(ctx, [ctx.job.contractorId]);
    }
  },

  async tellNoShowUpheld(ctx, moved) {
    ctx.notices.push(...moved.flatMap((shift) => decisionNotices(ctx, shift, 'no_show_upheld')));
  },

  async tellNoShowCleared(ctx, moved) {
    ctx.notices.push(...moved.flatMap((shift) => decisionNotices(ctx, shift, 'no_show_cleared')));
  },

  async tellContractorOfContest(ctx, moved) {
    const text = typeof ctx.data?.text === 'string' ? ctx.data.text : '';
    ctx.notices.push(
      ...moved.map((shift) => ({
        userId: ctx.job.contractorId,
        kind: 'no_show_contested' as const,
        ref: `application:${shift.id}`,
        data: { ...mention(ctx.job), applicationId: shift.id, freelancerName: actorName(ctx), text },
      })),
    );
  },

  /** Apply: refused while the freelancer is suspended (3 or more active strikes, decision 0028). */
  async refuseWhileSuspended(ctx, moved) {
    for (const shift of moved) {
      const until = await suspendedUntil(ctx.tx, shift.freelancerId, ctx.now);
      if (until) {
        throw new AppError('APPLICATIONS_SUSPENDED', {
          message: `${suspensionText(until)} — veja a política de cancelamento.`,
        });
      }
    }
  },

  /** 'Concluir Serviço': an attended shift may complete a run that forgives one strike. */
  async forgiveAfterAttendedRun(ctx, moved) {
    for (const shift of moved) await forgiveAfterRun(ctx.tx, shift.freelancerId, shift.id, ctx.now);
  },

  /**
   * The event was cancelled under 24 h before its start: besides the refund, each booked freelancer
   * receives the application's cost in coins, granted by the platform (decision 0029), once per shift.
   */
  async compensateLateCancellation(ctx, moved) {
    const amount = lateCompensation(ctx);
    if (amount === 0) return;
    for (const shift of moved) {
      await credit(ctx.tx, {
        userId: shift.freelancerId,
        currency: 'coin',
        amount,
        reason: 'late_cancellation_compensation',
        reference: `application:${shift.id}`,
        idempotencyKey: `late_cancellation_compensation:${shift.id}`,
      });
    }
    walletChanged(
      ctx,
      moved.map((shift) => shift.freelancerId),
    );
  },
};

/** The PIX charge a held approval waits for (decision 0042), as the move's data names it. */
function heldPaymentId(ctx: MoveContext): string | null {
  const id = ctx.data?.paymentId;
  return typeof id === 'string' ? id : null;
}

/** The contractor gets back the credit each shift's approval cost them, once per shift and reason (the ledger's key). */
async function refundContractorCredit(
  ctx: MoveContext,
  moved: MovedShift[],
  reason: 'withdrawal_credit_refund' | 'no_show_credit_refund',
): Promise<void> {
  for (const shift of moved) {
    await credit(ctx.tx, {
      userId: ctx.job.contractorId,
      currency: 'credit',
      amount: APPROVAL_CREDITS,
      reason,
      reference: `application:${shift.id}`,
      idempotencyKey: `${reason}:${shift.id}`,
    });
  }
  walletChanged(ctx, [ctx.job.contractorId]);
}

/** The coins each booked freelancer receives when the event is cancelled now: 0 unless it is late. */
function lateCompensation(ctx: MoveContext): number {
  return isLateCancellation(ctx.job, ctx.now) ? lateCancellationCompensation(ctx.job.salaryCents) : 0;
}

/** An operator's decision on a contested no-show, told to both sides with the operator's reason (`data.reason`). */
function decisionNotices(ctx: MoveContext, shift: MovedShift, kind: 'no_show_upheld' | 'no_show_cleared'): Notice[] {
  const reason = typeof ctx.data?.reason === 'string' ? ctx.data.reason : '';
  const data = { ...mention(ctx.job), applicationId: shift.id, reason };
  const ref = `application:${shift.id}:${kind}`;
  return [
    { userId: shift.freelancerId, kind, ref, data: { ...data, role: 'freelancer' as const } },
    { userId: ctx.job.contractorId, kind, ref, data: { ...data, role: 'contractor' as const } },
  ];
}

function closedNotice(job: ShiftJob, shift: MovedShift, reason: RejectionReason | 'job_filled'): Notice {
  return {
    userId: shift.freelancerId,
    kind: 'application_closed',
    ref: `application:${shift.id}`,
    data: { ...mention(job), applicationId: shift.id, reason },
  };
}
