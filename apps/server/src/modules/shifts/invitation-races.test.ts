import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKED_STATES } from '@vamos/shared/shift-states';
import { selectRows } from '../../db/client.ts';
import { valueList } from '../../db/value-list.ts';
import { AppError } from '../../http/app-error.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  actorOf,
  applyAs,
  approveAs,
  createJob,
  grant,
  insertFreelancer,
  signupContractor,
  signupFreelancer,
} from '../../test/factories.ts';
import { balanceOf, ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addToTeam } from '../team/manage-team.ts';
import { acceptInvitation } from './answer-invitation.ts';
import { inviteToJob } from './invite-to-job.ts';

/**
 * Accepting an invitation races other ways into a job's places (decision 0037): on PostgreSQL the
 * requests truly overlap (PGlite serializes them). Whatever the order: never more booked than
 * places, each booked freelancer charged once, nobody else charged, no balance below 0.
 */
describe.each(TEST_DATABASES)('invitations racing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const placesOf = async (jobId: string) =>
    (
      await selectRows<{ approved: number; booked: number; status: string }>(
        t.deps.db,
        sql`SELECT j.approved_count AS approved, j.status,
                   (SELECT count(*)::int FROM job_applications a
                     WHERE a.job_id = j.id AND a.status IN ${valueList(BOOKED_STATES)}) AS booked
              FROM jobs j WHERE j.id = ${jobId}`,
      )
    )[0]!;
  const coinCharges = async (shiftId: string) =>
    (
      await selectRows<{ n: number }>(
        t.deps.db,
        sql`SELECT count(*)::int AS n FROM ledger_entries
             WHERE reference = ${`application:${shiftId}`} AND currency = 'coin' AND reason = 'application_approved'`,
      )
    )[0]!.n;

  it('30 invitations accepted at once on a job of 3 places: exactly 3 booked, balances exact', async () => {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 100);
    const job = await createJob(t, contractor, { required_people: 3 });
    const credits = await balanceOf(t, contractor.user.id, 'credit');
    const invited: { id: string; freelancer: Awaited<ReturnType<typeof insertFreelancer>> }[] = [];
    for (let i = 0; i < 30; i++) {
      const freelancer = await insertFreelancer(t, `Convidado ${i}`);
      await addToTeam(t.deps, actorOf(contractor), freelancer.id);
      const { id } = await inviteToJob(t.deps, actorOf(contractor), job.id, freelancer.id);
      invited.push({ id, freelancer });
    }

    const answers = await Promise.allSettled(invited.map((i) => acceptInvitation(t.deps, i.freelancer.actor, i.id)));
    const accepted = answers.filter((a) => a.status === 'fulfilled');
    expect(accepted).toHaveLength(3);
    for (const a of answers) {
      if (a.status === 'rejected') {
        expect(a.reason).toBeInstanceOf(AppError);
        expect(['JOB_FULL', 'INVITATION_NOT_AVAILABLE']).toContain((a.reason as AppError).code);
      }
    }

    expect(await placesOf(job.id)).toEqual({ approved: 3, booked: 3, status: 'filled' });
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits - 3);
    for (const [n, i] of invited.entries()) {
      const won = answers[n]!.status === 'fulfilled';
      expect(await balanceOf(t, i.freelancer.id, 'coin')).toBe(won ? 0 : 15);
      expect(await coinCharges(i.id)).toBe(won ? 1 : 0);
      const [row] = await selectRows<{ status: string; reason: string | null }>(
        t.deps.db,
        sql`SELECT status, rejection_reason AS reason FROM job_applications WHERE id = ${i.id}`,
      );
      expect(row).toEqual(
        won ? { status: 'approved', reason: null } : { status: 'rejected', reason: 'invitation_expired' },
      );
    }
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it.each([0, 1, 2, 3, 4])(
    "run %i: an accept, an approval and a 'Desistir' at once on the last places: never over-filled or overdrawn",
    async () => {
      const contractor = await signupContractor(t);
      await grant(t, contractor.user.id, 'credit', 10);
      const job = await createJob(t, contractor, { required_people: 2 });
      const [booked, other, applicant, member] = [
        await signupFreelancer(t),
        await signupFreelancer(t),
        await signupFreelancer(t),
        await signupFreelancer(t),
      ];
      const bookedId = (await applyAs(t, booked, job.id)).json<{ id: string }>().id;
      const otherId = (await applyAs(t, other, job.id)).json<{ id: string }>().id;
      const pendingId = (await applyAs(t, applicant, job.id)).json<{ id: string }>().id;
      expect((await approveAs(t, contractor, bookedId)).statusCode).toBe(200);
      await addToTeam(t.deps, actorOf(contractor), member.user.id);
      const invitationId = (await inviteToJob(t.deps, actorOf(contractor), job.id, member.user.id)).id;
      expect((await approveAs(t, contractor, otherId)).statusCode).toBe(200);
      // Full: the invitation lapsed and the applicant waits. Now one gives up while both others try.
      const answers = await Promise.all([
        t.request({
          method: 'POST',
          url: `/api/freelancer/applications/${bookedId}/withdraw`,
          cookie: booked.cookie,
        }),
        approveAs(t, contractor, pendingId),
        t.request({ method: 'POST', url: `/api/freelancer/invitations/${invitationId}/accept`, cookie: member.cookie }),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      expect(answers[0]!.statusCode).toBe(200);

      const places = await placesOf(job.id);
      expect(places.booked).toBe(places.approved);
      expect(places.approved).toBeLessThanOrEqual(2);
      for (const [shiftId, who] of [
        [pendingId, applicant],
        [invitationId, member],
      ] as const) {
        const charges = await coinCharges(shiftId);
        expect(charges).toBeLessThanOrEqual(1);
        expect(await balanceOf(t, who.user.id, 'coin')).toBe(15 - 15 * charges);
      }
      expect(await balanceOf(t, contractor.user.id, 'credit')).toBeGreaterThanOrEqual(0);
      expect(await ledgerInvariantViolations(t)).toEqual([]);
    },
  );

  it.each([0, 1, 2, 3, 4])(
    'run %i: with a free place, an accept and an approval race for it while another gives up: at most the places',
    async () => {
      const contractor = await signupContractor(t);
      await grant(t, contractor.user.id, 'credit', 10);
      const job = await createJob(t, contractor, { required_people: 2 });
      const [booked, applicant, member] = [
        await signupFreelancer(t),
        await signupFreelancer(t),
        await signupFreelancer(t),
      ];
      const bookedId = (await applyAs(t, booked, job.id)).json<{ id: string }>().id;
      const pendingId = (await applyAs(t, applicant, job.id)).json<{ id: string }>().id;
      expect((await approveAs(t, contractor, bookedId)).statusCode).toBe(200);
      await addToTeam(t.deps, actorOf(contractor), member.user.id);
      const invitationId = (await inviteToJob(t.deps, actorOf(contractor), job.id, member.user.id)).id;

      const answers = await Promise.all([
        t.request({ method: 'POST', url: `/api/freelancer/invitations/${invitationId}/accept`, cookie: member.cookie }),
        approveAs(t, contractor, pendingId),
        t.request({
          method: 'POST',
          url: `/api/freelancer/applications/${bookedId}/withdraw`,
          cookie: booked.cookie,
        }),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      const places = await placesOf(job.id);
      expect(places.booked).toBe(places.approved);
      expect(places.approved).toBeLessThanOrEqual(2);
      // The withdrawal gave a place back: whatever the order, accept and approval both fit.
      expect(answers[0]!.statusCode === 200 || answers[1]!.statusCode === 200).toBe(true);
      const charged = (await coinCharges(invitationId)) + (await coinCharges(pendingId));
      expect(charged).toBe([answers[0]!, answers[1]!].filter((r) => r.statusCode === 200).length);
      expect(await balanceOf(t, contractor.user.id, 'credit')).toBeGreaterThanOrEqual(0);
      expect(await ledgerInvariantViolations(t)).toEqual([]);
    },
  );
});
