import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateEventInput } from '@vamos/shared/schemas/job-events';
import type { ContractorEvent, CreatedEvent } from '@vamos/shared/schemas/job-views';
import { jobApplications, jobEvents, jobs, payments, shiftPay } from '../../db/schema.ts';
import { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  daysFromToday,
  eventPayload,
  grant,
  jobPayload,
  signupContractor,
  signupFreelancer,
  startedToday,
  type SignedUpUser,
} from '../../test/factories.ts';
import { balanceOf, ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerTotal } from '../money-ledger/money-ledger.service.ts';
import { handleProviderEvent } from '../payments/handle-provider-event.ts';

const URL = '/api/contractor/events';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * 'Pagamento garantido pelo Vamos Trabalhar' on an event or a weekly series (issue 27, decisions
 * 0038 and 0042): one choice for the whole publication, the fee of the day fixed on every job, each
 * role's job then a guaranteed-pay job like any other; the event's own actions wait for a place
 * held for its payment, as a single job's do.
 */
describe.each(TEST_DATABASES)('guaranteed pay on events on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  beforeAll(async () => {
    t = await createTestApp(kind, { GUARANTEED_PAY: 'true', GUARANTEED_PAY_FEE_PERCENT: '12.5' });
    if (!(t.deps.payments instanceof LocalPixProvider)) throw new Error('expected the local provider by default');
    local = t.deps.payments;
  });
  afterAll(async () => {
    expect(await ledgerInvariantViolations(t)).toEqual([]);
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    await t.close();
  });

  const publish = (who: { cookie: string }, body: unknown) =>
    t.request({ method: 'POST', url: URL, cookie: who.cookie, payload: body as object });
  const post = (who: { cookie: string }, url: string) => t.request({ method: 'POST', url, cookie: who.cookie });
  const jobsOfEvent = (eventId: string) =>
    t.deps.db.select().from(jobs).where(eq(jobs.eventId, eventId)).orderBy(jobs.createdAt);
  const shiftState = async (id: string) =>
    (await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0]?.status;

  async function contractorWith(credits: number): Promise<SignedUpUser> {
    const c = await signupContractor(t);
    await grant(t, c.user.id, 'credit', credits - 2);
    return c;
  }

  async function published(who: SignedUpUser, body: CreateEventInput): Promise<CreatedEvent> {
    const res = await publish(who, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedEvent>();
  }

  it('every role’s job, week by week, is guaranteed with the fee of the day; one credit each', async () => {
    const c = await contractorWith(10);
    const created = await published(c, eventPayload({ guaranteed_pay: true, weeks: 2 }));
    expect(created.credits_spent).toBe(6);
    const rows = await jobsOfEvent(created.id);
    expect(rows.map((j) => [j.title, j.guaranteedPay, j.guaranteedFeeBps])).toEqual([
      ['Garçom', true, 1250],
      ['Bartender', true, 1250],
      ['Segurança', true, 1250],
      ['Garçom', true, 1250],
      ['Bartender', true, 1250],
      ['Segurança', true, 1250],
    ]);
    const detail = await t.request({ method: 'GET', url: `/api/contractor/jobs/${rows[1]!.id}`, cookie: c.cookie });
    expect(detail.json()).toMatchObject({ guaranteed_pay: true, salary_cents: 20_000, guaranteed_fee_cents: 2_500 });
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(4);

    // Not chosen: none of them is.
    const plain = await published(c, eventPayload());
    expect((await jobsOfEvent(plain.id)).map((j) => [j.guaranteedPay, j.guaranteedFeeBps])).toEqual([
      [false, null],
      [false, null],
      [false, null],
    ]);
  });

  it('a weekly series from the job form keeps the choice on each week’s job', async () => {
    const c = await contractorWith(5);
    const { segment, required_people, salary_cents, requirements, ...shared } = jobPayload({ salary_cents: 18_000 });
    const created = await published(c, {
      ...shared,
      name: '',
      roles: [{ segment, required_people, salary_cents, requirements }],
      weeks: 3,
      guaranteed_pay: true,
    });
    expect((await jobsOfEvent(created.id)).map((j) => [j.guaranteedPay, j.guaranteedFeeBps])).toEqual([
      [true, 1250],
      [true, 1250],
      [true, 1250],
    ]);
  });

  it('refuses a choice that is not yes or no, in Portuguese, writing nothing', async () => {
    const c = await contractorWith(5);
    const res = await publish(c, { ...eventPayload(), guaranteed_pay: 'sim' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toMatchObject({
      guaranteed_pay: 'Escolha se a vaga tem pagamento garantido',
    });
    expect(await t.deps.db.select().from(jobEvents).where(eq(jobEvents.contractorId, c.user.id))).toEqual([]);
  });

  it('a role’s approval holds its place until the PIX charge is paid; the event waits for it to cancel or conclude', async () => {
    const c = await contractorWith(5);
    const created = await published(c, {
      ...eventPayload({ guaranteed_pay: true }),
      ...startedToday(),
      payment_date: daysFromToday(1),
    });
    const bartenderJob = created.job_ids[1]!;
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 20);
    const applied = await applyAs(t, f, bartenderJob);
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json<{ id: string }>().id;

    const approved = await approveAs(t, c, applicationId);
    expect(approved.statusCode).toBe(200);
    const held = approved.json();
    expect(held).toMatchObject({
      funding: { status: 'awaiting', value_cents: 20_000, fee_cents: 2_500, total_cents: 22_500 },
    });
    expect(await shiftState(applicationId)).toBe('awaiting_payment');
    // The event's progress counts the held place, as the job's own does.
    const event = (
      await t.request({ method: 'GET', url: `${URL}/${created.id}`, cookie: c.cookie })
    ).json<ContractorEvent>();
    expect(event.jobs.map((j) => `${j.title} ${j.approved_count}/${j.required_people}`)).toEqual([
      'Garçom 0/6',
      'Bartender 1/2',
      'Segurança 0/1',
    ]);

    // Neither 'Cancelar evento' nor 'Concluir evento' while the place awaits its payment: nothing moves.
    for (const [action, verb] of [
      ['cancel', 'cancelar'],
      ['complete', 'concluir'],
    ] as const) {
      const refused = await post(c, `${URL}/${created.id}/${action}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().error).toEqual({
        code: 'SHIFT_PAY_AWAITING',
        message: `A vaga de Bartender de ${startedToday().service_date.split('-').reverse().join('/')} tem um lugar aguardando pagamento. Pague ou cancele esse pagamento na página da vaga antes de ${verb} o evento.`,
      });
    }
    expect((await jobsOfEvent(created.id)).map((j) => j.status)).toEqual(['active', 'active', 'active']);
    expect(await shiftState(applicationId)).toBe('awaiting_payment');

    // Paid: the place is funded and the freelancer booked.
    const charge = (await t.deps.db.select().from(payments).where(eq(payments.id, held.funding.payment.id)))[0];
    await local.confirm(charge!.providerPaymentId!);
    expect(
      await handleProviderEvent(t.deps, {
        eventId: `evt_${charge!.providerPaymentId}`,
        eventType: 'PAYMENT_CONFIRMED',
        providerPaymentId: charge!.providerPaymentId!,
      }),
    ).toBe('applied');
    expect(await shiftState(applicationId)).toBe('approved');
    const place = (await t.deps.db.select().from(shiftPay).where(eq(shiftPay.shiftId, applicationId)))[0];
    expect(place).toMatchObject({ status: 'held', valueCents: 20_000, feeCents: 2_500 });

    // Now the event concludes: the booked role's job is completed, the empty started ones closed.
    expect((await post(c, `${URL}/${created.id}/complete`)).statusCode).toBe(204);
    expect((await jobsOfEvent(created.id)).map((j) => j.status)).toEqual(['cancelled', 'completed', 'cancelled']);
    expect(await shiftState(applicationId)).toBe('attended');
  });
});

describe.each(TEST_DATABASES)('guaranteed pay on events, not offered, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { GUARANTEED_PAY: 'false' });
  });
  afterAll(async () => t?.close());

  it('refuses an event or a weekly series with it (GUARANTEED_PAY_UNAVAILABLE) and creates nothing', async () => {
    const c = await signupContractor(t);
    await grant(t, c.user.id, 'credit', 8);
    for (const body of [eventPayload({ guaranteed_pay: true }), eventPayload({ guaranteed_pay: true, weeks: 3 })]) {
      const res = await t.request({ method: 'POST', url: URL, cookie: c.cookie, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error).toMatchObject({
        code: 'GUARANTEED_PAY_UNAVAILABLE',
        message: 'O pagamento garantido ainda não está disponível.',
      });
    }
    expect(await t.deps.db.select().from(jobEvents).where(eq(jobEvents.contractorId, c.user.id))).toEqual([]);
    expect(await t.deps.db.select().from(jobs).where(eq(jobs.contractorId, c.user.id))).toEqual([]);
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(10);

    // Without it the same event is published.
    const plain = await t.request({ method: 'POST', url: URL, cookie: c.cookie, payload: eventPayload() });
    expect(plain.statusCode, plain.body).toBe(201);
  });
});
