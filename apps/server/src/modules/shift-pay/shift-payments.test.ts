import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import type { ContractorShiftPayments, ShiftPayment } from '@vamos/shared/schemas/shift-payments';
import { localPixCharges, payments, payouts, shiftRefunds } from '../../db/schema.ts';
import { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  actorOf,
  addManager,
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  moveShift as moveJobInTime,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
  shiftStartingIn,
} from '../../test/factories.ts';
import { fundPlace, type FundedPlace } from '../../test/guaranteed-pay.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeJob } from '../jobs/complete-job.ts';
import { handleProviderEvent } from '../payments/handle-provider-event.ts';
import { sweepPayments } from '../payments/payment-sweeper.ts';
import { contestNoShow } from '../shifts/contest-no-show.ts';
import { markNoShow } from '../shifts/mark-no-show.ts';
import { runPayPass } from './pay-worker.ts';
import { settleDuePay } from './settle-pay.ts';

const MINUTE = 60_000;
/** Every charge of these tests is dated in November 2026 (São Paulo), whenever the test runs. */
const MONTH = '2026-11';
const IN_MONTH = new Date('2026-11-15T15:00:00.000Z');

/** A shift's date and times in São Paulo (UTC−3) for a start `hours` from now (negative: ago), 4 h long. */
const startingIn = (hours: number) => shiftStartingIn(hours * 60);

/** Today's date as a refund's 'Reembolsado em' says it (São Paulo's calendar). */
const refundedToday = () => `Reembolsado em ${daysFromToday(0).split('-').reverse().join('/')}`;

/**
 * 'Pagamentos de vagas' (issue 27), on both databases: every PIX charge a company paid for its
 * guaranteed-pay places in a month, wherever its money went — held, released and paid out,
 * compensated, refunded (sent, on its way, failed), in dispute, paid after its hold lapsed — with the
 * right words and the month's sums; the owner's and the managers', nobody else's.
 */
