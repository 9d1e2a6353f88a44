/**
 * What other modules do with shifts: a job being cancelled, concluded or resized moves its shifts
 * (through the lifecycle, in the job's transaction); screens read a job's candidates and the
 * agendas' booked shifts.
 */
import type { AgendaItemView, FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import type { JobApplication } from '@vamos/shared/schemas/job-views';
import { reliability, type Reliability } from '@vamos/shared/reliability';
import { MAX_RESERVES } from '@vamos/shared/shift-states';
import type { Deps } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor, OperatorActor } from '../../http/actor.ts';
import { ratingStatsOf } from '../evaluations/evaluations.service.ts';
import { waitingListMove } from '../jobs/places.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { moveJobShifts, moveShift, type MoveResult } from './shift-lifecycle.ts';
import { SHIFT_MOVES } from './shift-moves.ts';
import { SYSTEM, type JobRules, type Shift, type ShiftJob } from './shift-policies.ts';
import {
  NOT_IN_TEAM,
  presentContractorAgendaJob,
  presentFreelancerAgendaItem,
  presentJobApplication,
} from './shift-presenter.ts';
import { findAttendanceFacts } from './reliability.repo.ts';

import * as shiftViews from './shift-views.repo.ts';
import * as shiftsRepo from './shifts.repo.ts';
import { inTransaction } from '../../db/transaction.ts';

type MoveDeps = Pick<Deps, 'db' | 'events'>;

export type { MovedShift } from './shift-effects.ts';
export { inviteTeam } from './invite-to-job.ts';
export type { ShiftJob } from './shift-policies.ts';
export { startsFrom } from './shift-moves.ts';
export { moveShift, promoteReserveOf } from './shift-lifecycle.ts';
export { SYSTEM } from './shift-policies.ts';

/**
 * A shift and its job, locked in the lifecycle's order (the job, then the shift), for a decision
 * about its money that must not cross a move (decision 0044: a release against a no-show).
 */
export function lockShiftAndJob(tx: Tx, shiftId: string): Promise<Shift | undefined> {
  return shiftsRepo.lockShiftWithJob(tx, shiftId);
}

/** Whether a place of the job is held for its PIX payment (decision 0042). */
export async function hasPlaceAwaitingPayment(db: DbOrTx, jobId: string): Promise<boolean> {
  return (await shiftViews.countInStates(db, jobId, ['awaiting_payment'])) > 0;
}

/** A job with a place held for its payment (decision 0042) is not cancelled or concluded until it is paid or lapses. */
async function refuseWhileAwaitingPayment(tx: Tx, jobId: string): Promise<void> {
  if (await hasPlaceAwaitingPayment(tx, jobId)) throw new AppError('SHIFT_PAY_AWAITING');
}

/**
 * "Cancelar evento": every application not yet decided is closed ('Evento cancelado') and every
 * booked shift cancelled (its coins refunded, its place given back). The job is locked and already
 * cancelled by the caller.
 */
export function cancelJobShifts(
  deps: MoveDeps,
  tx: Tx,
  actor: Actor,
  job: ShiftJob,
  now = new Date(),
): Promise<{ closed: MoveResult; cancelled: MoveResult }> {
  return endJobShifts(deps, tx, actor, job, 'cancel_job', now);
}

/**
 * 'Ocultar vaga' (decision 0054): as "Cancelar evento", but the booked shifts move by the operator's
 * own move, hide_job (the same refunds and notices; not counted on the contractor's record). The job
 * is locked and already cancelled and hidden by the caller.
 */
export function hideJobShifts(
  deps: MoveDeps,
  tx: Tx,
  operator: OperatorActor,
  job: ShiftJob,
  now = new Date(),
): Promise<{ closed: MoveResult; cancelled: MoveResult }> {
  return endJobShifts(deps, tx, operator, job, 'hide_job', now);
}

/** A cancelled job's shifts: the undecided closed, reserves let go, invitations lapsed, the booked moved by `move`. */
async function endJobShifts(
  deps: MoveDeps,
  tx: Tx,
  actor: Actor | OperatorActor,
  job: ShiftJob,
  move: 'cancel_job' | 'hide_job',
  now: Date,
): Promise<{ closed: MoveResult; cancelled: MoveResult }> {
  await refuseWhileAwaitingPayment(tx, job.id);
  const closed = await moveJobShifts(deps, tx, SYSTEM, job, 'close', { reason: 'job_cancelled', now });
  await moveJobShifts(deps, tx, SYSTEM, job, 'release', { now, data: { occasion: 'cancelled' } });
  await moveJobShifts(deps, tx, SYSTEM, job, 'expire', { now, data: { occasion: 'cancelled' } });
  const cancelled = await moveJobShifts(deps, tx, actor, job, move, { now });
  return { closed, cancelled };
}

