import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments, subscriptions } from '../../db/schema.ts';
import { AsaasProvider } from '../../providers/payment/asaas-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { startFakeAsaas, type FakeAsaas, type FakeAsaasEvent } from '../../test/fake-asaas-server.ts';
import { grant, signupContractor, signupFreelancer, type SignedUpUser } from '../../test/factories.ts';
import { balanceOf, ledgerByReason, ledgerInvariantViolations, ledgerMismatches } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sweepPayments } from './payment-sweeper.ts';

const API_KEY = '$aact_chave_de_teste';
const WEBHOOK_TOKEN = 'token-secreto-do-webhook-asaas';
const CUSTOMER = { name: 'Maria da Silva', email: 'maria@teste.com.br', cpf: '529.982.247-25' };

/**
 * The app wired to Asaas (ASAAS_API_KEY) against a fake Asaas: purchases, webhook deliveries in any
 * number and order, 'Verificar' and the sweep racing — coins and credits move exactly once.
 * On PostgreSQL the concurrent requests truly overlap (one pooled connection each).
 */
describe.each(TEST_DATABASES)('Asaas webhook on %s', (kind) => {
  let t: TestApp;
  let asaas: FakeAsaas;
  beforeAll(async () => {
    asaas = await startFakeAsaas({ apiKey: API_KEY });
    t = await createTestApp(kind, {
      ASAAS_API_KEY: API_KEY,
      ASAAS_BASE_URL: asaas.url,
      ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    });
  });
  afterAll(async () => {
    // Every money test leaves the ledger whole: balances = ledger sums, never below zero.
    expect(await ledgerInvariantViolations(t)).toEqual([]);
    await t.close();
    await asaas.close();
  });

  const deliver = (body: unknown, token: string | null = WEBHOOK_TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/asaas',
      headers: token === null ? {} : { 'asaas-access-token': token },
      payload: body as object,
    });
  const buy = async (f: SignedUpUser, packageId = 'pro') => {
    const res = await t.request({
      method: 'POST',
      url: '/api/payments/coins',
      cookie: f.cookie,
      payload: { package_id: packageId, customer: CUSTOMER },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, res.json().id));
    if (!row?.providerPaymentId) throw new Error('no provider payment id');
    return { id: row.id, asaasId: row.providerPaymentId };
  };
  const statusOf = async (id: string) =>
    (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0]?.status;
  const event = (asaasId: string, type: FakeAsaasEvent) => asaas.paymentEvent(asaasId, type);

  it('the app uses the Asaas provider, which created the customer and the PIX charge', async () => {
    expect(t.deps.payments).toBeInstanceOf(AsaasProvider);
    const f = await signupFreelancer(t);
    const { asaasId } = await buy(f);
    const charge = asaas.state.payments.get(asaasId);
    expect(charge).toMatchObject({ billingType: 'PIX', value: 45, status: 'PENDING' });
    expect(asaas.state.customers.get(charge?.customer ?? '')).toMatchObject({
      externalReference: f.user.id,
      cpfCnpj: '52998224725',
    });
  });

  it('one confirmation delivered 10 times at once, then again after a forced 500, credits once', async () => {
    const f = await signupFreelancer(t);
    const { id, asaasId } = await buy(f);
    asaas.setStatus(asaasId, 'CONFIRMED');
    const body = event(asaasId, 'PAYMENT_CONFIRMED');

    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(65);

    // A different event for the same payment whose provider re-read fails: 500, nothing recorded…
    const received = event(asaasId, 'PAYMENT_RECEIVED');
    asaas.setStatus(asaasId, 'RECEIVED');
    asaas.failNext({
      status: 500,
      body: { errors: [{ code: 'internal', description: 'Erro interno' }] },
      method: 'GET',
    });
    const failed = await deliver(received);
    expect(failed.statusCode).toBe(500);
    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, received.id))).toEqual([]);
    // …so Asaas delivers it again, and again: still one credit.
    expect((await deliver(received)).statusCode).toBe(200);
    expect((await deliver(received)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await deliver(body)).json()).toEqual({ received: true, outcome: 'duplicate' });

    expect(await statusOf(id)).toBe('confirmed');
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(65);
    expect(await ledgerByReason(t, 'coin_purchase', [f.user.id])).toMatchObject({ coin: { n: 1, total: 50 } });
    expect(await ledgerMismatches(t, [f.user.id])).toEqual([]);
  });

  it('a failed first delivery is applied by the retry', async () => {
    const f = await signupFreelancer(t);
    const { asaasId } = await buy(f, 'start');
    asaas.setStatus(asaasId, 'RECEIVED');
    const body = event(asaasId, 'PAYMENT_RECEIVED');
    asaas.failNext({ status: 503, body: {}, method: 'GET' });
    expect((await deliver(body)).statusCode).toBe(500);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(15);
    expect((await deliver(body)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(30);
  });

  it('webhook, "Verificar" and the sweep racing on one payment credit once', async () => {
    const f = await signupFreelancer(t);
    const { id, asaasId } = await buy(f, 'max');
    asaas.setStatus(asaasId, 'CONFIRMED');
    const body = event(asaasId, 'PAYMENT_CONFIRMED');
    const results = await Promise.all([
      deliver(body),
      t.request({ method: 'POST', url: '/api/payments/reconcile', cookie: f.cookie }),
      t.request({ method: 'POST', url: `/api/payments/${id}/check`, cookie: f.cookie }),
      sweepPayments(t.deps),
      deliver(body),
      t.request({ method: 'POST', url: '/api/payments/reconcile', cookie: f.cookie }),
      sweepPayments(t.deps),
    ]);
    for (const r of results) if (r && 'statusCode' in r) expect(r.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('confirmed');
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(115);
    expect(await ledgerByReason(t, 'coin_purchase', [f.user.id])).toMatchObject({ coin: { n: 1, total: 100 } });
    expect(await ledgerMismatches(t, [f.user.id])).toEqual([]);
  });

  it('the confirmation is read from Asaas, not from the body', async () => {
    const f = await signupFreelancer(t);
    const { id, asaasId } = await buy(f);
    // A forged "confirmed" body for a payment Asaas still has as PENDING changes nothing.
    const res = await deliver(event(asaasId, 'PAYMENT_CONFIRMED'));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('pending');
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(15);
  });

  it.each([
    ['missing', null],
    ['wrong', 'token-secreto-do-webhook-asaaZ'],
    ['shorter', 'token'],
    ['longer', `${WEBHOOK_TOKEN}-e-mais`],
    ['empty', ''],
  ])('a %s token → 401, nothing changes', async (_label, token) => {
    const f = await signupFreelancer(t);
    const { id, asaasId } = await buy(f, 'start');
    asaas.setStatus(asaasId, 'CONFIRMED');
    const body = event(asaasId, 'PAYMENT_CONFIRMED');
    const res = await deliver(body, token);
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'WEBHOOK_UNAUTHORIZED']);
    expect(await statusOf(id)).toBe('pending');
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(15);
    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, body.id))).toEqual([]);
  });

  it('OVERDUE expires, DELETED cancels; a late payment of an expired charge is still credited', async () => {
    const f = await signupFreelancer(t);
    const first = await buy(f, 'start');
    asaas.setStatus(first.asaasId, 'OVERDUE');
    expect((await deliver(event(first.asaasId, 'PAYMENT_OVERDUE'))).statusCode).toBe(200);
    expect(await statusOf(first.id)).toBe('expired');

    const second = await buy(f, 'start');
    expect((await deliver(event(second.asaasId, 'PAYMENT_DELETED'))).statusCode).toBe(200);
    expect(await statusOf(second.id)).toBe('cancelled');

    // Asaas keeps a PIX QR payable after the due date: the payer paid the expired one.
    asaas.setStatus(first.asaasId, 'RECEIVED');
    expect((await deliver(event(first.asaasId, 'PAYMENT_RECEIVED'))).statusCode).toBe(200);
    expect(await statusOf(first.id)).toBe('confirmed');
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(30);
  });

  it('a refund takes back the unspent coins and records the spent part as the shortfall', async () => {
    const f = await signupFreelancer(t);
    const { id, asaasId } = await buy(f);
    asaas.setStatus(asaasId, 'CONFIRMED');
    await deliver(event(asaasId, 'PAYMENT_CONFIRMED'));
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(65);
    // Spend 40 of the 65 coins (as approvals would).
    await t.deps.db.transaction(async (tx) => {
      const { debit } = await import('../wallet/wallet.service.ts');
      await debit(tx, {
        userId: f.user.id,
        currency: 'coin',
        amount: 40,
        reason: 'application_approved',
        idempotencyKey: `teste:${id}`,
      });
    });
    asaas.setStatus(asaasId, 'REFUNDED');
    expect((await deliver(event(asaasId, 'PAYMENT_REFUNDED'))).statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ status: 'refunded', refundShortfall: 25 });
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(0);
    expect(await ledgerByReason(t, 'payment_refunded', [f.user.id])).toMatchObject({ coin: { n: 1, total: -25 } });
    expect(await ledgerMismatches(t, [f.user.id])).toEqual([]);
  });

  it('a refunded plan ends the plan; its unspent credits are taken back', async () => {
    const c = await signupContractor(t);
    await grant(t, c.user.id, 'credit', 0 + 1);
    const res = await t.request({
      method: 'POST',
      url: '/api/payments/plans',
      cookie: c.cookie,
      payload: { plan_id: 'basico' },
    });
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, res.json().id));
    const asaasId = row?.providerPaymentId ?? '';
    asaas.setStatus(asaasId, 'CONFIRMED');
    await deliver(event(asaasId, 'PAYMENT_CONFIRMED'));
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(33);
    asaas.setStatus(asaasId, 'REFUNDED');
    await deliver(event(asaasId, 'PAYMENT_REFUNDED'));
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(3);
    const [sub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, c.user.id));
    expect(sub?.planId).toBe('free');
  });

  it('Asaas refusing the charge answers its message and leaves no pending purchase', async () => {
    const f = await signupFreelancer(t);
    asaas.failNext({
      status: 400,
      body: { errors: [{ code: 'invalid_value', description: 'O valor da cobrança é inválido.' }] },
      method: 'POST',
      path: '/payments',
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/payments/coins',
      cookie: f.cookie,
      payload: { package_id: 'pro', customer: CUSTOMER },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Erro ao processar pagamento. O valor da cobrança é inválido.');
    const rows = await t.deps.db
      .select()
      .from(payments)
      .where(sql`${payments.userId} = ${f.user.id}`);
    expect(rows).toEqual([]);
    expect((await buy(f)).id).toBeTruthy();
  });

  it('10 purchases at once open exactly one charge', async () => {
    const f = await signupFreelancer(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({
          method: 'POST',
          url: '/api/payments/coins',
          cookie: f.cookie,
          payload: { package_id: 'pro', customer: CUSTOMER },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.statusCode !== 201).map((r) => r.json().error.code))).toEqual(
      new Set(['PAYMENT_PENDING_EXISTS']),
    );
    const rows = await t.deps.db.select().from(payments).where(eq(payments.userId, f.user.id));
    expect(rows).toHaveLength(1);
  });
});
