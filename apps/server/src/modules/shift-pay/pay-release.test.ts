import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MAX_ATTEMPTS, RELEASE_AFTER_SHIFT_HOURS } from '@vamos/shared/guaranteed-pay';
import { shiftWindow } from '@vamos/shared/dates';
import type { Earnings } from '@vamos/shared/schemas/guaranteed-pay';
import { selectRows } from '../../db/client.ts';
import { jobApplications, localPixTransfers, notifications, shiftRefunds } from '../../db/schema.ts';
import { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  actorOf,
  createJob,
  daysFromToday,
  moveShift as moveJobInTime,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import * as money from '../../test/guaranteed-pay.ts';
import { fundPlace, guaranteedPayApp } from '../../test/guaranteed-pay.ts';
import type { TestApp } from '../../test/test-app.ts';
import { completeJob } from '../jobs/complete-job.ts';
import { LEDGER_ACCOUNTS, ledgerTotal } from '../money-ledger/money-ledger.service.ts';
import { handleTransferEvent } from '../payouts/handle-transfer-event.ts';
import { sendDuePayouts } from '../payouts/payouts.service.ts';
import { markNoShow } from '../shifts/mark-no-show.ts';
import { runPayPass } from './pay-worker.ts';
import { settleDuePay } from './settle-pay.ts';

const HOUR = 3_600_000;

/**
 * Guaranteed pay's second half (issue 27, decision 0044), on both databases: a held place's money
 * released to its freelancer at the contractor's 'Concluir Serviço' or 24 h after the shift, its
 * pay-out sent by PIX to their key (retried, given up, sent again to a new key, returned), 'Meus
 * ganhos', and the ledger summing to zero after each.
 */
describe.each(TEST_DATABASES)('guaranteed pay released and paid out on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  let contractor: SignedUpUser;
  beforeAll(async () => {
    ({ t, local, contractor } = await guaranteedPayApp(kind));
  });
  afterAll(async () => {
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    await t.close();
  });

  const get = (u: SignedUpUser, url: string) => t.request({ method: 'GET', url, cookie: u.cookie });
  const placeOf = (shiftId: string) => money.placeOf(t, shiftId);
  const stateOf = (shiftId: string) => money.stateOf(t, shiftId);
  const payoutOf = (shiftId: string) => money.payoutOf(t, shiftId);
  const transfersOf = async (payoutId: string) =>
    (await t.deps.db.select().from(localPixTransfers)).filter((row) =>
      row.externalReference.startsWith(`payout:${payoutId}:`),
    );
  const noticesOf = async (userId: string, kind: string) =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (n) => n.kind === kind,
    );
  const balance = (account: string) => money.balanceOfAccount(t, account);
  const saveKey = (f: SignedUpUser, email: string) =>
    t.request({
      method: 'PUT',
      url: '/api/freelancer/pix-key',
      cookie: f.cookie,
      payload: { key_type: 'email', key: email },
    });

  /** A paid place (R$ 180,00, fee R$ 18,00) whose shift was yesterday, 10:00–14:00. */
  async function fundedPlace({ withKey = true } = {}) {
    const place = await fundPlace(t, local, contractor, { withKey });
    const when = { service_date: daysFromToday(-1), start_time: '10:00', end_time: '14:00' };
    await moveJobInTime(t, place.job.id, when);
    const endsAt = shiftWindow({ serviceDate: when.service_date, startTime: '10:00', endTime: '14:00' }).endsAt;
    return { ...place, endsAt };
  }

  it("'Concluir Serviço' releases the pay at once: the freelancer's PIX goes out and 'Meus ganhos' shows it", async () => {
    const { job, f, shiftId } = await fundedPlace();
    const clearingBefore = await balance(LEDGER_ACCOUNTS.clearing);
    const feesBefore = await balance(LEDGER_ACCOUNTS.fees);

    await completeJob(t.deps, actorOf(contractor), job.id);
    expect((await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, shiftId)))[0]?.status).toBe(
      'attended',
    );
    const pass = await runPayPass(t.deps);
    expect(pass).toMatchObject({ settled: 1, sent: 1 });

    expect(await placeOf(shiftId)).toMatchObject({ status: 'released', releasedAt: expect.any(Date) });
    const payout = await payoutOf(shiftId);
    expect(payout).toMatchObject({ status: 'sent', amountCents: 18_000, attempt: 1, pixKeyType: 'email' });
    expect(payout?.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
    const [transfer] = await transfersOf(payout!.id);
    expect(transfer).toMatchObject({
      amountCents: 18_000,
      status: 'done',
      externalReference: `payout:${payout!.id}:1`,
    });

    // Every cent: the contractor's held money is gone, the fee is ours, the value left the provider.
    expect(await balance(LEDGER_ACCOUNTS.contractorHeld(contractor.user.id))).toBe(0);
    expect(await balance(LEDGER_ACCOUNTS.freelancerPayable(f.user.id))).toBe(0);
    expect((await balance(LEDGER_ACCOUNTS.fees)) - feesBefore).toBe(-1_800);
    expect((await balance(LEDGER_ACCOUNTS.clearing)) - clearingBefore).toBe(-18_000);
    expect(await ledgerTotal(t.deps.db)).toBe(0);

    // A second pass, and the job's details say where the money is.
    expect(await runPayPass(t.deps)).toMatchObject({ settled: 0, sent: 0 });
    expect((await transfersOf(payout!.id)).length).toBe(1);
    const details = (await get(contractor, `/api/contractor/jobs/${job.id}`)).json();
    expect(details.applications.find((a: { id: string }) => a.id === shiftId)).toMatchObject({
      pay: { status: 'released', released_at: expect.any(String) },
    });

    // The freelancer is told, once, and 'Meus ganhos' lists the pay-out with its end-to-end id.
    expect(await noticesOf(f.user.id, 'payout_sent')).toHaveLength(1);
    const earnings = await get(f, '/api/freelancer/earnings');
    expect(earnings.statusCode).toBe(200);
    expect(earnings.json()).toMatchObject({
      total_sent_cents: 18_000,
      pending_cents: 0,
      has_pix_key: true,
      payouts: [
        {
          id: payout!.id,
          job_id: job.id,
          job_title: job.title,
          amount_cents: 18_000,
          status: 'sent',
          end_to_end_id: payout!.endToEndId,
        },
      ],
    });
    // Another month has none of it; a month that is not one is refused in Portuguese.
    expect((await get(f, '/api/freelancer/earnings?month=2020-01')).json()).toMatchObject({
      payouts: [],
      total_sent_cents: 0,
    });
    const bad = await get(f, '/api/freelancer/earnings?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('AAAA-MM');
    // Only freelancers have earnings.
    expect((await get(contractor, '/api/freelancer/earnings')).statusCode).toBe(403);
  });

  it('without a word from the contractor, the pay is released 24 h after the end; not before, and never to an absent one', async () => {
    const { shiftId, endsAt } = await fundedPlace();
    const absent = await fundedPlace();
    await t.deps.db.update(jobApplications).set({ status: 'no_show' }).where(eq(jobApplications.id, absent.shiftId));

    const almost = new Date(endsAt.getTime() + RELEASE_AFTER_SHIFT_HOURS * HOUR - 60_000);
    await runPayPass(t.deps, { now: almost });
    expect(await placeOf(shiftId)).toMatchObject({ status: 'held' });

    const due = new Date(endsAt.getTime() + RELEASE_AFTER_SHIFT_HOURS * HOUR);
    await runPayPass(t.deps, { now: due });
    expect(await placeOf(shiftId)).toMatchObject({ status: 'released' });
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'sent' });
    // Marked absent: the money stays held (its refund or dispute is the no-show's to decide).
    expect(await placeOf(absent.shiftId)).toMatchObject({ status: 'held' });
    expect(await payoutOf(absent.shiftId)).toBeUndefined();
    expect(await ledgerTotal(t.deps.db)).toBe(0);
  });

  it('a freelancer without a PIX key is paid as soon as they save one', async () => {
    const { job, f, shiftId } = await fundedPlace({ withKey: false });
    await completeJob(t.deps, actorOf(contractor), job.id);
    await runPayPass(t.deps);
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'waiting_key' });
    expect((await get(f, '/api/freelancer/earnings')).json()).toMatchObject({
      has_pix_key: false,
      pending_cents: 18_000,
      payouts: [{ status: 'waiting_key' }],
    });

    expect((await saveKey(f, 'maria.recebe@gmail.com')).statusCode).toBe(200);
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'queued' });
    await runPayPass(t.deps);
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'sent', pixKey: 'maria.recebe@gmail.com' });
    expect(await balance(LEDGER_ACCOUNTS.freelancerPayable(f.user.id))).toBe(0);
  });

  it('a refused transfer is tried again with a new reference after a back-off, then given up; a new key sends it', async () => {
    const { job, f, shiftId } = await fundedPlace();
    await completeJob(t.deps, actorOf(contractor), job.id);
    let now = new Date();
    for (let attempt = 1; attempt <= PAYOUT_MAX_ATTEMPTS; attempt += 1) {
      local.failNextTransfer('Chave PIX não encontrada');
      await runPayPass(t.deps, { now });
      // Nothing is tried again before its back-off.
      await runPayPass(t.deps, { now });
      now = new Date(now.getTime() + 2 * HOUR);
    }
    const failed = await payoutOf(shiftId);
    expect(failed).toMatchObject({
      status: 'failed',
      attempt: PAYOUT_MAX_ATTEMPTS,
      failReason: 'Chave PIX não encontrada',
    });
    const references = (await transfersOf(failed!.id)).map((row) => row.externalReference).sort();
    expect(references).toEqual(Array.from({ length: PAYOUT_MAX_ATTEMPTS }, (_, i) => `payout:${failed!.id}:${i + 1}`));
    expect(await noticesOf(f.user.id, 'payout_failed')).toHaveLength(1);
    expect((await get(f, '/api/freelancer/earnings')).json().payouts[0]).toMatchObject({ status: 'failed' });
    // Still owed to the freelancer, and still at the provider.
    expect(await balance(LEDGER_ACCOUNTS.freelancerPayable(f.user.id))).toBe(-18_000);

    // 'Tentar novamente' (the key checked), tapped twice: one new attempt, sent.
    for (let tap = 0; tap < 2; tap += 1) {
      const retry = await t.request({
        method: 'POST',
        url: `/api/freelancer/payouts/${failed!.id}/retry`,
        cookie: f.cookie,
      });
      expect(retry.statusCode).toBe(204);
    }
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'queued', attempt: PAYOUT_MAX_ATTEMPTS + 1 });
    await runPayPass(t.deps, { now });
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'sent', attempt: PAYOUT_MAX_ATTEMPTS + 1 });
    expect(await balance(LEDGER_ACCOUNTS.freelancerPayable(f.user.id))).toBe(0);
    // Someone else's pay-out, or none, is not found.
    const other = await signupFreelancer(t);
    const foreign = await t.request({
      method: 'POST',
      url: `/api/freelancer/payouts/${failed!.id}/retry`,
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const junk = await t.request({ method: 'POST', url: '/api/freelancer/payouts/nao-existe/retry', cookie: f.cookie });
    expect(junk.statusCode).toBe(404);
  });

  it('a sent PIX returned by the bank is booked back and sent again', async () => {
    const { job, f, shiftId } = await fundedPlace();
    await completeJob(t.deps, actorOf(contractor), job.id);
    await runPayPass(t.deps);
    const sent = await payoutOf(shiftId);
    expect(sent).toMatchObject({ status: 'sent' });

    // The dev page (as Asaas's TRANSFER_FAILED) says the done transfer failed after all, twice.
    expect(await local.failTransfer(sent!.providerTransferId!, 'Conta destino encerrada')).toBe(true);
    await handleTransferEvent(t.deps, { providerTransferId: sent!.providerTransferId!, externalReference: null });
    await handleTransferEvent(t.deps, { providerTransferId: sent!.providerTransferId!, externalReference: null });
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'queued', attempt: 2, endToEndId: null });
    expect(await balance(LEDGER_ACCOUNTS.freelancerPayable(f.user.id))).toBe(-18_000);
    expect(await ledgerTotal(t.deps.db)).toBe(0);

    await runPayPass(t.deps, { now: new Date(Date.now() + 2 * HOUR) });
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'sent', attempt: 2 });
    expect(await balance(LEDGER_ACCOUNTS.freelancerPayable(f.user.id))).toBe(0);
    expect(await noticesOf(f.user.id, 'payout_sent')).toHaveLength(2);
  });

  it('50 passes at once over one queued pay-out send one transfer, and book it once', async () => {
    const { job, shiftId } = await fundedPlace();
    await completeJob(t.deps, actorOf(contractor), job.id);
    expect(await settleDuePay(t.deps)).toBe(1);
    const payout = await payoutOf(shiftId);
    expect(payout).toMatchObject({ status: 'queued' });

    await Promise.all(Array.from({ length: 50 }, () => sendDuePayouts(t.deps, { ids: [payout!.id] })));
    expect(await transfersOf(payout!.id)).toHaveLength(1);
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'sent' });
    const entries = await selectRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM money_entries WHERE idempotency_key = ${`payout:${payout!.id}:1`}`,
    );
    expect(entries[0]?.n).toBe(1);
    expect(await noticesOf(payout!.freelancerId, 'payout_sent')).toHaveLength(1);
  });

  it("'Meus ganhos' lists two pay-outs made in the same instant in the order they were made", async () => {
    const first = await fundedPlace();
    const job = await createJob(t, contractor, {
      guaranteed_pay: true,
      salary_cents: 18_000,
      service_date: daysFromToday(4),
    });
    const second = await fundPlace(t, local, contractor, { job, freelancer: first.f });
    await moveJobInTime(t, job.id, { service_date: daysFromToday(-2), start_time: '10:00', end_time: '14:00' });
    await completeJob(t.deps, actorOf(contractor), first.job.id);
    await runPayPass(t.deps);
    await completeJob(t.deps, actorOf(contractor), job.id);
    await runPayPass(t.deps);
    const older = await payoutOf(first.shiftId);
    const newer = await payoutOf(second.shiftId);
    expect([older?.status, newer?.status]).toEqual(['sent', 'sent']);
    // Two pay-outs made in the same instant (PGlite's clock counts milliseconds) still list newest first,
    // whichever of the two rows was written last.
    for (const order of [
      [older!.id, newer!.id],
      [newer!.id, older!.id],
    ]) {
      const instant = new Date().toISOString();
      for (const id of order) {
        await t.deps.db.execute(sql`UPDATE payouts SET created_at = ${instant}::timestamptz WHERE id = ${id}`);
      }
      const earnings = (await get(first.f, '/api/freelancer/earnings')).json<Earnings>();
      expect(earnings.payouts.map((p) => p.id)).toEqual([newer!.id, older!.id]);
    }
  });

  it('a release racing a no-show and a cancellation ends in exactly one of them', async () => {
    for (let round = 0; round < 4; round += 1) {
      const disputed = await fundedPlace();
      const cancelled = await fundedPlace();
      const releaseAt = disputed.endsAt.getTime() + RELEASE_AFTER_SHIFT_HOURS * HOUR;
      const [, mark, cancel] = await Promise.all([
        runPayPass(t.deps, { now: new Date(releaseAt + 60_000) }),
        markNoShow(t.deps, actorOf(contractor), disputed.shiftId, new Date(releaseAt - 60_000)).then(
          () => 'marked',
          (error: { code?: string }) => error.code,
        ),
        t.request({
          method: 'POST',
          url: `/api/contractor/jobs/${cancelled.job.id}/cancel`,
          cookie: contractor.cookie,
          payload: {},
        }),
      ]);
      expect(cancel.statusCode).toBe(204);
      // Settle what the cancellation decided, if it came after the pass.
      await runPayPass(t.deps, { now: new Date(releaseAt + 120_000) });

      const disputedPlace = await placeOf(disputed.shiftId);
      const disputedState = await stateOf(disputed.shiftId);
      if (mark === 'marked') {
        expect([disputedPlace?.status, disputedState]).toEqual(['held', 'no_show']);
        expect(await payoutOf(disputed.shiftId)).toBeUndefined();
      } else {
        expect(mark).toBe('NO_SHOW_TOO_LATE');
        expect([disputedPlace?.status, disputedState]).toEqual(['released', 'approved']);
      }

      const cancelledPlace = await placeOf(cancelled.shiftId);
      const refunds = await t.deps.db.select().from(shiftRefunds).where(eq(shiftRefunds.shiftId, cancelled.shiftId));
      if (cancelledPlace?.status === 'released') {
        expect(await payoutOf(cancelled.shiftId)).toMatchObject({ amountCents: 18_000 });
        expect(refunds).toEqual([]);
      } else {
        expect(cancelledPlace?.status).toBe('compensated');
        expect(await payoutOf(cancelled.shiftId)).toMatchObject({ amountCents: 9_000 });
        expect(refunds).toEqual([expect.objectContaining({ amountCents: 9_900 })]);
      }
    }
    expect(await ledgerTotal(t.deps.db)).toBe(0);
  });
});