/**
 * The shift started: the job's reserves are let go (decision 0036). The reminders' sweep calls it
 * for each job whose start passed with reserves; it locks the job, and a second instance's run
 * finds nothing left to move.
 */
export async function releaseStartedReserves(deps: MoveDeps, now = new Date()): Promise<number> {
  let released = 0;
  for (const jobId of await shiftsRepo.jobsWithStartedReserves(deps.db, now)) {
    released += await inTransaction(deps.db, async (tx) => {
      const job = await shiftsRepo.lockJob(tx, jobId);
      if (!job) return 0;
      const { moved } = await moveJobShifts(deps, tx, SYSTEM, job, 'release', { now, data: { occasion: 'started' } });
      return moved.length;
    });
  }
  return released;
}

/**
 * The shift started: the job's open invitations lapse (decision 0037). The reminders' sweep calls it,
 * as for the reserves: each job locked in its own transaction; a second instance finds nothing left.
 */
export async function expireStartedInvitations(deps: MoveDeps, now = new Date()): Promise<number> {
  let expired = 0;
  for (const jobId of await shiftsRepo.jobsWithStartedInvitations(deps.db, now)) {
    expired += await inTransaction(deps.db, async (tx) => {
      const job = await shiftsRepo.lockJob(tx, jobId);
      if (!job) return 0;
      const { moved } = await moveJobShifts(deps, tx, SYSTEM, job, 'expire', { now, data: { occasion: 'started' } });
      return moved.length;
    });
  }
  return expired;
}

/** How many of the job's shifts 'Cancelar evento' would cancel (its people booked and not done). */
export function cancellableShiftCount(db: DbOrTx, jobId: string): Promise<number> {
  return shiftViews.countInStates(db, jobId, SHIFT_MOVES.cancel_job.from);
}

/**
 * "Concluir Serviço": the booked shifts the contractor says did not come are marked no-shows (each
 * must be a shift of this job), every application not yet decided is closed ('Vaga concluída') and
 * every other booked shift attended. The job is locked by the caller, before it is marked completed.
 */
export async function completeJobShifts(
  deps: MoveDeps,
  tx: Tx,
  actor: Actor,
  job: ShiftJob,
  attendance: { noShows?: readonly string[]; now?: Date } = {},
): Promise<{ closed: MoveResult; attended: MoveResult }> {
  const now = attendance.now ?? new Date();
  await refuseWhileAwaitingPayment(tx, job.id);
  for (const shiftId of new Set(attendance.noShows ?? [])) {
    if (!isUuid(shiftId)) throw new AppError('APPLICATION_NOT_FOUND');
    const marked = await moveShift(deps, tx, actor, shiftId, 'mark_no_show', { now });
    // Another job's shift (even the contractor's own): refused, and the whole conclusion with it.
    if (marked.job.id !== job.id) throw new AppError('APPLICATION_NOT_FOUND');
  }
  const closed = await moveJobShifts(deps, tx, SYSTEM, job, 'close', { reason: 'job_completed', now });
  await moveJobShifts(deps, tx, SYSTEM, job, 'release', { now, data: { occasion: 'completed' } });
  await moveJobShifts(deps, tx, SYSTEM, job, 'expire', { now, data: { occasion: 'completed' } });
  const attended = await moveJobShifts(deps, tx, actor, job, 'attend', { now });
  return { closed, attended };
}

/**
 * After the job's places changed by an edit (its number of places): the waiting list follows, as
 * the job's places decide (a job that filled turns pending applications away and lets its
 * invitations lapse; one that reopened calls them back).
 */
export async function followPlaces(deps: MoveDeps, tx: Tx, job: ShiftJob): Promise<MoveResult | null> {
  const move = waitingListMove(job);
  if (!move) return null;
  const result = await moveJobShifts(deps, tx, SYSTEM, job, move);
  if (move === 'waitlist') await moveJobShifts(deps, tx, SYSTEM, job, 'expire');
  return result;
}