describe.each(TEST_DATABASES)('the company’s shift payments on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      GUARANTEED_PAY: 'true',
      GUARANTEED_PAY_FEE_PERCENT: '10',
      GUARANTEED_PAY_LATE_CANCEL_SHARE_PERCENT: '50',
    });
    if (!(t.deps.payments instanceof LocalPixProvider)) throw new Error('expected the local provider by default');
    local = t.deps.payments;
  });
  afterAll(async () => t.close());

  const get = (u: SignedUpUser | null, url: string) =>
    t.request({ method: 'GET', url, ...(u ? { cookie: u.cookie } : {}) });
  const list = async (u: SignedUpUser, month = MONTH) => {
    const res = await get(u, `/api/contractor/shift-payments?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ContractorShiftPayments>();
  };
  const cancel = (company: SignedUpUser, jobId: string) =>
    t.request({ method: 'POST', url: `/api/contractor/jobs/${jobId}/cancel`, cookie: company.cookie, payload: {} });
  /** Dates the company's confirmed charges at `at`, so the month they belong to does not depend on today. */
  const dateCharges = async (ids: string[], at = IN_MONTH) => {
    await t.deps.db.update(payments).set({ confirmedAt: at }).where(inArray(payments.id, ids));
  };

  async function newCompany() {
    const company = await signupContractor(t);
    await grant(t, company.user.id, 'credit', 20);
    return company;
  }

  /** A place whose charge came after its hold had lapsed: the place is pending again, the money goes back. */
  async function paidAfterLapse(company: SignedUpUser) {
    const job = await createJob(t, company, { guaranteed_pay: true, salary_cents: 18_000 });
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 20);
    const shiftId = (await applyAs(t, f, job.id)).json<{ id: string }>().id;
    const paymentId: string = (await approveAs(t, company, shiftId)).json().funding.payment.id;
    await t.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, paymentId));
    await sweepPayments(t.deps);
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    await t.deps.db
      .update(localPixCharges)
      .set({ status: 'confirmed' })
      .where(eq(localPixCharges.id, charge!.providerPaymentId!));
    await handleProviderEvent(t.deps, {
      eventId: `evt_late_${paymentId}`,
      eventType: 'PAYMENT_CONFIRMED',
      providerPaymentId: charge!.providerPaymentId!,
    });
    return { job, shiftId, paymentId };
  }

  it('lists every charge of the month with where its money is, in words, and the sums', async () => {
    const company = await newCompany();
    const other = await newCompany();

    // Worked and concluded: released and paid out by PIX (its receipt).
    const worked = await fundPlace(t, local, company);
    await moveJobInTime(t, worked.job.id, { service_date: daysFromToday(-1), start_time: '10:00', end_time: '14:00' });
    await completeJob(t.deps, actorOf(company), worked.job.id);
    // Cancelled more than 24 h ahead: refunded whole.
    const early = await fundPlace(t, local, company);
    expect((await cancel(company, early.job.id)).statusCode).toBe(204);
    // Cancelled less than 24 h ahead: half to the freelancer, the rest back.
    const late = await fundPlace(t, local, company);
    await moveJobInTime(t, late.job.id, startingIn(10));
    expect((await cancel(company, late.job.id)).statusCode).toBe(204);
    // Contested no-show: held in dispute.
    const contested = await fundPlace(t, local, company);
    await moveJobInTime(t, contested.job.id, startingIn(-2));
    await markNoShow(t.deps, actorOf(company), contested.shiftId, new Date(Date.now() - 30 * MINUTE));
    await contestNoShow(t.deps, actorOf(contested.f), contested.shiftId, 'Eu estava lá, cheguei às 18h.');
    // The refund of this one will be refused for good.
    const failing = await fundPlace(t, local, company);
    expect((await cancel(company, failing.job.id)).statusCode).toBe(204);
    const lapsed = await paidAfterLapse(company);
    await runPayPass(t.deps);
    await t.deps.db
      .update(shiftRefunds)
      .set({ status: 'failed', refundedAt: null })
      .where(eq(shiftRefunds.shiftId, failing.shiftId));

    // Given up after the pass: the refund is decided, not sent yet.
    const withdrawn = await fundPlace(t, local, company);
    const gaveUp = await t.request({
      method: 'POST',
      url: `/api/freelancer/applications/${withdrawn.shiftId}/withdraw`,
      cookie: withdrawn.f.cookie,
      payload: {},
    });
    expect(gaveUp.statusCode, gaveUp.body).toBe(200);
    await settleDuePay(t.deps);
    // Paid and waiting for its shift; and a place awaiting its charge, which is no payment yet.
    const held = await fundPlace(t, local, company);
    const unpaidJob = await createJob(t, company, { guaranteed_pay: true, salary_cents: 18_000 });
    const unpaidFreelancer = await signupFreelancer(t);
    await grant(t, unpaidFreelancer.user.id, 'coin', 20);
    const unpaidShift = (await applyAs(t, unpaidFreelancer, unpaidJob.id)).json<{ id: string }>().id;
    expect((await approveAs(t, company, unpaidShift)).statusCode).toBe(200);
    // Another company's paid place.
    const theirs = await fundPlace(t, local, other);

    const places: FundedPlace[] = [worked, early, late, contested, failing, withdrawn, held];
    // Oldest first: dated a minute apart in the order they were made.
    for (const [index, id] of [
      ...places.slice(0, 5).map((p) => p.paymentId),
      lapsed.paymentId,
      withdrawn.paymentId,
      held.paymentId,
    ].entries()) {
      await dateCharges([id], new Date(IN_MONTH.getTime() + index * MINUTE));
    }
    await dateCharges([theirs.paymentId]);

    const [payout] = await t.deps.db.select().from(payouts).where(eq(payouts.shiftId, worked.shiftId));
    const [latePayout] = await t.deps.db.select().from(payouts).where(eq(payouts.shiftId, late.shiftId));
    expect(payout).toMatchObject({ status: 'sent' });
    expect(latePayout).toMatchObject({ status: 'sent', amountCents: 9_000 });

    const listed = await list(company);
    const charge = (shiftId: string, jobId: string, title: string) => ({
      shift_id: shiftId,
      job: { id: jobId, title, service_date: expect.any(String) },
      freelancer_name: 'Maria da Silva',
      total_cents: 19_800,
      value_cents: 18_000,
      fee_cents: 1_800,
    });
    const of = (place: FundedPlace) => charge(place.shiftId, place.job.id, place.job.title);
    const refund = (amount: number, reason: string, reasonText: string, status: string, statusText: string) => ({
      amount_cents: amount,
      reason,
      reason_text: reasonText,
      status,
      status_text: statusText,
      refunded_at: status === 'done' ? expect.any(String) : null,
    });
    expect(listed.month).toBe(MONTH);
    expect(listed.payments).toEqual([
      {
        ...of(worked),
        payment_id: worked.paymentId,
        paid_at: IN_MONTH.toISOString(),
        status: 'released',
        refund: null,
        payout_id: payout!.id,
      },
      {
        ...of(early),
        payment_id: early.paymentId,
        paid_at: expect.any(String),
        status: 'refunded',
        refund: refund(
          19_800,
          'job_cancelled',
          'Vaga cancelada com mais de 24 h de antecedência',
          'done',
          refundedToday(),
        ),
        payout_id: null,
      },
      {
        ...of(late),
        payment_id: late.paymentId,
        paid_at: expect.any(String),
        status: 'compensated',
        refund: refund(
          9_900,
          'job_cancelled_late',
          'Vaga cancelada com menos de 24 h de antecedência: o freelancer recebeu a parte combinada',
          'done',
          refundedToday(),
        ),
        payout_id: latePayout!.id,
      },
      {
        ...of(contested),
        payment_id: contested.paymentId,
        paid_at: expect.any(String),
        status: 'disputed',
        refund: null,
        payout_id: null,
      },
      {
        ...of(failing),
        payment_id: failing.paymentId,
        paid_at: expect.any(String),
        status: 'refunded',
        refund: refund(
          19_800,
          'job_cancelled',
          'Vaga cancelada com mais de 24 h de antecedência',
          'failed',
          'Reembolso com problema: nossa equipe vai resolver',
        ),
        payout_id: null,
      },
      {
        ...charge(lapsed.shiftId, lapsed.job.id, lapsed.job.title),
        payment_id: lapsed.paymentId,
        paid_at: expect.any(String),
        status: 'refunded',
        refund: refund(
          19_800,
          'paid_after_lapse',
          'O PIX chegou depois dos 30 minutos da reserva',
          'done',
          refundedToday(),
        ),
        payout_id: null,
      },
      {
        ...of(withdrawn),
        payment_id: withdrawn.paymentId,
        paid_at: expect.any(String),
        status: 'refunded',
        refund: refund(19_800, 'withdrawn', 'O freelancer desistiu da vaga', 'queued', 'Reembolso em andamento'),
        payout_id: null,
      },
      {
        ...of(held),
        payment_id: held.paymentId,
        paid_at: expect.any(String),
        status: 'held',
        refund: null,
        payout_id: null,
      },
    ]);
    const paid = 8 * 19_800;
    expect(listed.totals).toEqual({
      paid_cents: paid,
      refunded_cents: 4 * 19_800 + 9_900,
      released_cents: 18_000 + 9_000,
      fees_cents: 1_800 + 900,
      held_cents: 2 * 19_800,
    });
    const { refunded_cents, released_cents, fees_cents, held_cents } = listed.totals;
    expect(refunded_cents + released_cents + fees_cents + held_cents).toBe(paid);

    // The company's managers read the same; the other company only its own.
    const manager = await addManager(t, company);
    expect(await list(manager)).toEqual(listed);
    const theirList = await list(other);
    expect(theirList.payments.map((p: ShiftPayment) => p.payment_id)).toEqual([theirs.paymentId]);
    expect(theirList.totals).toEqual({
      paid_cents: 19_800,
      refunded_cents: 0,
      released_cents: 0,
      fees_cents: 0,
      held_cents: 19_800,
    });
  });

  it("a charge belongs to the month of São Paulo's calendar in which it was confirmed", async () => {
    const company = await newCompany();
    const place = await fundPlace(t, local, company);
    // 31/10/2026 23:59 in São Paulo is 01/11/2026 02:59 UTC: October's.
    await dateCharges([place.paymentId], new Date('2026-11-01T02:59:00.000Z'));
    expect((await list(company, '2026-10')).payments.map((p) => p.payment_id)).toEqual([place.paymentId]);
    expect((await list(company, '2026-11')).payments).toEqual([]);
    await dateCharges([place.paymentId], new Date('2026-11-01T03:00:00.000Z'));
    expect((await list(company, '2026-10')).payments).toEqual([]);
    expect((await list(company, '2026-11')).totals).toMatchObject({ paid_cents: 19_800, held_cents: 19_800 });
  });

  it('refuses a month that is not one, a freelancer and a visitor', async () => {
    const company = await newCompany();
    for (const query of ['?month=2026-13', '?month=11-2026', '?month=2019-12', '']) {
      const res = await get(company, `/api/contractor/shift-payments${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Informe o mês no formato AAAA-MM.');
    }
    const f = await signupFreelancer(t);
    expect((await get(f, `/api/contractor/shift-payments?month=${MONTH}`)).statusCode).toBe(403);
    const anonymous = await get(null, `/api/contractor/shift-payments?month=${MONTH}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({ code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED });
  });
});
