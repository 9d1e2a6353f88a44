import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloInstant } from '@vamos/shared/dates';
import {
  SHIFT_MOVE_NAMES,
  SHIFT_STATES,
  PLACE_HOLDING_STATES,
  type ShiftMoveName,
  type ShiftState,
} from '@vamos/shared/shift-states';
import { selectRows } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  actorOf,
  daysFromToday,
  grant,
  insertFreelancer,
  insertOperator,
  signupContractor,
  type SignedUpUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyForShift, moveShift } from './shift-lifecycle.ts';
import { SHIFT_MOVES, startsFrom } from './shift-moves.ts';
import { SYSTEM } from './shift-policies.ts';

/**
 * What each move writes besides the shift and its record: ledger entries and notification kinds
 * (and strikes: 'Desistir', tried an hour before the start, gives the last band's).
 */
const WRITES: Record<ShiftMoveName, { ledger: string[]; notices: string[]; strikes?: string[] }> = {
  apply: { ledger: [], notices: ['application_received'] },
  cancel: { ledger: [], notices: [] },
  approve: {
    ledger: ['application_approved:coin:-15', 'application_approved:credit:-1'],
    notices: ['application_approved'],
  },
  reject: { ledger: [], notices: ['application_rejected'] },
  waitlist: { ledger: [], notices: ['application_closed'] },
  reopen: { ledger: [], notices: [] },
  close: { ledger: [], notices: ['application_closed'] },
  withdraw: {
    ledger: ['withdrawal_credit_refund:credit:1'],
    notices: ['application_withdrawn'],
    strikes: ['late_withdrawal:3'],
  },
  confirm: { ledger: [], notices: [] },
  check_in: { ledger: [], notices: [] },
  conclude: { ledger: [], notices: [] },
  attend: { ledger: [], notices: [] },
  mark_no_show: {
    ledger: ['no_show_credit_refund:credit:1'],
    notices: ['no_show_marked'],
    strikes: ['no_show:3'],
  },
  contest: { ledger: [], notices: ['no_show_contested'] },
  // Tried an hour after the start: late, so compensated besides the refund.
  cancel_job: {
    ledger: ['job_cancelled_refund:coin:15', 'late_cancellation_compensation:coin:15'],
    notices: ['job_cancelled'],
  },
  reserve: { ledger: [], notices: ['shift_reserved'] },
  promote: {
    ledger: ['application_approved:coin:-15', 'application_approved:credit:-1'],
    notices: ['reserve_promoted'],
  },
  release: { ledger: [], notices: ['reserve_released'] },
  invite: { ledger: [], notices: ['shift_invited'] },
  accept: {
    ledger: ['application_approved:coin:-15', 'application_approved:credit:-1'],
    notices: ['invitation_accepted'],
  },
  // Guaranteed pay (decision 0042): charged as an approval; the contractor is told to pay.
  accept_held: {
    ledger: ['application_approved:coin:-15', 'application_approved:credit:-1'],
    notices: ['invitation_accepted'],
  },
  decline: { ledger: [], notices: ['invitation_declined'] },
  expire: { ledger: [], notices: [] },
  // Guaranteed pay (decision 0042): charged as an approval, told nothing until the charge is paid.
  hold: { ledger: ['application_approved:coin:-15', 'application_approved:credit:-1'], notices: [] },
  fund: { ledger: [], notices: ['application_approved'] },
  lapse: { ledger: ['approval_payment_lapsed:coin:15', 'approval_payment_lapsed:credit:1'], notices: [] },
  // An operator's decisions (decision 0049), told to both sides. 'Manter falta' gives the no-show's
  // strikes if they were missing; 'Retirar falta' takes back no credit the mark never gave back.
  uphold_no_show: { ledger: [], notices: ['no_show_upheld', 'no_show_upheld'], strikes: ['no_show:3'] },
  clear_no_show: { ledger: [], notices: ['no_show_cleared', 'no_show_cleared'] },
  // An operator hides the job (decision 0054): the freelancer gets exactly what cancel_job gives.
  hide_job: {
    ledger: ['job_cancelled_refund:coin:15', 'late_cancellation_compensation:coin:15'],
    notices: ['job_cancelled'],
  },
};