/**
 * A contractor blocks a freelancer (decision 0034): each of the freelancer's shifts on the
 * contractor's jobs still waiting for a decision is rejected by the move `reject`, as if the
 * contractor had turned each down ('Candidatura recusada': nothing says why). A shift on the waiting
 * list is first called back (`reopen`, which tells nobody), since only a pending one can be rejected.
 * One job locked at a time, in the order given; booked shifts are not touched.
 */
export async function rejectWaitingShifts(
  deps: MoveDeps,
  tx: Tx,
  actor: Actor,
  shifts: readonly { id: string; status: 'pending' | 'waitlisted' | 'invited' }[],
): Promise<MoveResult[]> {
  const results: MoveResult[] = [];
  for (const shift of shifts) {
    // An invitation lapses (decision 0037): nothing to reject, and nobody is told.
    if (shift.status === 'invited') {
      results.push(await moveShift(deps, tx, SYSTEM, shift.id, 'expire'));
      continue;
    }
    if (shift.status === 'waitlisted') await moveShift(deps, tx, SYSTEM, shift.id, 'reopen');
    results.push(await moveShift(deps, tx, actor, shift.id, 'reject'));
  }
  return results;
}

/** Ids of every freelancer who applied to the job. */
export function applicantIdsOfJob(db: DbOrTx, jobId: string): Promise<string[]> {
  return shiftViews.findApplicantIds(db, jobId);
}

/** Ids of the freelancers booked on the job. */
export function bookedIdsOfJob(db: DbOrTx, jobId: string): Promise<string[]> {
  return shiftViews.findBookedIds(db, jobId);
}

/**
 * The job's candidates for its contractor (booked → pending → turned away), with ratings, their
 * standing in the contractor's team and what they may do: one statement each for the whole list.
 */
export async function applicationsOfJob(
  deps: Pick<Deps, 'db' | 'team'>,
  viewer: Actor,
  job: JobRules & { id: string },
  now = new Date(),
): Promise<JobApplication[]> {
  const rows = await shiftViews.findForJob(deps.db, job.id);
  const ids = rows.map((r) => r.application.freelancerId);
  const ratings = await ratingStatsOf(deps.db, ids);
  const reliabilities = await reliabilityOf(deps.db, ids);
  const standings = await deps.team.standingsOf(deps.db, viewer.id, ids);
  const reservesFull = rows.filter((row) => row.application.status === 'reserve').length >= MAX_RESERVES;
  return rows.map((row) =>
    presentJobApplication(
      row,
      viewer,
      job,
      now,
      {
        rating: ratings.get(row.application.freelancerId),
        reliability: reliabilities.get(row.application.freelancerId),
        team: standings.get(row.application.freelancerId) ?? NOT_IN_TEAM,
      },
      reservesFull,
    ),
  );
}

/** The freelancer's booked shifts ahead or under way, as their agenda shows them. */
export async function freelancerAgenda(db: DbOrTx, viewer: Actor, now = new Date()): Promise<FreelancerAgendaItem[]> {
  const rows = await shiftViews.findFreelancerAgenda(db, viewer.id);
  return rows.map((row) => presentFreelancerAgendaItem(row, viewer, now));
}

/** The contractor's jobs that had someone booked, as their agenda shows them. */
export async function contractorAgendaJobs(db: DbOrTx, contractorId: string): Promise<AgendaItemView[]> {
  return (await shiftViews.findContractorAgendaJobs(db, contractorId)).map(presentContractorAgendaJob);
}

/**
 * Whether each "{nome} se candidatou… aprove ou recuse" is still true: its shift still waits for a
 * decision (not approved, rejected, cancelled or closed with its job since). The notifications'
 * check for application_received (app.ts gives it to them).
 */
export async function stillAwaitingDecision(
  db: DbOrTx,
  notices: { data: Record<string, unknown> }[],
): Promise<boolean[]> {
  const ids = notices.map((n) => n.data.applicationId).filter((id): id is string => typeof id === 'string');
  const states = await shiftViews.findStates(db, ids);
  return notices.map((n) => {
    const state = typeof n.data.applicationId === 'string' ? states.get(n.data.applicationId) : undefined;
    return state === 'pending';
  });
}

/** Each freelancer's reliability (reliability.ts), from their stored attendance facts. */
export async function reliabilityOf(db: DbOrTx, freelancerIds: readonly string[]): Promise<Map<string, Reliability>> {
  const facts = await findAttendanceFacts(db, freelancerIds);
  return new Map(
    freelancerIds.map((id) => {
      const f = facts.get(id);
      return [id, reliability(f?.recent ?? [], f?.total ?? 0)];
    }),
  );
}
