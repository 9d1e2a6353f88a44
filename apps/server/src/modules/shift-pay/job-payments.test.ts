import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobFunding } from '@vamos/shared/schemas/guaranteed-pay';
import type { ContractorShiftPayments } from '@vamos/shared/schemas/shift-payments';
import { payments } from '../../db/schema.ts';
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
import { guaranteedPayApp } from '../../test/guaranteed-pay.ts';
import type { TestApp } from '../../test/test-app.ts';
import { handleProviderEvent } from '../payments/handle-provider-event.ts';
import { runPayPass } from './pay-worker.ts';

const HOUR = 3_600_000;
/** Each place of an R$ 180 job with the 10% fee. */
const PLACE = 19_800;
const MONTH = '2026-11';
const IN_MONTH = new Date('2026-11-15T15:00:00.000Z');

/**
 * 'Pagamentos de vagas' lists a whole job's charge (decision 0056), on both databases: its places
 * paid, the places approved from it with where their money is, its refunds (the unused places') and
 * the month's sums; in the month it was confirmed, to its company only.
 */
describe.each(TEST_DATABASES)('a job’s charge on the company’s shift payments on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  beforeAll(async () => {
    ({ t, local } = await guaranteedPayApp(kind));
  });
  afterAll(async () => t.close());

  const list = async (u: SignedUpUser, month = MONTH) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/contractor/shift-payments?month=${month}`,
      cookie: u.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ContractorShiftPayments>();
  };

  /** A contractor's guaranteed-pay job of `places` published with 'Pagar todas as vagas agora', its PIX paid. */
  async function paidFunding(places: number) {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
    const res = await t.request({
      method: 'POST',
      url: '/api/contractor/jobs',
      cookie: contractor.cookie,
      payload: jobPayload({ guaranteed_pay: true, salary_cents: 18_000, required_people: places, pay_all_now: true }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id: jobId, job_funding: funding } = res.json<{ id: string; job_funding: JobFunding }>();
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, funding.payment.id));
    await local.confirm(charge!.providerPaymentId!);
    await handleProviderEvent(t.deps, {
      eventId: `evt_${charge!.id}`,
      eventType: 'PAYMENT_CONFIRMED',
      providerPaymentId: charge!.providerPaymentId!,
    });
    return { contractor, jobId, paymentId: funding.payment.id };
  }

  it('lists the charge with its total, the place approved from it, the refund of the unused one and the sums', async () => {
    const { contractor, jobId, paymentId } = await paidFunding(2);
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 20);
    const key = { key_type: 'email', key: `${f.user.id.slice(0, 8)}@gmail.com` };
    expect(
      (await t.request({ method: 'PUT', url: '/api/freelancer/pix-key', cookie: f.cookie, payload: key })).statusCode,
    ).toBe(200);
    const shiftId = (await applyAs(t, f, jobId)).json<{ id: string }>().id;
    expect((await approveAs(t, contractor, shiftId)).statusCode).toBe(200);
    await t.deps.db
      .update(payments)
      .set({ confirmedAt: IN_MONTH })
      .where(inArray(payments.id, [paymentId]));

    // While the pool is open, both places' money is held.
    const open = await list(contractor);
    expect(open.job_payments).toEqual([
      expect.objectContaining({
        payment_id: paymentId,
        paid_at: IN_MONTH.toISOString(),
        places_paid: 2,
        value_cents: 18_000,
        fee_cents: 1_800,
        total_cents: 2 * PLACE,
        places: [{ shift_id: shiftId, freelancer_name: 'Maria da Silva', status: 'held', payout_id: null }],
        refunds: [],
      }),
    ]);
    expect(open.totals).toEqual({
      paid_cents: 2 * PLACE,
      refunded_cents: 0,
      released_cents: 0,
      fees_cents: 0,
      held_cents: 2 * PLACE,
    });

    // The start passed: the pool closes and the unused place goes back; after the shift the place is released.
    await moveJobInTime(t, jobId, shiftStartingIn(-60));
    await runPayPass(t.deps);
    await runPayPass(t.deps);
    await runPayPass(t.deps, { now: new Date(Date.now() + 30 * HOUR) });
    await runPayPass(t.deps, { now: new Date(Date.now() + 31 * HOUR) });

    const listed = await list(contractor);
    expect(listed.payments).toEqual([]);
    const [charge] = listed.job_payments;
    expect(charge).toMatchObject({ payment_id: paymentId, job: { id: jobId }, total_cents: 2 * PLACE });
    expect(charge!.places).toEqual([
      { shift_id: shiftId, freelancer_name: 'Maria da Silva', status: 'released', payout_id: expect.any(String) },
    ]);
    expect(charge!.refunds).toEqual([
      {
        shift_id: null,
        freelancer_name: null,
        amount_cents: PLACE,
        reason: 'pool_leftover',
        reason_text: 'Vagas pagas e não usadas',
        status: 'done',
        status_text: expect.stringMatching(/^Reembolsado em \d\d\/\d\d\/\d{4}$/),
        refunded_at: expect.any(String),
        end_to_end_id: expect.any(String),
      },
    ]);
    expect(listed.totals).toEqual({
      paid_cents: 2 * PLACE,
      refunded_cents: PLACE,
      released_cents: 18_000,
      fees_cents: 1_800,
      held_cents: 0,
    });

    // Another month does not list it, nor does another company.
    expect((await list(contractor, '2026-10')).job_payments).toEqual([]);
    expect((await list(contractor, '2026-12')).job_payments).toEqual([]);
    const other = await signupContractor(t);
    expect((await list(other)).job_payments).toEqual([]);
    expect((await list(other)).totals.paid_cents).toBe(0);
  });
});
