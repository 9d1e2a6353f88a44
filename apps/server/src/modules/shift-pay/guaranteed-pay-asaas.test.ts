import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, payments, payouts, shiftPay, shiftRefunds } from '../../db/schema.ts';
import { AsaasProvider } from '../../providers/payment/asaas-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { startFakeAsaas, type FakeAsaas } from '../../test/fake-asaas-server.ts';
import {
  actorOf,
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  moveShift as moveJobInTime,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeJob } from '../jobs/complete-job.ts';
import { accountBalances, LEDGER_ACCOUNTS, ledgerTotal } from '../money-ledger/money-ledger.service.ts';
import { sendDuePayouts } from '../payouts/payouts.service.ts';
import { runPayPass } from './pay-worker.ts';
import { settleDuePay } from './settle-pay.ts';

const API_KEY = '$aact_chave_de_teste';
const WEBHOOK_TOKEN = 'token-secreto-do-webhook-asaas';

/**
 * Guaranteed pay through the real Asaas adapter against the fake Asaas (decisions 0043–0045), on
 * both databases: the place's charge confirmed by Asaas's webhook, the pay-out a transfer to the
 * freelancer's key whose TRANSFER_* webhooks arrive out of order and twice, 50 concurrent passes over
 * one pay-out sending one transfer (the fake counts them), and a cancelled job refunded at Asaas.
 */
describe.each(TEST_DATABASES)('guaranteed pay through Asaas on %s', (kind) => {
  let t: TestApp;
  let asaas: FakeAsaas;
  let contractor: SignedUpUser;
  beforeAll(async () => {
    asaas = await startFakeAsaas({ apiKey: API_KEY });
    t = await createTestApp(kind, {
      ASAAS_API_KEY: API_KEY,
      ASAAS_BASE_URL: asaas.url,
      ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      GUARANTEED_PAY: 'true',
      GUARANTEED_PAY_FEE_PERCENT: '10',
    });
    expect(t.deps.payments).toBeInstanceOf(AsaasProvider);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 20);
  });
  afterAll(async () => {
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    await t.close();
    await asaas.close();
  });

  const deliver = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { 'asaas-access-token': WEBHOOK_TOKEN }, payload: body as object });
  const payoutOf = async (shiftId: string) =>
    (await t.deps.db.select().from(payouts).where(eq(payouts.shiftId, shiftId)))[0];
  const transfersTo = (key: string) =>
    [...asaas.state.transfers.values()].filter((transfer) => transfer.bankAccount.pixAddressKey === key);

  /** A place of R$ 180,00 paid at Asaas (its webhook), its freelancer with an e-mail PIX key. */
  async function paidPlace() {
    const job = await createJob(t, contractor, { guaranteed_pay: true, salary_cents: 18_000 });
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 20);
    const key = `${f.user.id.slice(0, 8)}@gmail.com`;
    const saved = await t.request({
      method: 'PUT',
      url: '/api/freelancer/pix-key',
      cookie: f.cookie,
      payload: { key_type: 'email', key },
    });
    expect(saved.statusCode).toBe(200);
    const shiftId = (await applyAs(t, f, job.id)).json<{ id: string }>().id;
    const approval = (await approveAs(t, contractor, shiftId)).json();
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, approval.funding.payment.id));
    const asaasId = charge!.providerPaymentId!;
    asaas.setStatus(asaasId, 'RECEIVED');
    const confirmed = await deliver('/api/payments/webhook/asaas', asaas.paymentEvent(asaasId, 'PAYMENT_RECEIVED'));
    expect(confirmed.statusCode).toBe(200);
    expect((await t.deps.db.select().from(shiftPay).where(eq(shiftPay.shiftId, shiftId)))[0]?.status).toBe('held');
    return { job, f, key, shiftId, asaasId };
  }

  it('the pay-out is a transfer to the key; its webhooks, out of order and twice, book it once', async () => {
    const { job, f, key, shiftId } = await paidPlace();
    await moveJobInTime(t, job.id, { service_date: daysFromToday(-1), start_time: '10:00', end_time: '14:00' });
    await completeJob(t.deps, actorOf(contractor), job.id);
    await runPayPass(t.deps);

    const [transfer] = transfersTo(key);
    expect(transfer).toMatchObject({ value: 180, status: 'PENDING', bankAccount: { pixAddressKeyType: 'EMAIL' } });
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'sending', providerTransferId: transfer!.id });

    // The PIX reaches the key; Asaas tells it after, before and again.
    asaas.setTransferStatus(transfer!.id, 'DONE');
    const url = '/api/payments/webhook/asaas-transfers';
    const done = asaas.transferEvent(transfer!.id, 'TRANSFER_DONE');
    const created = asaas.transferEvent(transfer!.id, 'TRANSFER_CREATED');
    for (const body of [done, created, done]) expect((await deliver(url, body)).statusCode).toBe(200);
    const sent = await payoutOf(shiftId);
    expect(sent).toMatchObject({
      status: 'sent',
      endToEndId: asaas.state.transfers.get(transfer!.id)?.endToEndIdentifier,
    });
    expect(transfersTo(key)).toHaveLength(1);
    const payable = LEDGER_ACCOUNTS.freelancerPayable(f.user.id);
    expect((await accountBalances(t.deps.db, [payable])).get(payable) ?? 0).toBe(0);

    // A webhook without the token is refused; one about a transfer we never made is acknowledged.
    const anonymous = await t.app.inject({ method: 'POST', url, payload: done });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await deliver(url, { event: 'TRANSFER_DONE', transfer: { id: 'tra_desconhecida' } });
    expect(stranger.json()).toMatchObject({ received: true, outcome: 'ignored' });
  });

  it('50 passes at once over one queued pay-out send one transfer to Asaas', async () => {
    const { job, key, shiftId } = await paidPlace();
    await moveJobInTime(t, job.id, { service_date: daysFromToday(-1), start_time: '10:00', end_time: '14:00' });
    await completeJob(t.deps, actorOf(contractor), job.id);
    expect(await settleDuePay(t.deps)).toBe(1);
    const payout = await payoutOf(shiftId);
    expect(payout).toMatchObject({ status: 'queued' });

    await Promise.all(Array.from({ length: 50 }, () => sendDuePayouts(t.deps, { ids: [payout!.id] })));
    expect(transfersTo(key)).toHaveLength(1);
    expect(
      asaas.requests.filter(
        (r) => r.method === 'POST' && r.path === '/transfers' && JSON.stringify(r.body).includes(key),
      ),
    ).toHaveLength(1);
    expect(await payoutOf(shiftId)).toMatchObject({ status: 'sending' });
  });

  it('a job cancelled early is refunded whole at Asaas, once', async () => {
    const { job, shiftId, asaasId } = await paidPlace();
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${job.id}/cancel`,
      cookie: contractor.cookie,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, shiftId)))[0]?.status).toBe(
      'job_cancelled',
    );
    await runPayPass(t.deps);
    await runPayPass(t.deps);
    expect(asaas.state.refunds.get(asaasId)).toHaveLength(1);
    expect(asaas.state.refunds.get(asaasId)?.[0]).toMatchObject({ value: 198 });
    const [refund] = await t.deps.db.select().from(shiftRefunds).where(eq(shiftRefunds.shiftId, shiftId));
    expect(refund).toMatchObject({ amountCents: 19_800, reason: 'job_cancelled' });
    expect(['sending', 'done']).toContain(refund!.status);
  });
});
