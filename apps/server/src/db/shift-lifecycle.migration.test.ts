import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, openTestDatabase } from '../test/databases.ts';
import type { Database } from './client.ts';
import { migrate, readMigrations } from './migrate.ts';

/**
 * Migration 0016 (decision 0024) gives the shift one state: on a database of 0015, the waiting list
 * (rejected 'job_filled') becomes `waitlisted`, the approved shifts of cancelled, completed and
 * agenda-concluded jobs become `job_cancelled`, `attended` and `checked_out`, a cancelled job gives
 * its places back, and the agendas' copies of jobs go (the agendas read shifts) while people's own
 * events stay. No shift is lost.
 */
describe.each(TEST_DATABASES)('migration 0016 gives each shift its one state on %s', (kind) => {
  let database: Database;
  const q = (text: string, params: unknown[] = []) => database.rawTransaction((tx) => tx.query(text, params));
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind, { migrations: readMigrations().filter((m) => m.version <= 15) });
    const one = async (text: string, params: unknown[] = []) => String((await q(text, params)).rows[0]?.id);
    const person = (role: string, n: number) =>
      one(`INSERT INTO users (name, email, role) VALUES ($1, $2, $3) RETURNING id`, [
        `Pessoa ${n}`,
        `pessoa.${n}.${Date.now()}@teste.com.br`,
        role,
      ]);
    const contractor = await person('contractor', 0);
    const f = [await person('freelancer', 1), await person('freelancer', 2), await person('freelancer', 3)];
    const job = async (status: string, approved: number) =>
      one(
        `INSERT INTO jobs (contractor_id, title, company, location, city, state, service_date, start_time, end_time,
                           payment_date, salary_cents, segment, required_people, approved_count, status)
         VALUES ($1, 'Garçom', 'Bar', 'Centro', 'São Paulo', 'SP', '2026-12-12', '18:00', '23:00', '2026-12-13', 15000,
                 'GARCOM', 2, $2, $3) RETURNING id`,
        [contractor, approved, status],
      );
    // Each insert of a job with places taken and its shifts is one transaction (the deferred check).
    const staffed = async (status: string, freelancers: string[]) =>
      database.rawTransaction(async (tx) => {
        const [row] = (
          await tx.query(
            `INSERT INTO jobs (contractor_id, title, company, location, city, state, service_date, start_time, end_time,
                               payment_date, salary_cents, segment, required_people, approved_count, status)
             VALUES ($1, 'Garçom', 'Bar', 'Centro', 'São Paulo', 'SP', '2026-12-12', '18:00', '23:00', '2026-12-13',
                     15000, 'GARCOM', 2, $2, $3) RETURNING id`,
            [contractor, freelancers.length, status],
          )
        ).rows;
        const jobId = String(row?.id);
        const shifts: string[] = [];
        for (const freelancerId of freelancers) {
          const [shift] = (
            await tx.query(
              `INSERT INTO job_applications (job_id, freelancer_id, status, application_cost, approved_at, decided_at)
               VALUES ($1, $2, 'approved', 15, now(), now()) RETURNING id`,
              [jobId, freelancerId],
            )
          ).rows;
          shifts.push(String(shift?.id));
        }
        return { jobId, shifts };
      });
    const filled = await staffed('filled', [f[0]!, f[1]!]);
    ids.filledJob = filled.jobId;
    ids.approved = filled.shifts[0]!;
    ids.concluded = filled.shifts[1]!;
    ids.waiting = await one(
      `INSERT INTO job_applications (job_id, freelancer_id, status, application_cost, decided_at, rejection_reason)
       VALUES ($1, $2, 'rejected', 15, now(), 'job_filled') RETURNING id`,
      [filled.jobId, f[2]],
    );
    const cancelled = await staffed('cancelled', [f[0]!]);
    ids.cancelledJob = cancelled.jobId;
    ids.refunded = cancelled.shifts[0]!;
    ids.attended = (await staffed('completed', [f[1]!])).shifts[0]!;
    ids.rejected = await one(
      `INSERT INTO job_applications (job_id, freelancer_id, status, application_cost, decided_at)
       VALUES ($1, $2, 'rejected', 15, now()) RETURNING id`,
      [await job('active', 0), f[0]],
    );
    // The agendas of 0015: the freelancer's copy (concluded there) and the contractor's of a job, and an own event.
    await q(
      `INSERT INTO agenda_items (user_id, job_id, application_id, title, date, start_time, end_time, type, status)
       VALUES ($1, $2, $3, 'Garçom', '2026-12-12', '18:00', '23:00', 'job', 'completed'),
              ($4, $2, NULL, 'Garçom', '2026-12-12', '18:00', '23:00', 'job', 'confirmed')`,
      [f[1], filled.jobId, ids.concluded, contractor],
    );
    ids.ownEvent = await one(
      `INSERT INTO agenda_items (user_id, title, date, start_time, end_time, type, status)
       VALUES ($1, 'Reunião', '2026-12-10', '10:00', '11:00', 'meeting', 'scheduled') RETURNING id`,
      [contractor],
    );
    await migrate(database);
  }, 120_000);
  afterAll(async () => database?.close());

  it('maps every shift to its one state, keeping every shift', async () => {
    const { rows } = await q(`SELECT id, status, rejection_reason FROM job_applications`);
    const state = new Map(rows.map((r) => [String(r.id), [r.status, r.rejection_reason]]));
    expect(state.size).toBe(6);
    expect(
      Object.fromEntries(
        Object.entries(ids)
          .filter(([k]) => state.has(ids[k]!))
          .map(([k, id]) => [k, state.get(id)]),
      ),
    ).toEqual({
      approved: ['approved', null],
      concluded: ['checked_out', null],
      waiting: ['waitlisted', null],
      refunded: ['job_cancelled', null],
      attended: ['attended', null],
      rejected: ['rejected', null],
    });
  });

  it('a cancelled job gave its places back; the others keep theirs', async () => {
    const { rows } = await q(`SELECT id, approved_count FROM jobs WHERE id IN ($1, $2)`, [
      ids.filledJob,
      ids.cancelledJob,
    ]);
    expect(Object.fromEntries(rows.map((r) => [String(r.id), Number(r.approved_count)]))).toEqual({
      [ids.filledJob!]: 2,
      [ids.cancelledJob!]: 0,
    });
  });

  it("drops the agendas' copies of jobs and keeps people's own events", async () => {
    const { rows } = await q(`SELECT id FROM agenda_items`);
    expect(rows.map((r) => String(r.id))).toEqual([ids.ownEvent]);
  });
});
