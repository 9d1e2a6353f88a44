/**
 * The SQL of shifts (a job_applications row is a person's shift at a job, decision 0024) and of
 * their moves (shift_moves). Only this module writes either table; every change of state goes
 * through setStates (or appliedShift for the first application), which records the move.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RejectionReason, ShiftMoveName, ShiftState } from '@vamos/shared/shift-states';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { valueList } from '../../db/value-list.ts';
import { APPROVAL_CREDITS } from '@vamos/shared/pricing';
import { jobApplications } from '../../db/schema.ts';
import type { Shift, ShiftJob } from './shift-policies.ts';

export type ShiftRow = typeof jobApplications.$inferSelect;

const toDate = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

/** The columns of a shift row, as ShiftRow names them. */
const SHIFT_COLUMNS = sql.raw(`a.id, a.job_id AS "jobId", a.freelancer_id AS "freelancerId", a.status,
  a.application_cost AS "applicationCost", a.applied_at AS "appliedAt", a.approved_at AS "approvedAt",
  a.decided_at AS "decidedAt", a.rejection_reason AS "rejectionReason"`);

/** The job's columns every move reads (ShiftJob). */
const JOB_COLUMNS = sql.raw(`j.id, j.contractor_id AS "contractorId", j.status, j.title, j.company, j.location,
  j.address, j.service_date::text AS "serviceDate", j.start_time::text AS "startTime", j.end_time::text AS "endTime",
  j.salary_cents AS "salaryCents", j.approved_count AS "approvedCount", j.required_people AS "requiredPeople",
  to_json(j.invite_first_until) #>> '{}' AS "inviteFirstUntil", j.guaranteed_pay AS "guaranteedPay",
  j.guaranteed_fee_bps AS "guaranteedFeeBps", j.hidden_at IS NOT NULL AS hidden`);

type RawShiftRow = Omit<ShiftRow, 'appliedAt' | 'approvedAt' | 'decidedAt'> & {
  appliedAt: string | Date;
  approvedAt: string | Date | null;
  decidedAt: string | Date | null;
};

function toShiftRow(row: RawShiftRow): ShiftRow {
  return {
    ...row,
    appliedAt: new Date(row.appliedAt),
    approvedAt: toDate(row.approvedAt),
    decidedAt: toDate(row.decidedAt),
  };
}

/** A shift row with its job, as a move reads it. */
export function toShift(row: ShiftRow, job: ShiftJob): Shift & { row: ShiftRow } {
  return {
    id: row.id,
    freelancerId: row.freelancerId,
    state: row.status,
    applicationCost: row.applicationCost,
    job,
    decidedAt: row.decidedAt,
    row,
  };
}

/**
 * The shift and its job, locked for update in one statement and in the one order every writer of
 * a job uses: the job first (a locked subquery), then the shift (a LATERAL subquery on the job's
 * row, so it runs after it). undefined: no such shift.
 */
export async function lockShiftWithJob(tx: Tx, shiftId: string): Promise<(Shift & { row: ShiftRow }) | undefined> {
  const [row] = await selectRows<{ job: ShiftJob; shift: RawShiftRow }>(
    tx,
    sql`SELECT row_to_json(jj) AS job, row_to_json(aa) AS shift
          FROM (SELECT ${JOB_COLUMNS} FROM jobs j
                 WHERE j.id = (SELECT job_id FROM job_applications WHERE id = ${shiftId})
                   FOR UPDATE OF j) jj
          CROSS JOIN LATERAL (SELECT ${SHIFT_COLUMNS} FROM job_applications a
                               WHERE a.id = ${shiftId} AND a.job_id = jj.id FOR UPDATE OF a) aa`,
  );
  if (!row) return undefined;
  const parsed = typeof row.job === 'string' ? (JSON.parse(row.job) as ShiftJob) : row.job;
  const shift = typeof row.shift === 'string' ? (JSON.parse(row.shift) as RawShiftRow) : row.shift;
  return toShift(toShiftRow(shift), parsed);
}

/** The job a set of shifts belongs to, locked for update (the caller locks it first, always). */
export async function lockJob(tx: Tx, jobId: string): Promise<ShiftJob | undefined> {
  const [row] = await selectRows<ShiftJob>(tx, sql`SELECT ${JOB_COLUMNS} FROM jobs j WHERE j.id = ${jobId} FOR UPDATE`);
  return row;
}

/** The job share-locked for an application: many applicants at once, never during a cancel or completion. */
export async function shareLockJob(tx: Tx, jobId: string): Promise<ShiftJob | undefined> {
  const [row] = await selectRows<ShiftJob>(tx, sql`SELECT ${JOB_COLUMNS} FROM jobs j WHERE j.id = ${jobId} FOR SHARE`);
  return row;
}

