import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema.ts';
import { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { signupContractor, signupFreelancer, type SignedUpUser } from '../../test/factories.ts';
import { balanceOf, ledgerByReason, ledgerInvariantViolations, ledgerMismatches } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sweepPayments } from './payment-sweeper.ts';

const CUSTOMER = { name: 'Maria da Silva', email: 'maria@teste.com.br', cpf: '529.982.247-25' };

describe.each(TEST_DATABASES)('payments with the local PIX provider on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEV_TOOLS: 'true' });
    if (!(t.deps.payments instanceof LocalPixProvider)) throw new Error('expected the local provider by default');
    local = t.deps.payments;
  });
  afterAll(async () => {
    // Every money test leaves the ledger whole: balances = ledger sums, never below zero.
    expect(await ledgerInvariantViolations(t)).toEqual([]);
    await t.close();
  });

  const buyCoins = (u: SignedUpUser, packageId = 'pro', customer: object = CUSTOMER) =>
    t.request({
      method: 'POST',
      url: '/api/payments/coins',
      cookie: u.cookie,
      payload: { package_id: packageId, customer },
    });
  const subscribe = (u: SignedUpUser, planId: string) =>
    t.request({ method: 'POST', url: '/api/payments/plans', cookie: u.cookie, payload: { plan_id: planId } });
  const get = (u: SignedUpUser, url: string) => t.request({ method: 'GET', url, cookie: u.cookie });
  const post = (u: SignedUpUser, url: string) => t.request({ method: 'POST', url, cookie: u.cookie });
  const chargeIdOf = async (paymentId: string) =>
    (await t.deps.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.providerPaymentId ?? '';
  const devPost = (chargeId: string, action: 'confirm' | 'expire') =>
    t.app.inject({ method: 'POST', url: `/dev/pix/${chargeId}/${action}` });
  const paymentRow = async (id: string) => (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0];

  it('a freelancer buys PRO: a pending PIX charge with a BR Code and QR code, and only one at a time', async () => {
    const f = await signupFreelancer(t);
    const res = await buyCoins(f);
    expect(res.statusCode).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      kind: 'coins',
      product_id: 'pro',
      product_name: 'Pacote PRO',
      amount_cents: 4500,
      quantity: 50,
      status: 'pending',
      provider: 'local',
      confirmed_at: null,
    });
    expect(payment.pix_payload).toMatch(/^000201.*5303986.*540545\.00.*6304[0-9A-F]{4}$/);
    expect(Buffer.from(payment.qr_code_png_base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(payment.invoice_url).toMatch(/^\/dev\/pix\/pix_[0-9a-f]{20}$/);
    const hours = (Date.parse(payment.expires_at) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    expect((await get(f, '/api/payments/pending')).json()).toEqual({ payment });
    const second = await buyCoins(f, 'max');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('PAYMENT_PENDING_EXISTS');
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(15);
  });

  it('confirming on the dev page credits the coins once and the statement shows the purchase', async () => {
    const f = await signupFreelancer(t);
    const payment = (await buyCoins(f)).json();
    const chargeId = await chargeIdOf(payment.id);

    const page = await t.app.inject({ method: 'GET', url: `/dev/pix/${chargeId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('R$&nbsp;45,00'.replace('&nbsp;', '\u00a0'));
    expect(page.body).toContain('Confirmar pagamento');

    const confirmed = await devPost(chargeId, 'confirm');
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/dev/pix/${chargeId}?done=confirmed`);
    expect((await devPost(chargeId, 'confirm')).statusCode).toBe(303);

    expect(await balanceOf(t, f.user.id, 'coin')).toBe(65);
    expect(await ledgerByReason(t, 'coin_purchase', [f.user.id])).toMatchObject({ coin: { n: 1, total: 50 } });
    expect(await ledgerMismatches(t, [f.user.id])).toEqual([]);
    const after = (await get(f, `/api/payments/${payment.id}`)).json();
    expect(after).toMatchObject({ status: 'confirmed', pix_payload: null, qr_code_png_base64: null });
    expect(after.confirmed_at).not.toBeNull();
    expect((await get(f, '/api/payments/pending')).json()).toEqual({ payment: null });

    const statement = (await get(f, '/api/wallet/statement')).json();
    expect(statement).toMatchObject({ currency: 'coin', balance: 65, next_cursor: null });
    expect(
      statement.entries.map((e: Record<string, unknown>) => [e.label, e.detail, e.delta, e.balance_after]),
    ).toEqual([
      ['Compra de moedas', 'Pacote PRO', 50, 65],
      ['Bônus de boas-vindas', null, 15, 15],
    ]);
  });

  it('cancelling a pending charge frees the user to buy another; an expired one cannot be paid', async () => {
    const f = await signupFreelancer(t);
    const first = (await buyCoins(f, 'start')).json();
    const cancelled = await post(f, `/api/payments/${first.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ changed: true, payment: { status: 'cancelled' } });
    expect((await local.find(await chargeIdOf(first.id)))?.status).toBe('cancelled');
    expect((await post(f, `/api/payments/${first.id}/cancel`)).json().error.code).toBe('PAYMENT_NOT_PENDING');

    const second = (await buyCoins(f, 'max')).json();
    const chargeId = await chargeIdOf(second.id);
    await devPost(chargeId, 'expire');
    expect((await paymentRow(second.id))?.status).toBe('expired');
    await devPost(chargeId, 'confirm');
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(15);
    expect((await buyCoins(f, 'start')).statusCode).toBe(201);
  });

  it('"Verificar" finds a charge paid without a webhook and credits it once', async () => {
    const f = await signupFreelancer(t);
    const payment = (await buyCoins(f, 'max')).json();
    await local.confirm(await chargeIdOf(payment.id));
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(15);

    const checked = await post(f, '/api/payments/reconcile');
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      payments_checked: 1,
      payments_corrected: 1,
      payments: [{ status: 'confirmed' }],
    });
    const again = await post(f, `/api/payments/${payment.id}/check`);
    expect(again.json()).toMatchObject({ changed: false, payment: { status: 'confirmed' } });
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(115);
  });

  it('the sweep expires a charge past 24 hours at the provider and here', async () => {
    const f = await signupFreelancer(t);
    const payment = (await buyCoins(f, 'start')).json();
    await t.deps.db
      .update(payments)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(payments.id, payment.id));
    const report = await sweepPayments(t.deps);
    expect(report?.checked).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(payment.id))?.status).toBe('expired');
    expect((await local.find(await chargeIdOf(payment.id)))?.status).toBe('cancelled');
  });

  it('a contractor subscribes to Starter: plan active for 30 days, 30 credits once; then switches to Pro', async () => {
    const c = await signupContractor(t);
    expect((await get(c, '/api/subscription')).json()).toEqual({
      plan_id: 'free',
      started_at: null,
      expires_at: null,
      pending_payment: null,
      next_free_top_up: expect.stringMatching(/^\d{4}-\d{2}-01$/),
    });
    const res = await subscribe(c, 'basico');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'plan', product_name: 'Plano Starter', amount_cents: 7500, quantity: 30 });
    expect((await get(c, '/api/subscription')).json().pending_payment).toMatchObject({ id: res.json().id });

    const chargeId = await chargeIdOf(res.json().id);
    await devPost(chargeId, 'confirm');
    await devPost(chargeId, 'confirm');
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(32);
    const sub = (await get(c, '/api/subscription')).json();
    expect(sub).toMatchObject({ plan_id: 'basico', pending_payment: null });
    const days = (Date.parse(sub.expires_at) - Date.parse(sub.started_at)) / 86_400_000;
    expect(days).toBe(30);

    const again = await subscribe(c, 'basico');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PLAN_ALREADY_ACTIVE');
    const pro = await subscribe(c, 'premium');
    expect(pro.statusCode).toBe(201);
    await devPost(await chargeIdOf(pro.json().id), 'confirm');
    expect((await get(c, '/api/subscription')).json().plan_id).toBe('premium');
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(132);
    expect(await ledgerMismatches(t, [c.user.id])).toEqual([]);
  });

  it('an expired plan returns to free on the sweep; credits stay', async () => {
    const c = await signupContractor(t);
    const payment = (await subscribe(c, 'premium')).json();
    await devPost(await chargeIdOf(payment.id), 'confirm');
    await t.deps.db
      .update(subscriptions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(subscriptions.userId, c.user.id));
    expect((await get(c, '/api/subscription')).json().plan_id).toBe('free');
    await sweepPayments(t.deps);
    const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, c.user.id));
    expect(row).toMatchObject({ planId: 'free', expiresAt: null });
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(102);
  });

  it('refuses bad input and the wrong role with a message, writing nothing', async () => {
    const f = await signupFreelancer(t);
    const c = await signupContractor(t);
    const cases: [SignedUpUser, string, object, number, string][] = [
      [f, '/api/payments/coins', { package_id: 'mega', customer: CUSTOMER }, 400, 'VALIDATION'],
      [f, '/api/payments/coins', { package_id: 'pro', customer: { ...CUSTOMER, cpf: '123' } }, 400, 'VALIDATION'],
      [f, '/api/payments/coins', { package_id: 'pro', customer: { ...CUSTOMER, name: '' } }, 400, 'VALIDATION'],
      [
        f,
        '/api/payments/coins',
        { package_id: 'pro', customer: { ...CUSTOMER, email: 'x'.repeat(10_000) } },
        400,
        'VALIDATION',
      ],
      [f, '/api/payments/plans', { plan_id: 'basico' }, 403, 'FORBIDDEN'],
      [c, '/api/payments/coins', { package_id: 'pro', customer: CUSTOMER }, 403, 'FORBIDDEN'],
      [c, '/api/payments/plans', { plan_id: 'enterprise' }, 400, 'VALIDATION'],
      [c, '/api/payments/plans', { plan_id: 'free' }, 400, 'VALIDATION'],
    ];
    for (const [u, url, payload, status, code] of cases) {
      const res = await t.request({ method: 'POST', url, cookie: u.cookie, payload });
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, status, code]);
    }
    const cpf = await buyCoins(f, 'pro', { ...CUSTOMER, cpf: '123.456' });
    expect(cpf.json().error.fields['customer.cpf']).toBe('CPF deve conter 11 dígitos');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/payments/coins',
      payload: { package_id: 'pro', customer: CUSTOMER },
    });
    expect(anonymous.statusCode).toBe(401);
    const rows = await t.deps.db
      .select()
      .from(payments)
      .where(sql`${payments.userId} IN (${f.user.id}, ${c.user.id})`);
    expect(rows).toEqual([]);
  });

  it("another user's payment is not found, and cannot be checked or cancelled", async () => {
    const owner = await signupFreelancer(t);
    const other = await signupFreelancer(t);
    const payment = (await buyCoins(owner, 'start')).json();
    for (const res of [
      await get(other, `/api/payments/${payment.id}`),
      await post(other, `/api/payments/${payment.id}/check`),
      await post(other, `/api/payments/${payment.id}/cancel`),
      await get(other, '/api/payments/nao-e-um-id'),
    ]) {
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    }
    expect((await paymentRow(payment.id))?.status).toBe('pending');
  });

  it('a contractor without a CPF on the profile is asked to complete it first', async () => {
    const c = await signupContractor(t);
    await t.deps.database.rawTransaction((q) =>
      q.query('UPDATE profiles SET cpf = NULL WHERE user_id = $1', [c.user.id]),
    );
    const res = await subscribe(c, 'basico');
    expect([res.statusCode, res.json().error.message]).toEqual([
      409,
      'Complete seu perfil com nome e CPF antes de assinar um plano.',
    ]);
  });
});
