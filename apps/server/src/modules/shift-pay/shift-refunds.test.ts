import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_SHOW_MARK_OPENS_MINUTES } from '@vamos/shared/cancellation-policy';
import { payReleaseAt } from '@vamos/shared/guaranteed-pay';
import {
  jobApplications,
  localPixCharges,
  notifications,
  operatorAudit,
  payments,
  shiftRefunds,
} from '../../db/schema.ts';
import { REFUND_MAX_ATTEMPTS } from '../../providers/payment/ask-refund.ts';
import { PaymentProviderError } from '../../providers/payment/payment-provider.ts';
import { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  actorOf,
  applyAs,
  approveAs,
  createJob,
  grant,
  moveShift as moveJobInTime,
  signupFreelancer,
  type SignedUpUser,
  shiftStartingIn,
} from '../../test/factories.ts';
import * as money from '../../test/guaranteed-pay.ts';
import { fundPlace, guaranteedPayApp } from '../../test/guaranteed-pay.ts';
import { readyOperator } from '../../test/operators.ts';
import type { TestApp } from '../../test/test-app.ts';
import { LEDGER_ACCOUNTS, ledgerTotal } from '../money-ledger/money-ledger.service.ts';
import { handleProviderEvent } from '../payments/handle-provider-event.ts';
import { sweepPayments } from '../payments/payment-sweeper.ts';
import { contestNoShow } from '../shifts/contest-no-show.ts';
import { markNoShow } from '../shifts/mark-no-show.ts';
import { runPayPass } from './pay-worker.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A shift's date and times in São Paulo (UTC−3) for a start `hours` from now (negative: ago), 4 h long. */
const startingIn = (hours: number) => shiftStartingIn(hours * 60);

/**
 * Guaranteed pay when the shift is not worked (issue 27, decision 0044), on both databases: a job
 * cancelled early is refunded by PIX, one cancelled late pays each freelancer their share first, a
 * freelancer who gives up or does not come has the money go back to the contractor (after the
 * contest window), a contested no-show holds it in dispute; every cent balanced.
 */
