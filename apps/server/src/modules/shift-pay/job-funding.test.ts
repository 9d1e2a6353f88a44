import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobFunding } from '@vamos/shared/schemas/guaranteed-pay';
import { selectRows } from '../../db/client.ts';
import { jobFunding, localPixCharges, notifications, payments, shiftPay, shiftRefunds } from '../../db/schema.ts';
import type { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  grant,
  jobPayload,
  moveShift as moveJobInTime,
  shiftStartingIn,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import * as money from '../../test/guaranteed-pay.ts';
import { guaranteedPayApp } from '../../test/guaranteed-pay.ts';
import { balanceOf } from '../../test/ledger.ts';
import type { TestApp } from '../../test/test-app.ts';
import { LEDGER_ACCOUNTS, ledgerTotal } from '../money-ledger/money-ledger.service.ts';
import { handleProviderEvent } from '../payments/handle-provider-event.ts';
import { sweepPayments } from '../payments/payment-sweeper.ts';
import { runPayPass } from './pay-worker.ts';

const HOUR = 3_600_000;
/** A shift's date and times in São Paulo for a start `hours` from now (negative: ago), 4 h long. */
const startingIn = (hours: number) => shiftStartingIn(hours * 60);
/** Each place of an R$ 180 job with the 10% fee. */
const PLACE = 19_800;

/**
 * 'Pagar todas as vagas agora' (issue 27, decision 0056), on both databases: one PIX for every place
 * of a guaranteed-pay job at publishing; while it is paid, approvals take a place from the pool (no
 * PIX of their own), a place given up goes back to it, and what the pool did not use is refunded once
 * when it closes; every cent balanced and the contractor's held money back to zero.
 */
describe.each(TEST_DATABASES)('job funding on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  beforeAll(async () => {
    ({ t, local } = await guaranteedPayApp(kind, { GUARANTEED_PAY_LATE_CANCEL_SHARE_PERCENT: '50' }));
  });
  afterAll(async () => {
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    await t.close();
  });

  const post = (who: SignedUpUser, url: string, payload: object = {}) =>
    t.request({ method: 'POST', url, cookie: who.cookie, payload });
  const heldOf = (c: SignedUpUser) => money.balanceOfAccount(t, LEDGER_ACCOUNTS.contractorHeld(c.user.id));
  const kindsOf = async (userId: string) =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);
  const fundingRow = async (jobId: string) =>
    (await t.deps.db.select().from(jobFunding).where(eq(jobFunding.jobId, jobId)))[0];
  const poolRows = (paymentId: string) =>
    t.deps.db
      .select()
      .from(shiftPay)
      .where(and(eq(shiftPay.paymentId, paymentId), sql`${shiftPay.fundingJobId} IS NOT NULL`));
  const refundsOf = (paymentId: string) =>
    t.deps.db.select().from(shiftRefunds).where(eq(shiftRefunds.paymentId, paymentId));

  /** A contractor (name and CPF, 50 credits) publishing a guaranteed-pay job of `places`, paying all of them now. */
  async function publishFunded(places: number, overrides: Record<string, unknown> = {}) {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
    const res = await post(
      contractor,
      '/api/contractor/jobs',
      jobPayload({
        guaranteed_pay: true,
        salary_cents: 18_000,
        required_people: places,
        ...overrides,
        pay_all_now: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ id: string; job_funding: JobFunding }>();
    return { contractor, jobId: body.id, funding: body.job_funding };
  }

  /** The funding's PIX paid on the local provider, its webhook applied. */
  async function pay(funding: JobFunding, eventId = `evt_${funding.payment.id}`) {
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, funding.payment.id));
    await local.confirm(charge!.providerPaymentId!);
    await handleProviderEvent(t.deps, {
      eventId,
      eventType: 'PAYMENT_CONFIRMED',
      providerPaymentId: charge!.providerPaymentId!,
    });
  }

  /** A freelancer with coins who applied to the job: their shift's id. */
  async function applicant(jobId: string) {
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 20);
    const shiftId = (await applyAs(t, f, jobId)).json<{ id: string }>().id;
    return { f, shiftId };
  }

  /** A funded, paid job with `used` of its places approved from the pool. */
  async function paidPool(places: number, used: number, overrides: Record<string, unknown> = {}) {
    const published = await publishFunded(places, overrides);
    await pay(published.funding);
    const booked = [];
    for (let i = 0; i < used; i++) {
      const a = await applicant(published.jobId);
      const approval = await approveAs(t, published.contractor, a.shiftId);
      expect(approval.statusCode, approval.body).toBe(200);
      expect(approval.json().funding).toBeNull();
      booked.push(a);
    }
    return { ...published, booked };
  }

  it('publishing with it makes one pending charge of every place; approving is refused until it is paid', async () => {
    const { contractor, jobId, funding } = await publishFunded(3);
    expect(funding).toMatchObject({
      status: 'awaiting',
      places: 3,
      total_cents: 3 * PLACE,
      payment: { kind: 'job', status: 'pending', amount_cents: 3 * PLACE, product_id: jobId },
    });
    expect(funding.payment.pix_payload).toBeTruthy();
    expect(await fundingRow(jobId)).toMatchObject({
      status: 'awaiting',
      places: 3,
      valueCents: 18_000,
      feeCents: 1_800,
    });

    const { f, shiftId } = await applicant(jobId);
    const credits = await balanceOf(t, contractor.user.id, 'credit');
    const coins = await balanceOf(t, f.user.id, 'coin');
    const refused = await approveAs(t, contractor, shiftId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'JOB_FUNDING_AWAITING' } });
    expect(await money.stateOf(t, shiftId)).toBe('pending');
    expect(await money.placeOf(t, shiftId)).toBeUndefined();
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(coins);
    expect(await t.deps.db.select().from(payments).where(eq(payments.productId, shiftId))).toEqual([]);

    // The panel reads it; 'Cancelar pagamento' lapses it and approvals then pay each place by PIX.
    const panel = await t.request({
      method: 'GET',
      url: `/api/contractor/job-funding/${jobId}`,
      cookie: contractor.cookie,
    });
    expect(panel.json()).toMatchObject({ funding: { status: 'awaiting', places_used: 0 } });
    const cancelled = await t.request({
      method: 'DELETE',
      url: `/api/contractor/job-funding/${jobId}`,
      cookie: contractor.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await fundingRow(jobId)).toMatchObject({ status: 'lapsed' });
    const held = await approveAs(t, contractor, shiftId);
    expect(held.json().funding).toMatchObject({ status: 'awaiting', payment: { kind: 'shift' } });
  });

  it('the panel reads the latest funding, even when an earlier one was made in the same instant', async () => {
    const { contractor, jobId, funding: lapsed } = await publishFunded(2);
    const cancelled = await t.request({
      method: 'DELETE',
      url: `/api/contractor/job-funding/${jobId}`,
      cookie: contractor.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    // 'Pagar todas as vagas agora' again, on an edit: a second funding of the same job.
    const edited = await t.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${jobId}`,
      cookie: contractor.cookie,
      payload: jobPayload({ guaranteed_pay: true, salary_cents: 18_000, required_people: 2, pay_all_now: true }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const latest = edited.json<{ job_funding: JobFunding }>().job_funding;
    expect(latest.id).not.toBe(lapsed.id);
    // Two fundings made in the same instant (PGlite's clock counts milliseconds): the later one is the latest.
    await t.deps.db.execute(sql`UPDATE job_funding SET created_at = now() WHERE job_id = ${jobId}`);
    const panel = await t.request({
      method: 'GET',
      url: `/api/contractor/job-funding/${jobId}`,
      cookie: contractor.cookie,
    });
    expect(panel.json()).toMatchObject({ funding: { id: latest.id, status: 'awaiting' } });
  });

  it('a publication whose company cannot pay by PIX (no CPF) publishes nothing', async () => {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 5);
    await t.deps.db.execute(sql`UPDATE profiles SET cpf = NULL WHERE user_id = ${contractor.user.id}`);
    const credits = await balanceOf(t, contractor.user.id, 'credit');
    const res = await post(contractor, '/api/contractor/jobs', jobPayload({ guaranteed_pay: true, pay_all_now: true }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'PAYMENT_PROFILE_INCOMPLETE' } });
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);
  });

  it('paid: approvals are plain approvals whose money is the pool’s; past its places, a place is paid by its own PIX', async () => {
    const { contractor, jobId, funding } = await publishFunded(2);
    const held = await heldOf(contractor);
    await pay(funding);
    // Paid once, however many copies of the event.
    await pay(funding, `evt_copy_${funding.payment.id}`);
    expect(await fundingRow(jobId)).toMatchObject({ status: 'paid' });
    expect(await heldOf(contractor)).toBe(held - 2 * PLACE);
    expect((await kindsOf(contractor.user.id)).filter((k) => k === 'job_funded')).toHaveLength(1);

    const first = await applicant(jobId);
    const approval = await approveAs(t, contractor, first.shiftId);
    expect(approval.statusCode, approval.body).toBe(200);
    expect(approval.json()).toMatchObject({ funding: null, approved_count: 1 });
    expect(await money.stateOf(t, first.shiftId)).toBe('approved');
    expect(await money.placeOf(t, first.shiftId)).toMatchObject({
      status: 'held',
      paymentId: funding.payment.id,
      fundingJobId: jobId,
      valueCents: 18_000,
      feeCents: 1_800,
    });
    // Told as for an approval; no charge of its own.
    expect(await kindsOf(first.f.user.id)).toContain('application_approved');
    expect(await t.deps.db.select().from(payments).where(eq(payments.productId, first.shiftId))).toEqual([]);

    // One more place than were paid: the job grows, and that place is held for its own PIX.
    const edited = await t.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${jobId}`,
      cookie: contractor.cookie,
      payload: { ...jobPayload({ guaranteed_pay: true, salary_cents: 18_000 }), required_people: 3, company: 'Bar' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const second = await applicant(jobId);
    expect((await approveAs(t, contractor, second.shiftId)).json().funding).toBeNull();
    const third = await applicant(jobId);
    const own = (await approveAs(t, contractor, third.shiftId)).json();
    expect(own.funding).toMatchObject({ status: 'awaiting', payment: { kind: 'shift', amount_cents: PLACE } });
    expect(await poolRows(funding.payment.id)).toHaveLength(2);
    const panel = await t.request({
      method: 'GET',
      url: `/api/contractor/job-funding/${jobId}`,
      cookie: contractor.cookie,
    });
    expect(panel.json()).toMatchObject({ funding: { status: 'paid', places: 2, places_used: 2 } });
    // Cancelled so the place's hold does not outlive the test.
    await t.request({
      method: 'DELETE',
      url: `/api/contractor/shift-pay/${third.shiftId}/hold`,
      cookie: contractor.cookie,
    });
  });

  it("a place given up before the start goes back to the pool ('returned'), and the next approval takes it", async () => {
    const { contractor, jobId, funding, booked } = await paidPool(1, 1);
    const [gone] = booked;
    const held = await heldOf(contractor);
    expect((await post(gone!.f, `/api/freelancer/applications/${gone!.shiftId}/withdraw`)).statusCode).toBe(200);
    await runPayPass(t.deps);
    expect(await money.placeOf(t, gone!.shiftId)).toMatchObject({ status: 'returned' });
    expect(await refundsOf(funding.payment.id)).toEqual([]);
    expect(await heldOf(contractor)).toBe(held);

    const next = await applicant(jobId);
    expect((await approveAs(t, contractor, next.shiftId)).json().funding).toBeNull();
    expect(await money.placeOf(t, next.shiftId)).toMatchObject({ status: 'held', paymentId: funding.payment.id });
    expect(await t.deps.db.select().from(payments).where(eq(payments.productId, next.shiftId))).toEqual([]);
  });

  it('a job cancelled early with 1 of 3 places used refunds that place and the 2 unused, the whole charge in all', async () => {
    const { contractor, jobId, funding, booked } = await paidPool(3, 1);
    const [used] = booked;
    const cancelled = await post(contractor, `/api/contractor/jobs/${jobId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    await runPayPass(t.deps);
    await runPayPass(t.deps);

    expect(await money.placeOf(t, used!.shiftId)).toMatchObject({ status: 'refunded' });
    const refunds = await refundsOf(funding.payment.id);
    expect(refunds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          shiftId: used!.shiftId,
          amountCents: PLACE,
          reason: 'job_cancelled',
          status: 'done',
        }),
        expect.objectContaining({ shiftId: null, amountCents: 2 * PLACE, reason: 'pool_leftover', status: 'done' }),
      ]),
    );
    expect(refunds.reduce((sum, r) => sum + r.amountCents, 0)).toBe(3 * PLACE);
    expect(await fundingRow(jobId)).toMatchObject({ status: 'closed' });
    expect(await heldOf(contractor)).toBe(0);
    expect(await money.balanceOfAccount(t, LEDGER_ACCOUNTS.contractorRefundable(contractor.user.id))).toBe(0);
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    const panel = await t.request({
      method: 'GET',
      url: `/api/contractor/job-funding/${jobId}`,
      cookie: contractor.cookie,
    });
    expect(panel.json()).toMatchObject({ funding: { status: 'closed', refunded_cents: 2 * PLACE, places_used: 1 } });
  });

  it('a job cancelled late pays a pooled place its share and gives the rest back, with the unused places', async () => {
    const { contractor, jobId, funding, booked } = await paidPool(2, 1);
    const [used] = booked;
    await moveJobInTime(t, jobId, startingIn(10));
    expect((await post(contractor, `/api/contractor/jobs/${jobId}/cancel`)).statusCode).toBe(204);
    await runPayPass(t.deps);
    await runPayPass(t.deps);
    expect(await money.placeOf(t, used!.shiftId)).toMatchObject({ status: 'compensated' });
    expect(await money.payoutOf(t, used!.shiftId)).toMatchObject({ amountCents: 9_000 });
    const refunds = await refundsOf(funding.payment.id);
    expect(refunds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shiftId: used!.shiftId, amountCents: 9_900, reason: 'job_cancelled_late' }),
        expect.objectContaining({ shiftId: null, amountCents: PLACE, reason: 'pool_leftover' }),
      ]),
    );
    expect(await heldOf(contractor)).toBe(0);
  });

  it('the pool closes at the start (the unused places refunded) and a worked place is released after the shift', async () => {
    const { contractor, jobId, funding, booked } = await paidPool(2, 1);
    const [used] = booked;
    await moveJobInTime(t, jobId, startingIn(-1));
    await runPayPass(t.deps);
    await runPayPass(t.deps);
    expect(await fundingRow(jobId)).toMatchObject({ status: 'closed' });
    expect(await refundsOf(funding.payment.id)).toEqual([
      expect.objectContaining({ shiftId: null, amountCents: PLACE, reason: 'pool_leftover', status: 'done' }),
    ]);
    expect(await money.placeOf(t, used!.shiftId)).toMatchObject({ status: 'held' });
    expect(await heldOf(contractor)).toBe(-PLACE);

    await runPayPass(t.deps, { now: new Date(Date.now() + 30 * HOUR) });
    expect(await money.placeOf(t, used!.shiftId)).toMatchObject({ status: 'released' });
    expect(await money.payoutOf(t, used!.shiftId)).toMatchObject({ amountCents: 18_000 });
    expect(await heldOf(contractor)).toBe(0);
    // Closed: a second pass refunds nothing more.
    await runPayPass(t.deps);
    expect(await refundsOf(funding.payment.id)).toHaveLength(1);
  });

  it('an unpaid funding lapses after 30 minutes (the company told), approvals then hold each place; paid after, it all goes back', async () => {
    const { contractor, jobId, funding } = await publishFunded(2);
    await t.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, funding.payment.id));
    await sweepPayments(t.deps);
    expect(await fundingRow(jobId)).toMatchObject({ status: 'lapsed' });
    expect(await kindsOf(contractor.user.id)).toContain('job_funding_lapsed');

    const { shiftId } = await applicant(jobId);
    const held = (await approveAs(t, contractor, shiftId)).json();
    expect(held.funding).toMatchObject({ status: 'awaiting', payment: { kind: 'shift' } });
    await t.request({ method: 'DELETE', url: `/api/contractor/shift-pay/${shiftId}/hold`, cookie: contractor.cookie });

    // The bank confirms the lapsed funding's PIX after all: no place is its, the whole charge goes back.
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, funding.payment.id));
    await t.deps.db
      .update(localPixCharges)
      .set({ status: 'confirmed' })
      .where(eq(localPixCharges.id, charge!.providerPaymentId!));
    await handleProviderEvent(t.deps, {
      eventId: `evt_late_${charge!.id}`,
      eventType: 'PAYMENT_CONFIRMED',
      providerPaymentId: charge!.providerPaymentId!,
    });
    await runPayPass(t.deps);
    expect(await refundsOf(funding.payment.id)).toEqual([
      expect.objectContaining({ shiftId: null, amountCents: 2 * PLACE, reason: 'paid_after_lapse', status: 'done' }),
    ]);
    expect(await fundingRow(jobId)).toMatchObject({ status: 'lapsed' });
    expect(await heldOf(contractor)).toBe(0);
    expect(await ledgerTotal(t.deps.db)).toBe(0);
  });

  it.runIf(kind === 'postgres')('100 concurrent confirmations pay the funding once', async () => {
    const { contractor, jobId, funding } = await publishFunded(2);
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, funding.payment.id));
    await local.confirm(charge!.providerPaymentId!);
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        handleProviderEvent(t.deps, {
          eventId: `evt_race_${i}_${charge!.id}`,
          eventType: 'PAYMENT_CONFIRMED',
          providerPaymentId: charge!.providerPaymentId!,
        }),
      ),
    );
    const entries = await selectRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM money_entries WHERE idempotency_key = ${`funding:${charge!.id}`}`,
    );
    expect(entries[0]?.n).toBe(1);
    expect(await fundingRow(jobId)).toMatchObject({ status: 'paid' });
    expect((await kindsOf(contractor.user.id)).filter((k) => k === 'job_funded')).toHaveLength(1);
    expect(await heldOf(contractor)).toBe(-2 * PLACE);
  });

  it.runIf(kind === 'postgres')('concurrent approvals racing for the pool book exactly its places', async () => {
    const { contractor, jobId, funding } = await paidPool(3, 1);
    const rivals = await Promise.all(Array.from({ length: 6 }, () => applicant(jobId)));
    const answers = await Promise.all(rivals.map((r) => approveAs(t, contractor, r.shiftId)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(await poolRows(funding.payment.id)).toHaveLength(3);
    expect(await t.deps.db.select().from(payments).where(eq(payments.kind, 'shift'))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ productId: rivals[0]!.shiftId })]),
    );
    expect((await t.deps.db.select().from(shiftPay).where(eq(shiftPay.jobId, jobId))).length).toBe(3);
  });
});
