import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKED_STATES } from '@vamos/shared/shift-states';
import { selectRows } from '../../db/client.ts';
import { valueList } from '../../db/value-list.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { applyAs, approveAs, createJob, grant, signupContractor, signupFreelancer } from '../../test/factories.ts';
import { balanceOf, ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { debit } from '../wallet/wallet.service.ts';

/**
 * A job of 2 places, both booked, with 2 reserves and 1 pending applicant, and a contractor with no
 * credit left: both booked freelancers give up while the contractor approves the pending one, at
 * once. On PostgreSQL the three requests truly overlap (PGlite serializes them). Whatever the order:
 * never more booked than places, no balance below 0, each reserve promoted at most once and
 * charged at most once, the ledger balanced.
 */
describe.each(TEST_DATABASES)("'Desistir' racing promotions and an approval on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it.each([0, 1, 2, 3, 4])(
    'run %i: never over-filled, nothing overdrawn, each reserve promoted at most once',
    async () => {
      const contractor = await signupContractor(t);
      await grant(t, contractor.user.id, 'credit', 3);
      const job = await createJob(t, contractor, { required_people: 2 });
      const shifts: { cookie: string; userId: string; id: string }[] = [];
      for (let i = 0; i < 5; i++) {
        const freelancer = await signupFreelancer(t);
        const res = await applyAs(t, freelancer, job.id);
        shifts.push({ cookie: freelancer.cookie, userId: freelancer.user.id, id: res.json<{ id: string }>().id });
      }
      const [a, b, r1, r2, pending] = shifts as [
        (typeof shifts)[0],
        (typeof shifts)[0],
        (typeof shifts)[0],
        (typeof shifts)[0],
        (typeof shifts)[0],
      ];
      for (const r of [r1, r2]) {
        const res = await t.request({
          method: 'POST',
          url: `/api/contractor/applications/${r.id}/reserve`,
          cookie: contractor.cookie,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      for (const s of [a, b]) expect((await approveAs(t, contractor, s.id)).statusCode).toBe(200);
      // The contractor's credits are spent elsewhere: only the withdrawals' refunds can pay for what follows.
      const left = await balanceOf(t, contractor.user.id, 'credit');
      if (left > 0) {
        await t.deps.db.transaction((tx) =>
          debit(tx, {
            userId: contractor.user.id,
            currency: 'credit',
            amount: left,
            reason: 'test_grant',
            idempotencyKey: randomUUID(),
          }),
        );
      }

      const answers = await Promise.all([
        t.request({ method: 'POST', url: `/api/freelancer/applications/${a.id}/withdraw`, cookie: a.cookie }),
        approveAs(t, contractor, pending.id),
        t.request({ method: 'POST', url: `/api/freelancer/applications/${b.id}/withdraw`, cookie: b.cookie }),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      expect(answers[0]!.statusCode).toBe(200);
      expect(answers[2]!.statusCode).toBe(200);

      const [row] = await selectRows<{ approved: number; booked: number; required: number }>(
        t.deps.db,
        sql`SELECT j.approved_count AS approved, j.required_people AS required,
                 (SELECT count(*)::int FROM job_applications a
                   WHERE a.job_id = j.id AND a.status IN ${valueList(BOOKED_STATES)}) AS booked
            FROM jobs j WHERE j.id = ${job.id}`,
      );
      expect(row!.booked).toBe(row!.approved);
      expect(row!.approved).toBeLessThanOrEqual(row!.required);
      // Both places came back with credits to pay for them: the two reserves took them.
      expect(row!.approved).toBe(2);
      for (const r of [r1, r2]) {
        const moves = await selectRows<{ move: string }>(
          t.deps.db,
          sql`SELECT move FROM shift_moves WHERE shift_id = ${r.id} AND move = 'promote'`,
        );
        expect(moves.length).toBeLessThanOrEqual(1);
        const charges = await selectRows<{ n: number }>(
          t.deps.db,
          sql`SELECT count(*)::int AS n FROM ledger_entries WHERE reference = ${`application:${r.id}`} AND currency = 'coin'`,
        );
        expect(charges[0]!.n).toBe(moves.length);
        expect(await balanceOf(t, r.userId, 'coin')).toBeGreaterThanOrEqual(0);
      }
      expect(await balanceOf(t, contractor.user.id, 'credit')).toBeGreaterThanOrEqual(0);
      expect(await ledgerInvariantViolations(t)).toEqual([]);
    },
  );
});