describe.each(TEST_DATABASES)('guaranteed pay refunds on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  let contractor: SignedUpUser;
  beforeAll(async () => {
    ({ t, local, contractor } = await guaranteedPayApp(kind, { GUARANTEED_PAY_LATE_CANCEL_SHARE_PERCENT: '50' }));
  });
  afterAll(async () => {
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    await t.close();
  });

  const placeOf = (shiftId: string) => money.placeOf(t, shiftId);
  const refundOf = (shiftId: string) => money.refundOf(t, shiftId);
  const payoutOf = (shiftId: string) => money.payoutOf(t, shiftId);
  const balance = (account: string) => money.balanceOfAccount(t, account);
  const refundNotices = async () =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, contractor.user.id))).filter(
      (n) => n.kind === 'place_refunded',
    );
  const cancel = (jobId: string) =>
    t.request({ method: 'POST', url: `/api/contractor/jobs/${jobId}/cancel`, cookie: contractor.cookie, payload: {} });
  const heldOf = () => balance(LEDGER_ACCOUNTS.contractorHeld(contractor.user.id));

  it('a job cancelled more than 24 h ahead gives the whole charge back by PIX, once', async () => {
    const { job, shiftId, providerPaymentId } = await fundPlace(t, local, contractor);
    const clearing = await balance(LEDGER_ACCOUNTS.clearing);
    const notices = (await refundNotices()).length;
    expect((await cancel(job.id)).statusCode).toBe(204);

    await runPayPass(t.deps);
    expect(await placeOf(shiftId)).toMatchObject({ status: 'refunded' });
    expect(await refundOf(shiftId)).toMatchObject({ status: 'done', amountCents: 19_800, reason: 'job_cancelled' });
    expect(await payoutOf(shiftId)).toBeUndefined();
    expect((await balance(LEDGER_ACCOUNTS.clearing)) - clearing).toBe(-19_800);
    expect(await balance(LEDGER_ACCOUNTS.contractorRefundable(contractor.user.id))).toBe(0);
    expect(await heldOf()).toBe(0);
    expect((await refundNotices()).length).toBe(notices + 1);
    expect((await local.getRefund(providerPaymentId, (await refundOf(shiftId))!.id))?.status).toBe('done');

    // The provider's own refund event for it afterwards books nothing more; a second pass sends nothing.
    await handleProviderEvent(t.deps, {
      eventId: `evt_refund_${shiftId}`,
      eventType: 'PAYMENT_REFUNDED',
      providerPaymentId,
    });
    await runPayPass(t.deps);
    expect((await balance(LEDGER_ACCOUNTS.clearing)) - clearing).toBe(-19_800);
    expect((await refundNotices()).length).toBe(notices + 1);
    expect(await ledgerTotal(t.deps.db)).toBe(0);
  });

  it('a job cancelled less than 24 h ahead pays each freelancer half their pay and gives the rest back', async () => {
    const { job, f, shiftId } = await fundPlace(t, local, contractor);
    await moveJobInTime(t, job.id, startingIn(10));
    const fees = await balance(LEDGER_ACCOUNTS.fees);
    expect((await cancel(job.id)).statusCode).toBe(204);

    await runPayPass(t.deps);
    expect(await placeOf(shiftId)).toMatchObject({ status: 'compensated' });
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'sent', amountCents: 9_000 });
    expect(await refundOf(shiftId)).toMatchObject({ status: 'done', amountCents: 9_900, reason: 'job_cancelled_late' });
    expect((await balance(LEDGER_ACCOUNTS.fees)) - fees).toBe(-900);
    expect(await balance(LEDGER_ACCOUNTS.freelancerPayable(f.user.id))).toBe(0);
    expect(await heldOf()).toBe(0);
    // The freelancer sees their share on 'Meus ganhos'.
    const earnings = await t.request({ method: 'GET', url: '/api/freelancer/earnings', cookie: f.cookie });
    expect(earnings.json().payouts).toEqual([expect.objectContaining({ amount_cents: 9_000, status: 'sent' })]);
  });

  it("a freelancer's 'Desistir' gives the place's money back to the contractor", async () => {
    const { f, shiftId } = await fundPlace(t, local, contractor);
    const withdrawn = await t.request({
      method: 'POST',
      url: `/api/freelancer/applications/${shiftId}/withdraw`,
      cookie: f.cookie,
      payload: {},
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await runPayPass(t.deps);
    expect(await placeOf(shiftId)).toMatchObject({ status: 'refunded' });
    expect(await refundOf(shiftId)).toMatchObject({ status: 'done', amountCents: 19_800, reason: 'withdrawn' });
    expect(await heldOf()).toBe(0);
  });

  it("a refund the provider keeps refusing ends 'failed'; an operator's 'Reenviar' sends it as a new round, once", async () => {
    const operator = await readyOperator(t, 'Olga Operadora');
    const { f, shiftId, providerPaymentId } = await fundPlace(t, local, contractor);
    const refused = vi
      .spyOn(local, 'refundCharge')
      .mockRejectedValue(new PaymentProviderError('saldo insuficiente', 400, ['Saldo insuficiente.']));
    const withdrawn = await t.request({
      method: 'POST',
      url: `/api/freelancer/applications/${shiftId}/withdraw`,
      cookie: f.cookie,
      payload: {},
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // Each pass a day later: past every back-off, until the attempts run out.
    let clock = Date.now();
    for (let pass = 0; pass < REFUND_MAX_ATTEMPTS; pass += 1) {
      clock += 24 * HOUR;
      await runPayPass(t.deps, { now: new Date(clock) });
    }
    const failed = await refundOf(shiftId);
    expect(failed).toMatchObject({ status: 'failed', round: 1, attempts: REFUND_MAX_ATTEMPTS });
    expect(await balance(LEDGER_ACCOUNTS.contractorRefundable(contractor.user.id))).toBe(-19_800);
    const retry = (reason: unknown) =>
      t.request({
        method: 'POST',
        url: `/api/operator/refunds/${failed!.id}/retry`,
        cookie: operator.cookie,
        payload: { reason },
      });
    const listed = await t.request({ method: 'GET', url: '/api/operator/payment-failures', cookie: operator.cookie });
    expect(listed.json().refunds).toContainEqual(
      expect.objectContaining({ id: failed!.id, kind: 'place', can_retry: true }),
    );
    // Bad input changes nothing.
    expect((await retry('curto')).statusCode).toBe(400);
    expect(await refundOf(shiftId)).toMatchObject({ status: 'failed', round: 1 });

    refused.mockRestore();
    const answers = await Promise.all([1, 2, 3].map(() => retry('Saldo recomposto na conta do provedor.')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('REFUND_NOT_FAILED');
    expect(await refundOf(shiftId)).toMatchObject({ status: 'queued', round: 2, attempts: 0, failReason: null });
    await runPayPass(t.deps, { now: new Date(clock) });
    await runPayPass(t.deps, { now: new Date(clock + HOUR) });
    expect(await refundOf(shiftId)).toMatchObject({ status: 'done', round: 2 });
    // One PIX refund at the provider, under the second round's reference; the money left the books once.
    expect(await local.getRefund(providerPaymentId, failed!.id)).toBeNull();
    expect((await local.getRefund(providerPaymentId, `${failed!.id}:2`))?.status).toBe('done');
    expect(await balance(LEDGER_ACCOUNTS.contractorRefundable(contractor.user.id))).toBe(0);
    const audit = await t.deps.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, failed!.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'refund_retried',
        targetType: 'refund',
        before: { refund_status: 'failed', round: 1, fail_reason: 'Saldo insuficiente.' },
      }),
    ]);
  });

  it('a no-show is refunded once its contest window closes; a contested one stays held in dispute', async () => {
    const absent = await fundPlace(t, local, contractor);
    const contested = await fundPlace(t, local, contractor);
    const when = startingIn(-2);
    await moveJobInTime(t, absent.job.id, when);
    await moveJobInTime(t, contested.job.id, when);
    const markedAt = new Date(Date.now() - 30 * MINUTE);
    await markNoShow(t.deps, actorOf(contractor), absent.shiftId, markedAt);
    await markNoShow(t.deps, actorOf(contractor), contested.shiftId, markedAt);
    await contestNoShow(t.deps, actorOf(contested.f), contested.shiftId, 'Eu estava lá, cheguei às 18h.');

    await runPayPass(t.deps);
    expect(await placeOf(absent.shiftId)).toMatchObject({ status: 'held' });
    expect(await placeOf(contested.shiftId)).toMatchObject({ status: 'disputed' });

    await runPayPass(t.deps, { now: new Date(markedAt.getTime() + 49 * HOUR) });
    expect(await placeOf(absent.shiftId)).toMatchObject({ status: 'refunded' });
    expect(await refundOf(absent.shiftId)).toMatchObject({ status: 'done', reason: 'no_show' });
    // In dispute until an operator decides: neither released nor refunded, however late.
    await runPayPass(t.deps, { now: new Date(markedAt.getTime() + 30 * 24 * HOUR) });
    expect(await placeOf(contested.shiftId)).toMatchObject({ status: 'disputed' });
    expect(await payoutOf(contested.shiftId)).toBeUndefined();
    expect(await refundOf(contested.shiftId)).toBeUndefined();
  });

  it('a charge paid after its hold lapsed is given back whole; the freed place is not booked by it', async () => {
    const heldBefore = await heldOf();
    const job = await createJob(t, contractor, { guaranteed_pay: true, salary_cents: 18_000 });
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 20);
    const shiftId = (await applyAs(t, f, job.id)).json<{ id: string }>().id;
    const approval = (await approveAs(t, contractor, shiftId)).json();
    const paymentId: string = approval.funding.payment.id;
    await t.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, paymentId));
    await sweepPayments(t.deps);
    expect(await placeOf(shiftId)).toMatchObject({ status: 'lapsed' });

    // The bank confirms the PIX after all, and the provider says so.
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    const providerPaymentId = charge!.providerPaymentId!;
    await t.deps.db
      .update(localPixCharges)
      .set({ status: 'confirmed' })
      .where(eq(localPixCharges.id, providerPaymentId));
    await handleProviderEvent(t.deps, {
      eventId: `evt_late_${paymentId}`,
      eventType: 'PAYMENT_CONFIRMED',
      providerPaymentId,
    });
    expect((await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, shiftId)))[0]?.status).toBe(
      'pending',
    );

    await runPayPass(t.deps);
    const [refund] = await t.deps.db.select().from(shiftRefunds).where(eq(shiftRefunds.paymentId, paymentId));
    expect(refund).toMatchObject({ status: 'done', amountCents: 19_800, reason: 'paid_after_lapse' });
    expect(await placeOf(shiftId)).toMatchObject({ status: 'lapsed' });
    expect(await heldOf()).toBe(heldBefore);
    expect(await ledgerTotal(t.deps.db)).toBe(0);
  });

  it('on a guaranteed-pay job a no-show is marked before the pay is released, not after', async () => {
    const { job, shiftId } = await fundPlace(t, local, contractor);
    const when = startingIn(-2);
    await moveJobInTime(t, job.id, when);
    const releaseAt = payReleaseAt({
      serviceDate: when.service_date,
      startTime: when.start_time,
      endTime: when.end_time,
    });
    const late = await markNoShow(t.deps, actorOf(contractor), shiftId, new Date(releaseAt.getTime() + MINUTE)).then(
      () => null,
      (error: { code?: string }) => error.code,
    );
    expect(late).toBe('NO_SHOW_TOO_LATE');
    expect((await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, shiftId)))[0]?.status).toBe(
      'approved',
    );
    // An hour after the start it may be marked.
    const start = new Date(releaseAt.getTime() - 28 * HOUR);
    await markNoShow(
      t.deps,
      actorOf(contractor),
      shiftId,
      new Date(start.getTime() + NO_SHOW_MARK_OPENS_MINUTES * MINUTE),
    );
    expect((await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, shiftId)))[0]?.status).toBe(
      'no_show',
    );
  });
});
