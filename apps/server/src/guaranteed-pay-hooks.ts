/**
 * The two hooks of guaranteed pay (decision 0042), typed apart from app-deps.ts so the modules that
 * call them (payments, shifts) and the one that implements them (shift-pay) import no loop:
 *
 * - ShiftChargeHook: what a guaranteed-pay place's settled PIX charge does to its shift and the ledger;
 * - PlaceHold: 'Aprovar' on a guaranteed-pay job, the place held until its charge is paid;
 * - InvitationHold: 'Aceitar' an invitation to one, the place held the same way;
 * - JobFundingHook: 'Pagar todas as vagas agora' when publishing one (decision 0056).
 */
import type { ApprovalResult } from '@vamos/shared/schemas/applications';
import type { JobFunding } from '@vamos/shared/schemas/guaranteed-pay';
import type { InvitationAccepted } from '@vamos/shared/schemas/invitations';
import type { Db, Tx } from './db/client.ts';
import type { payments } from './db/schema.ts';
import type { AfterCommit } from './db/transaction.ts';
import type { Actor } from './http/actor.ts';
import type { EventBus } from './modules/realtime/event-bus.ts';
import type { PaymentProvider } from './providers/payment/payment-provider.ts';

/** What became of a guaranteed-pay place's charge: paid, closed unpaid, or refunded after paid. */
export type ShiftChargeOutcome = 'paid' | 'closed' | 'refunded';

export type ShiftChargeHook = (input: {
  deps: { db: Db; events: EventBus };
  tx: Tx;
  afterCommit: AfterCommit;
  payment: typeof payments.$inferSelect;
  outcome: ShiftChargeOutcome;
}) => Promise<void>;

type HoldDeps = { db: Db; events: EventBus; payments: PaymentProvider; shiftCharges: ShiftChargeHook };

export type PlaceHold = (deps: HoldDeps, actor: Actor, shiftId: string) => Promise<ApprovalResult>;

/** `check` runs in the hold's transaction once the shift moved (a refusal there undoes it). */
export type InvitationHold = (
  deps: HoldDeps,
  actor: Actor,
  shiftId: string,
  check: (tx: Tx, shift: { jobId: string; freelancerId: string }) => Promise<void>,
) => Promise<InvitationAccepted>;

/** The job as its publication (or edit) leaves it, under its lock. */
export type FundedJob = {
  id: string;
  contractorId: string;
  title: string;
  serviceDate: string;
  requiredPeople: number;
  salaryCents: number;
  guaranteedPay: boolean;
  guaranteedFeeBps: number | null;
};

/**
 * 'Pagar todas as vagas agora' (decision 0056): in the publication's transaction, the job's funding
 * and its PIX charge reserved (PAYMENT_PROFILE_INCOMPLETE refuses it all); the answer is what the
 * caller runs once that committed: the provider's charge, as the payment dialog shows it (null: the
 * job's funding is already open, nothing new is charged).
 */
export type JobFundingHook = (
  deps: HoldDeps,
  tx: Tx,
  job: FundedJob,
  now: Date,
) => Promise<(() => Promise<JobFunding>) | null>;