export type StateChange = {
  /** These shifts, or every shift of this job, that are in one of `from`. */
  ids?: readonly string[];
  jobId?: string;
  from: readonly ShiftState[];
  to: ShiftState;
  move: ShiftMoveName;
  /** Who made the move; null: the system. */
  actorId: string | null;
  /** Why a shift is rejected without the contractor deciding it. */
  reason?: RejectionReason | null;
  /** When the move is made (the lifecycle's clock); the database's now() without it. */
  at?: Date;
  /** What the move records besides (a contest's text). */
  data?: Record<string, unknown>;
};

/**
 * Moves the shifts in `ids` that are in one of `from` to `to`, in one guarded statement (a
 * compare-and-set: a shift another transaction moved first is left out), and records each move in
 * shift_moves. decided_at is set when a shift leaves pending (cleared when it comes back),
 * approved_at on approval, rejection_reason only on a rejection. Returns the moved rows, each with
 * the state it left.
 */
export async function setStates(tx: Tx, change: StateChange): Promise<(ShiftRow & { fromState: ShiftState })[]> {
  if (change.from.length === 0 || (change.ids && change.ids.length === 0)) return [];
  const to = change.to;
  const at = change.at ? sql`${change.at.toISOString()}::timestamptz` : sql`now()`;
  const data = { ...change.data, ...(change.reason ? { reason: change.reason } : {}) };
  const which = change.ids ? sql`id IN ${valueList(change.ids)}` : sql`job_id = ${change.jobId ?? null}::uuid`;
  const rows = await selectRows<RawShiftRow & { fromState: ShiftState }>(
    tx,
    sql`WITH prior AS (
          SELECT id, status AS from_state FROM job_applications
           WHERE ${which} AND status IN ${valueList(change.from)}
        ), moved AS (
          UPDATE job_applications a
             SET status = ${to},
                 decided_at = CASE WHEN ${to} = 'pending' THEN NULL ELSE ${at} END,
                 approved_at = CASE WHEN ${to} = 'approved' THEN ${at} ELSE a.approved_at END,
                 rejection_reason = CASE WHEN ${to} = 'rejected' THEN ${change.reason ?? null}::text ELSE NULL END
            FROM prior
           WHERE a.id = prior.id
          RETURNING ${SHIFT_COLUMNS}, prior.from_state AS "fromState"
        ), logged AS (
          INSERT INTO shift_moves (shift_id, move, from_state, to_state, actor_id, at, data)
          SELECT id, ${change.move}, "fromState", ${to}, ${change.actorId}::uuid, ${at}, ${JSON.stringify(data)}::jsonb
            FROM moved
        )
        SELECT * FROM moved`,
  );
  return rows.map((row) => ({ ...toShiftRow(row), fromState: row.fromState }));
}

type StartedShift = (ShiftRow & { fromState: ShiftState | null }) | undefined;
type ShiftStart = { jobId: string; freelancerId: string; applicationCost: number };

/**
 * The first application to a job, or a new one after the freelancer cancelled theirs (then the
 * same shift is pending again, at the job's current cost), with its move recorded; undefined when
 * the freelancer already has a shift on the job in any other state. Plain SQL: every apply runs it.
 */
export function appliedShift(tx: Tx, values: ShiftStart): Promise<StartedShift> {
  return startedShift(tx, values, {
    move: 'apply',
    state: 'pending',
    decidedAt: sql`NULL`,
    actorId: values.freelancerId,
  });
}

/**
 * A contractor's invitation (decision 0037): the shift created `invited`, or invited again after the
 * freelancer cancelled an application (at the job's current cost), with its move recorded; undefined
 * when the freelancer already has a shift on the job in any other state.
 */
export function invitedShift(tx: Tx, values: ShiftStart & { actorId: string }): Promise<StartedShift> {
  return startedShift(tx, values, { move: 'invite', state: 'invited', decidedAt: sql`now()`, actorId: values.actorId });
}

/** A shift created in `start.state`, or brought back to it from `cancelled`, with its move recorded. */
async function startedShift(
  tx: Tx,
  values: ShiftStart,
  start: { move: 'apply' | 'invite'; state: 'pending' | 'invited'; decidedAt: SQL; actorId: string },
): Promise<StartedShift> {
  const [row] = await selectRows<RawShiftRow & { fromState: ShiftState | null }>(
    tx,
    sql`WITH prior AS (
          SELECT status FROM job_applications WHERE job_id = ${values.jobId} AND freelancer_id = ${values.freelancerId}
        ), upserted AS (
          INSERT INTO job_applications AS a (job_id, freelancer_id, application_cost, status, decided_at)
          VALUES (${values.jobId}, ${values.freelancerId}, ${values.applicationCost}, ${start.state}, ${start.decidedAt})
          ON CONFLICT (job_id, freelancer_id) DO UPDATE
             SET status = ${start.state}, application_cost = EXCLUDED.application_cost, applied_at = now(),
                 decided_at = ${start.decidedAt}, rejection_reason = NULL
           WHERE a.status = 'cancelled'
          RETURNING ${SHIFT_COLUMNS}, (SELECT status FROM prior) AS "fromState"
        ), logged AS (
          INSERT INTO shift_moves (shift_id, move, from_state, to_state, actor_id)
          SELECT id, ${start.move}::text, "fromState", ${start.state}::text, ${start.actorId}::uuid FROM upserted
        )
        SELECT * FROM upserted`,
  );
  return row && { ...toShiftRow(row), fromState: row.fromState };
}

