import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { jobApplications, notifications, payments, shiftPay } from '../../db/schema.ts';
import { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { balanceOf, ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountBalances, LEDGER_ACCOUNTS, ledgerTotal } from '../money-ledger/money-ledger.service.ts';
import { handleProviderEvent } from '../payments/handle-provider-event.ts';
import { sweepPayments } from '../payments/payment-sweeper.ts';

/**
 * Guaranteed pay (issue 27, decision 0042), through the API as people use it, on both databases:
 * the job's choice and its fee, the board's filter, an approval held until the place's PIX charge
 * is paid, a hold that lapses or is cancelled, and the ledger summing to zero after each.
 */
describe.each(TEST_DATABASES)('guaranteed pay on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  let contractor: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { GUARANTEED_PAY: 'true', GUARANTEED_PAY_FEE_PERCENT: '10' });
    if (!(t.deps.payments instanceof LocalPixProvider)) throw new Error('expected the local provider by default');
    local = t.deps.payments;
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
  });
  afterAll(async () => {
    expect(await ledgerInvariantViolations(t)).toEqual([]);
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    await t.close();
  });

  const get = (u: SignedUpUser, url: string) => t.request({ method: 'GET', url, cookie: u.cookie });
  const guaranteedJob = (overrides: Parameters<typeof createJob>[2] = {}) =>
    createJob(t, contractor, { guaranteed_pay: true, salary_cents: 18_000, ...overrides });
  const shiftState = async (id: string) =>
    (await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0]?.status;
  const placeOf = async (id: string) => (await t.deps.db.select().from(shiftPay).where(eq(shiftPay.shiftId, id)))[0];
  const noticesOf = async (userId: string, kind: string) =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (n) => n.kind === kind,
    );
  const approvedNotices = async (userId: string) =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (n) => n.kind === 'application_approved',
    ).length;
  /** The payer pays the local charge, and the provider's webhook arrives (as the dev page does it). */
  const pay = async (providerPaymentId: string, eventId = `evt_${providerPaymentId}`) => {
    await local.confirm(providerPaymentId);
    return handleProviderEvent(t.deps, { eventId, eventType: 'PAYMENT_CONFIRMED', providerPaymentId });
  };
  const applied = async (jobId: string) => {
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 20);
    const res = await applyAs(t, f, jobId);
    expect(res.statusCode, res.body).toBe(201);
    return { f, applicationId: res.json<{ id: string }>().id };
  };

  it('a job published with it keeps the fee of the day; the board filters for it', async () => {
    const job = await guaranteedJob({ required_people: 2 });
    expect(job).toMatchObject({ guaranteed_pay: true, salary_cents: 18_000 });
    expect((await get(contractor, `/api/contractor/jobs/${job.id}`)).json()).toMatchObject({
      guaranteed_pay: true,
      guaranteed_fee_cents: 1_800,
    });
    const plain = await createJob(t, contractor, { salary_cents: 18_000 });
    expect((await get(contractor, `/api/contractor/jobs/${plain.id}`)).json()).toMatchObject({
      guaranteed_pay: false,
      guaranteed_fee_cents: null,
    });

    const f = await signupFreelancer(t);
    const board = await get(f, '/api/jobs?guaranteed=1&limit=50');
    expect(board.statusCode).toBe(200);
    const ids = board.json<{ jobs: { id: string; guaranteed_pay: boolean }[] }>().jobs.map((j) => j.id);
    expect(ids).toContain(job.id);
    expect(ids).not.toContain(plain.id);
    const detail = await get(f, `/api/jobs/${job.id}`);
    expect(detail.json()).toMatchObject({ guaranteed_pay: true });
  });

  it('approving holds the place until its PIX charge is paid; paid, the freelancer is booked and told', async () => {
    const job = await guaranteedJob();
    const { f, applicationId } = await applied(job.id);
    const coinsBefore = await balanceOf(t, f.user.id, 'coin');

    const res = await approveAs(t, contractor, applicationId);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      approved_count: 1,
      job_filled: true,
      funding: {
        shift_id: applicationId,
        status: 'awaiting',
        value_cents: 18_000,
        fee_cents: 1_800,
        total_cents: 19_800,
        freelancer_name: 'Maria da Silva',
        payment: { kind: 'shift', status: 'pending', amount_cents: 19_800, product_name: 'Pagamento de vaga' },
      },
    });
    expect(result.message).toContain('Aguardando pagamento');
    expect(result.funding.payment.pix_payload).toMatch(/^000201.*5406198\.00/);
    expect(await shiftState(applicationId)).toBe('awaiting_payment');
    // To the freelancer it is still pending, and they were told nothing.
    const mine = await get(f, `/api/jobs/${job.id}`);
    expect(mine.json().my_application).toMatchObject({ status: 'pending' });
    expect(await approvedNotices(f.user.id)).toBe(0);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(coinsBefore - 18);
    // The contractor's details show where the place's money is.
    const details = await get(contractor, `/api/contractor/jobs/${job.id}`);
    const candidate = details.json().applications.find((a: { id: string }) => a.id === applicationId);
    expect(candidate).toMatchObject({ status: 'awaiting_payment', pay: { status: 'awaiting', total_cents: 19_800 } });

    const chargeId = (await t.deps.db.select().from(payments).where(eq(payments.id, result.funding.payment.id)))[0]
      ?.providerPaymentId;
    expect(await pay(chargeId!)).toBe('applied');
    // The same confirmation again (another event id, as a provider retries): nothing more.
    expect(await pay(chargeId!, `evt_again_${chargeId}`)).toBe('applied');

    expect(await shiftState(applicationId)).toBe('approved');
    expect(await placeOf(applicationId)).toMatchObject({ status: 'held', valueCents: 18_000, feeCents: 1_800 });
    expect(await approvedNotices(f.user.id)).toBe(1);
    // The company hears it too, once.
    const paid = (await noticesOf(contractor.user.id, 'place_paid')).filter(
      (n) => n.data.applicationId === applicationId,
    );
    expect(paid.map((n) => n.data)).toEqual([
      expect.objectContaining({ freelancerName: 'Maria da Silva', amountCents: 19_800 }),
    ]);
    const balances = await accountBalances(t.deps.db, [LEDGER_ACCOUNTS.contractorHeld(contractor.user.id)]);
    expect(balances.get(LEDGER_ACCOUNTS.contractorHeld(contractor.user.id))).toBeLessThanOrEqual(-19_800);
    const entries = await selectRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM money_entries WHERE shift_id = ${applicationId} AND kind = 'funding'`,
    );
    expect(entries[0]?.n).toBe(1);
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    // The job's history says who approved (the hold), not the payment's confirmation.
    const history = await get(contractor, `/api/contractor/jobs/${job.id}/history`);
    expect(history.json().entries.filter((e: { action: string }) => e.action === 'approved')).toEqual([
      expect.objectContaining({ actor_name: 'João Pereira', freelancer_name: 'Maria da Silva' }),
    ]);
    const funding = await get(contractor, `/api/contractor/shift-pay/${applicationId}`);
    expect(funding.json()).toMatchObject({ status: 'held', payment: { status: 'confirmed', pix_payload: null } });
  });

  it('an unpaid hold lapses after 30 minutes: pending again, the credit and coins back, the place free', async () => {
    const job = await guaranteedJob();
    const { f, applicationId } = await applied(job.id);
    const coins = await balanceOf(t, f.user.id, 'coin');
    const credits = await balanceOf(t, contractor.user.id, 'credit');
    const first = (await approveAs(t, contractor, applicationId)).json();
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits - 1);

    // 30 minutes later the sweep finds the charge past its time.
    await t.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, first.funding.payment.id));
    await sweepPayments(t.deps);

    expect(await shiftState(applicationId)).toBe('pending');
    expect(await placeOf(applicationId)).toMatchObject({ status: 'lapsed' });
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(coins);
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);
    expect((await get(contractor, `/api/contractor/jobs/${job.id}`)).json()).toMatchObject({
      approved_count: 0,
      status: 'active',
    });
    expect(await approvedNotices(f.user.id)).toBe(0);
    const lapsed = (await noticesOf(contractor.user.id, 'place_payment_lapsed')).filter(
      (n) => n.data.applicationId === applicationId,
    );
    expect(lapsed).toHaveLength(1);

    // Approved again: a new charge, charged again; paid, booked.
    const second = (await approveAs(t, contractor, applicationId)).json();
    expect(second.funding.payment.id).not.toBe(first.funding.payment.id);
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits - 1);
    const chargeId = (await t.deps.db.select().from(payments).where(eq(payments.id, second.funding.payment.id)))[0]
      ?.providerPaymentId;
    await pay(chargeId!);
    expect(await shiftState(applicationId)).toBe('approved');
    expect(await ledgerTotal(t.deps.db)).toBe(0);
  });

  it("'Cancelar pagamento' frees the place at once; a job awaiting a payment is not cancelled meanwhile", async () => {
    const job = await guaranteedJob();
    const { applicationId } = await applied(job.id);
    const held = (await approveAs(t, contractor, applicationId)).json();

    const cancelJob = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${job.id}/cancel`,
      cookie: contractor.cookie,
      payload: {},
    });
    expect(cancelJob.statusCode).toBe(409);
    expect(cancelJob.json()).toMatchObject({ error: { code: 'SHIFT_PAY_AWAITING' } });

    const cancelled = await t.request({
      method: 'DELETE',
      url: `/api/contractor/shift-pay/${applicationId}/hold`,
      cookie: contractor.cookie,
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await shiftState(applicationId)).toBe('pending');
    const charge = (await t.deps.db.select().from(payments).where(eq(payments.id, held.funding.payment.id)))[0];
    expect(charge?.status).toBe('cancelled');
    // The company cancelled it itself: no notice of a lapse.
    expect(
      (await noticesOf(contractor.user.id, 'place_payment_lapsed')).filter(
        (n) => n.data.applicationId === applicationId,
      ),
    ).toEqual([]);
    // Paying the cancelled charge now books nothing.
    expect(await local.confirm(charge!.providerPaymentId!)).toBe(false);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/contractor/shift-pay/${applicationId}/hold`,
      cookie: contractor.cookie,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'SHIFT_PAY_NOT_AWAITING' } });
  });

  it('100 concurrent confirmations of one charge fund the place once', async () => {
    const job = await guaranteedJob();
    const { f, applicationId } = await applied(job.id);
    const held = (await approveAs(t, contractor, applicationId)).json();
    const charge = (await t.deps.db.select().from(payments).where(eq(payments.id, held.funding.payment.id)))[0];
    await local.confirm(charge!.providerPaymentId!);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        handleProviderEvent(t.deps, {
          eventId: `evt_race_${i}_${charge!.id}`,
          eventType: i % 2 ? 'PAYMENT_RECEIVED' : 'PAYMENT_CONFIRMED',
          providerPaymentId: charge!.providerPaymentId,
        }),
      ),
    );
    expect(outcomes.every((o) => o === 'applied')).toBe(true);
    expect(await shiftState(applicationId)).toBe('approved');
    const moves = await selectRows<{ move: string }>(
      t.deps.db,
      sql`SELECT move FROM shift_moves WHERE shift_id = ${applicationId} ORDER BY id`,
    );
    expect(moves.map((m) => m.move)).toEqual(['apply', 'hold', 'fund']);
    const entries = await selectRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM money_entries WHERE shift_id = ${applicationId}`,
    );
    expect(entries[0]?.n).toBe(1);
    expect(await approvedNotices(f.user.id)).toBe(1);
    expect(await ledgerTotal(t.deps.db)).toBe(0);
  });

  it('the choice is locked after the first approval; another company never sees the place', async () => {
    const job = await guaranteedJob({ required_people: 2 });
    const { applicationId } = await applied(job.id);
    await approveAs(t, contractor, applicationId);
    const edit = await t.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${job.id}`,
      cookie: contractor.cookie,
      payload: { ...editableOf(job), guaranteed_pay: false },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ error: { code: 'GUARANTEED_PAY_LOCKED' } });

    const other = await signupContractor(t);
    expect((await get(other, `/api/contractor/shift-pay/${applicationId}`)).statusCode).toBe(404);
    const reserve = await t.request({
      method: 'POST',
      url: `/api/contractor/applications/${(await applied(job.id)).applicationId}/reserve`,
      cookie: contractor.cookie,
    });
    // A reserve takes a place only with the money of a place given up (guaranteed-pay-reserves.test.ts).
    expect(reserve.statusCode, reserve.body).toBe(200);
  });
});

describe.each(TEST_DATABASES)('guaranteed pay switched off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { GUARANTEED_PAY: 'off' });
  });
  afterAll(async () => t.close());

  it('a job cannot choose it, and nothing is published', async () => {
    const contractor = await signupContractor(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/contractor/jobs',
      cookie: contractor.cookie,
      payload: { ...(await import('../../test/factories.ts')).jobPayload(), guaranteed_pay: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'GUARANTEED_PAY_UNAVAILABLE' } });
    expect((await t.request({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      guaranteedPay: { enabled: false, feePercent: 10 },
    });
  });
});

/** The edit form's body of a published job (as the web sends it back). */
function editableOf(job: Awaited<ReturnType<typeof createJob>>) {
  const address = job.address!;
  return {
    segment: job.segment,
    description: job.description,
    company: job.company,
    cep: address.cep,
    state: address.state,
    city: address.city,
    neighborhood: address.neighborhood,
    street: address.street,
    number: address.number,
    complement: address.complement,
    service_date: job.service_date,
    start_time: job.start_time,
    end_time: job.end_time,
    payment_date: job.payment_date,
    salary_cents: job.salary_cents,
    requirements: job.requirements ?? '',
    lanche_no_local: job.lanche_no_local,
    is_public: job.is_public,
    gender_preference: job.gender_preference,
    required_people: job.required_people,
  };
}