const holdsPlace = (state: ShiftState) => (PLACE_HOLDING_STATES as readonly ShiftState[]).includes(state);

/** The pairs refused with another error than the move's own, on purpose (shift-policies' refusalOf). */
const REFUSAL_EXCEPTIONS: Record<string, string> = {
  'approve:waitlisted': 'JOB_FULL',
  'apply:invited': 'INVITATION_PENDING',
};

/** The shift's job is tomorrow, 10:00 to 18:00: a move allowed before the start is tried an hour before, the others an hour after. */
const DAY = daysFromToday(1);
const START = saoPauloInstant(DAY, '10:00');
const nowFor = (move: ShiftMoveName) =>
  new Date(START.getTime() + (SHIFT_MOVES[move].when === 'beforeStart' ? -1 : 1) * 60 * 60 * 1000);

/**
 * The table of moves (shift-moves.ts), pair by pair, on both databases: every (state, move) in the
 * table moves the shift, records the move and writes what the table says (ledger, notifications)
 * and nothing else; every pair not in it is refused with the move's typed error and changes nothing.
 */
describe.each(TEST_DATABASES)('every move from every state on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  /** One freelancer for every case (each case is a job of its own), rich enough for every approval. */
  let freelancer: Awaited<ReturnType<typeof insertFreelancer>>;
  let operator: OperatorActor;

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 1000);
    freelancer = await insertFreelancer(t);
    await grant(t, freelancer.id, 'coin', 10_000);
    operator = await insertOperator(t);
  });
  afterAll(async () => t.close());

  /** A new job of 2 places with the freelancer's shift in `state` (a booked one holding a place). */
  async function shiftIn(state: ShiftState) {
    const decided = state === 'pending' ? null : new Date().toISOString();
    const approved = ['pending', 'waitlisted', 'reserve', 'invited', 'rejected', 'cancelled'].includes(state)
      ? null
      : decided;
    // One transaction: the database checks at commit that the job counts its booked shift.
    const ids = await t.deps.db.transaction(async (tx) => {
      const [job] = await selectRows<{ id: string }>(
        tx,
        sql`INSERT INTO jobs (contractor_id, title, company, location, city, state, service_date, start_time, end_time,
                              payment_date, salary_cents, segment, required_people, approved_count)
            VALUES (${contractor.user.id}, 'Garçom', 'Buffet', 'Pinheiros', 'São Paulo', 'SP', ${DAY}, '10:00', '18:00',
                    ${DAY}, 15000, 'GARCOM', 2, ${holdsPlace(state) ? 1 : 0})
            RETURNING id`,
      );
      const [shift] = await selectRows<{ id: string }>(
        tx,
        sql`INSERT INTO job_applications (job_id, freelancer_id, status, application_cost, approved_at, decided_at)
            VALUES (${job!.id}, ${freelancer.id}, ${state}, 15, ${approved}::timestamptz, ${decided}::timestamptz)
            RETURNING id`,
      );
      return { jobId: job!.id, shiftId: shift!.id };
    });
    return { ...ids, freelancer };
  }

  /** Everything a move may write, for one shift and its two people. */
  async function writesOf(shiftId: string, people: string[]) {
    const [row] = await selectRows<{ state: ShiftState; moves: string[] | null }>(
      t.deps.db,
      sql`SELECT a.status AS state,
                 (SELECT array_agg(m.move || ':' || coalesce(m.from_state, 'none') || '>' || m.to_state ORDER BY m.id)
                    FROM shift_moves m WHERE m.shift_id = a.id) AS moves
            FROM job_applications a WHERE a.id = ${shiftId}`,
    );
    const ledger = await selectRows<{ entry: string }>(
      t.deps.db,
      sql`SELECT reason || ':' || currency || ':' || delta AS entry FROM ledger_entries
           WHERE user_id IN (${sql.join(
             people.map((p) => sql`${p}`),
             sql`, `,
           )})
             AND reference = ${`application:${shiftId}`}
           ORDER BY 1`,
    );
    const notices = await selectRows<{ kind: string }>(
      t.deps.db,
      sql`SELECT kind FROM notifications WHERE user_id IN (${sql.join(
        people.map((p) => sql`${p}`),
        sql`, `,
      )})
           AND data ->> 'applicationId' = ${shiftId} ORDER BY 1`,
    );
    const strikes = await selectRows<{ strike: string }>(
      t.deps.db,
      sql`SELECT reason || ':' || count AS strike FROM strikes WHERE shift_id = ${shiftId} ORDER BY 1`,
    );
    return {
      state: row?.state,
      moves: row?.moves ?? [],
      ledger: ledger.map((r) => r.entry),
      notices: notices.map((r) => r.kind),
      strikes: strikes.map((r) => r.strike),
    };
  }

  async function attempt(move: ShiftMoveName, shift: Awaited<ReturnType<typeof shiftIn>>) {
    const who = SHIFT_MOVES[move].by;
    const actor =
      who === 'system'
        ? SYSTEM
        : who === 'operator'
          ? operator
          : who === 'contractor'
            ? actorOf(contractor)
            : shift.freelancer.actor;
    return inTransaction(t.deps.db, (tx) =>
      move === 'apply'
        ? applyForShift(t.deps, tx, shift.freelancer.actor, shift.jobId)
        : moveShift(t.deps, tx, actor, shift.shiftId, move, {
            now: nowFor(move),
            reason: 'job_cancelled',
            // The PIX charge a held place waits for (decision 0042): its approval's and its lapse's keys.
            // An operator's decision records its reason (decision 0049).
            data: { paymentId: 'charge-of-the-place', reason: 'Decidido pelo teste de movimentos' },
          }),
    ).then(
      () => null,
      (error: unknown) => {
        if (error instanceof AppError) return error.code;
        throw error;
      },
    );
  }

  const pairs = SHIFT_MOVE_NAMES.flatMap((move) => SHIFT_STATES.map((state) => [move, state] as const));

  it.each(pairs.filter(([move, state]) => startsFrom(move, state)))(
    '%s from %s: moves and writes what it must',
    async (move, state) => {
      const shift = await shiftIn(state);
      const people = [contractor.user.id, shift.freelancer.id];
      expect(await attempt(move, shift)).toBeNull();
      const rule = SHIFT_MOVES[move];
      expect(await writesOf(shift.shiftId, people)).toEqual({
        state: rule.to,
        moves: [`${move}:${state}>${rule.to}`],
        ledger: [...WRITES[move].ledger].sort(),
        notices: WRITES[move].notices,
        strikes: WRITES[move].strikes ?? [],
      });
    },
  );

  it.each(pairs.filter(([move, state]) => !startsFrom(move, state)))(
    '%s from %s: refused, nothing changes',
    async (move, state) => {
      const shift = await shiftIn(state);
      const people = [contractor.user.id, shift.freelancer.id];
      const before = await writesOf(shift.shiftId, people);
      const refusal = await attempt(move, shift);
      expect(refusal).toBe(REFUSAL_EXCEPTIONS[`${move}:${state}`] ?? SHIFT_MOVES[move].wrongState);
      expect(await writesOf(shift.shiftId, people)).toEqual(before);
    },
  );

  it('a first application is the move apply from no shift', async () => {
    const newcomer = await insertFreelancer(t);
    const [job] = await selectRows<{ id: string }>(
      t.deps.db,
      sql`SELECT id FROM jobs WHERE contractor_id = ${contractor.user.id} LIMIT 1`,
    );
    const [shift] = (await inTransaction(t.deps.db, (tx) => applyForShift(t.deps, tx, newcomer.actor, job!.id))).moved;
    expect(await writesOf(shift!.id, [contractor.user.id, newcomer.id])).toEqual({
      state: 'pending',
      moves: ['apply:none>pending'],
      ledger: [],
      notices: ['application_received'],
      strikes: [],
    });
  });
});
