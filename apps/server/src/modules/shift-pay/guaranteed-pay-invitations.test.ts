import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationAccepted, InvitationsResponse } from '@vamos/shared/schemas/invitations';
import { jobApplications, notifications, payments, profiles } from '../../db/schema.ts';
import type { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createJob, grant, signupContractor, signupFreelancer, type SignedUpUser } from '../../test/factories.ts';
import { balanceOf } from '../../test/ledger.ts';
import { guaranteedPayApp, placeOf, stateOf } from '../../test/guaranteed-pay.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ledgerTotal } from '../money-ledger/money-ledger.service.ts';
import { handleProviderEvent } from '../payments/handle-provider-event.ts';
import { sweepPayments } from '../payments/payment-sweeper.ts';

/**
 * Invitations on a guaranteed-pay job (issue 27, decision 0042): 'Aceitar' holds the place for the
 * contractor's PIX charge (accept_held), as the contractor's own 'Aprovar' holds it; paid, booked;
 * unpaid, the freelancer is pending with the coins and the credit back. On both databases, every
 * cent balanced.
 */
describe.each(TEST_DATABASES)('invitations on guaranteed-pay jobs on %s', (kind) => {
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

  const post = (who: SignedUpUser, url: string, payload: object = {}) =>
    t.request({ method: 'POST', url, cookie: who.cookie, payload });
  const noticesOf = async (userId: string, kind: string) =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (n) => n.kind === kind,
    );

  /** A favourite of `company` with coins, invited to a new guaranteed-pay job of one place. */
  async function invited(company = contractor) {
    const job = await createJob(t, company, { guaranteed_pay: true, salary_cents: 18_000 });
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 20);
    const team = await t.request({ method: 'PUT', url: `/api/contractor/team/${f.user.id}`, cookie: company.cookie });
    expect(team.statusCode, team.body).toBe(200);
    const sent = await post(company, `/api/contractor/jobs/${job.id}/invitations`, { freelancer_id: f.user.id });
    expect(sent.statusCode, sent.body).toBe(201);
    return { job, f, shiftId: sent.json<{ id: string }>().id };
  }

  it("'Aceitar' holds the place for the company's PIX; paid, the freelancer is approved and told", async () => {
    const { job, f, shiftId } = await invited();
    const listed = (
      await t.request({ method: 'GET', url: '/api/freelancer/invitations', cookie: f.cookie })
    ).json<InvitationsResponse>().invitations;
    expect(listed.find((i) => i.id === shiftId)).toMatchObject({ guaranteed_pay: true, can: { accept: true } });
    const invitedNotice = (await noticesOf(f.user.id, 'shift_invited')).find((n) => n.data.applicationId === shiftId);
    expect(invitedNotice?.body).toContain('você é confirmado quando o contratante pagar');
    const coins = await balanceOf(t, f.user.id, 'coin');
    const credits = await balanceOf(t, contractor.user.id, 'credit');

    const accepted = await post(f, `/api/freelancer/invitations/${shiftId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<InvitationAccepted>()).toEqual({
      id: shiftId,
      job_id: job.id,
      application_cost: expect.any(Number),
      awaiting_payment: true,
    });
    expect(await stateOf(t, shiftId)).toBe('awaiting_payment');
    expect(await balanceOf(t, f.user.id, 'coin')).toBeLessThan(coins);
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits - 1);
    const place = await placeOf(t, shiftId);
    expect(place).toMatchObject({ status: 'awaiting', valueCents: 18_000, feeCents: 1_800 });
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, place!.paymentId!));
    expect(charge).toMatchObject({ userId: contractor.user.id, amountCents: 19_800, status: 'pending' });
    // The company is told to pay; the freelancer hears nothing final yet.
    const toPay = (await noticesOf(contractor.user.id, 'invitation_accepted')).find(
      (n) => n.data.applicationId === shiftId,
    );
    expect(toPay?.body).toContain('Pague a vaga por PIX em até 30 minutos');
    expect(await noticesOf(f.user.id, 'application_approved')).toHaveLength(0);
    // The contractor's job lists the place awaiting its payment, and its charge opens again ('Pagar').
    const funding = await t.request({
      method: 'GET',
      url: `/api/contractor/shift-pay/${shiftId}`,
      cookie: contractor.cookie,
    });
    expect(funding.statusCode, funding.body).toBe(200);
    expect(funding.json()).toMatchObject({ status: 'awaiting', payment: { status: 'pending' } });

    await local.confirm(charge!.providerPaymentId!);
    await handleProviderEvent(t.deps, {
      eventId: `evt_${charge!.id}`,
      eventType: 'PAYMENT_CONFIRMED',
      providerPaymentId: charge!.providerPaymentId!,
    });
    expect(await stateOf(t, shiftId)).toBe('approved');
    expect(await placeOf(t, shiftId)).toMatchObject({ status: 'held' });
    expect(await noticesOf(f.user.id, 'application_approved')).toHaveLength(1);
  });

  it('unpaid, the hold lapses: pending as an applicant, the coins and the credit back, the place free', async () => {
    const { job, f, shiftId } = await invited();
    const coins = await balanceOf(t, f.user.id, 'coin');
    const credits = await balanceOf(t, contractor.user.id, 'credit');
    expect((await post(f, `/api/freelancer/invitations/${shiftId}/accept`)).statusCode).toBe(200);
    const place = await placeOf(t, shiftId);
    await t.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, place!.paymentId!));
    await sweepPayments(t.deps);
    expect(await stateOf(t, shiftId)).toBe('pending');
    expect(await placeOf(t, shiftId)).toMatchObject({ status: 'lapsed' });
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(coins);
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);
    const detail = await t.request({ method: 'GET', url: `/api/contractor/jobs/${job.id}`, cookie: contractor.cookie });
    expect(detail.json()).toMatchObject({ approved_count: 0, status: 'active' });
  });

  it('a company whose profile cannot pay by PIX (no CPF) cannot invite to a guaranteed-pay job', async () => {
    const company = await signupContractor(t);
    await grant(t, company.user.id, 'credit', 5);
    const job = await createJob(t, company, { guaranteed_pay: true, salary_cents: 18_000 });
    const f = await signupFreelancer(t);
    await t.request({ method: 'PUT', url: `/api/contractor/team/${f.user.id}`, cookie: company.cookie });
    await t.deps.db.update(profiles).set({ cpf: null }).where(eq(profiles.userId, company.user.id));
    const sent = await post(company, `/api/contractor/jobs/${job.id}/invitations`, { freelancer_id: f.user.id });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({
      error: {
        code: 'PAYMENT_PROFILE_INCOMPLETE',
        message: 'Complete seu perfil com nome e CPF antes de convidar para uma vaga com pagamento garantido.',
      },
    });
    expect(await t.deps.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toEqual([]);
  });

  it('the CPF removed after the invitation: accepting is refused to the freelancer and changes nothing', async () => {
    const company = await signupContractor(t);
    await grant(t, company.user.id, 'credit', 5);
    const { f, shiftId } = await invited(company);
    const coins = await balanceOf(t, f.user.id, 'coin');
    await t.deps.db.update(profiles).set({ cpf: null }).where(eq(profiles.userId, company.user.id));
    const accepted = await post(f, `/api/freelancer/invitations/${shiftId}/accept`);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toMatchObject({ error: { code: 'INVITATION_PAYMENT_UNAVAILABLE' } });
    expect(await stateOf(t, shiftId)).toBe('invited');
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(coins);
    expect(await placeOf(t, shiftId)).toBeUndefined();
  });
});