/** The freelancer's shift on the job, locked; undefined when they have none. */
export async function lockShiftOf(
  tx: Tx,
  jobId: string,
  freelancerId: string,
): Promise<{ id: string; status: ShiftState } | undefined> {
  const [row] = await selectRows<{ id: string; status: ShiftState }>(
    tx,
    sql`SELECT id, status FROM job_applications WHERE job_id = ${jobId} AND freelancer_id = ${freelancerId} FOR UPDATE`,
  );
  return row;
}

/** Jobs whose shift has started (São Paulo time) with invitations still open: the sweep lets them lapse. */
export async function jobsWithStartedInvitations(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT DISTINCT j.id FROM job_applications a JOIN jobs j ON j.id = a.job_id
         WHERE a.status = 'invited'
           AND (j.service_date + j.start_time) AT TIME ZONE 'America/Sao_Paulo' <= ${now.toISOString()}::timestamptz`,
  );
  return rows.map((r) => r.id);
}

/** Every move of a shift, oldest first (the lifecycle's own record). */
export async function findMoves(db: DbOrTx, shiftId: string) {
  return selectRows<{ move: ShiftMoveName; fromState: ShiftState | null; toState: ShiftState; actorId: string | null }>(
    db,
    sql`SELECT move, from_state AS "fromState", to_state AS "toState", actor_id AS "actorId"
          FROM shift_moves WHERE shift_id = ${shiftId} ORDER BY id`,
  );
}

/** How many reserves the job keeps now (read on a job the caller has locked). */
export async function countReserves(tx: Tx, jobId: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM job_applications WHERE job_id = ${jobId} AND status = 'reserve'`,
  );
  return row?.n ?? 0;
}

/**
 * The job's oldest reserve (by when it was made one) whose freelancer holds the application's coins,
 * when the contractor holds an approval's credit; both balances locked (the contractor's first, as
 * an approval's charge locks them) so the promotion's charge cannot fall short. undefined: none.
 */
export async function lockPromotableReserve(
  tx: Tx,
  job: { id: string; contractorId: string },
): Promise<string | undefined> {
  const [credit] = await selectRows<{ balance: number }>(
    tx,
    sql`SELECT balance FROM balances WHERE user_id = ${job.contractorId} AND currency = 'credit' FOR UPDATE`,
  );
  if (!credit || credit.balance < APPROVAL_CREDITS) return undefined;
  const [row] = await selectRows<{ id: string }>(
    tx,
    sql`SELECT a.id FROM job_applications a
          JOIN balances b ON b.user_id = a.freelancer_id AND b.currency = 'coin'
         WHERE a.job_id = ${job.id} AND a.status = 'reserve' AND b.balance >= a.application_cost
         ORDER BY a.decided_at, a.id
         LIMIT 1
           FOR UPDATE OF a, b`,
  );
  return row?.id;
}

/** Jobs whose shift has started (São Paulo time) and that still keep reserves: the sweep releases them. */
export async function jobsWithStartedReserves(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT DISTINCT j.id FROM job_applications a JOIN jobs j ON j.id = a.job_id
         WHERE a.status = 'reserve'
           AND (j.service_date + j.start_time) AT TIME ZONE 'America/Sao_Paulo' <= ${now.toISOString()}::timestamptz`,
  );
  return rows.map((r) => r.id);
}

/** A freelancer's shifts that are not over: what 'Excluir minha conta' gives up (decision 0051). */
export async function openShiftsOf(
  db: DbOrTx,
  freelancerId: string,
): Promise<{ id: string; status: ShiftState; serviceDate: string; startTime: string }[]> {
  return selectRows(
    db,
    sql`SELECT a.id, a.status, j.service_date::text AS "serviceDate", j.start_time::text AS "startTime"
          FROM job_applications a JOIN jobs j ON j.id = a.job_id
         WHERE a.freelancer_id = ${freelancerId}::uuid
           AND a.status IN ('pending', 'waitlisted', 'reserve', 'invited', 'approved', 'confirmed')
         ORDER BY j.service_date, j.start_time, a.id`,
  );
}
