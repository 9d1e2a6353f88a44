import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { OPERATOR_MESSAGES } from '@vamos/shared/schemas/operator';
import { chargeRefunds, ledgerEntries, notifications, operatorAudit, payments, payouts } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { PaymentProviderError } from '../../providers/payment/payment-provider.ts';
import type { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { signupContractor, signupFreelancer, type SignedUpUser } from '../../test/factories.ts';
import { fundPlace, guaranteedPayApp } from '../../test/guaranteed-pay.ts';
import { balanceOf, ledgerInvariantViolations } from '../../test/ledger.ts';
import { readyOperator, type SignedInOperator } from '../../test/operators.ts';
import type { TestApp } from '../../test/test-app.ts';
import { handleProviderEvent } from '../payments/handle-provider-event.ts';
import { sweepPayments } from '../payments/payment-sweeper.ts';
import { debit } from '../wallet/wallet.service.ts';

const CUSTOMER = { name: 'Maria da Silva', email: 'maria@teste.com.br', cpf: '529.982.247-25' };
const REASON = 'Cliente pediu o estorno pelo suporte, compra duplicada.';

/**
 * 'Pagamentos' (issue 28, decision 0053), on both databases: an operator's refund of a purchase moves
 * the money and the ledger once under ten concurrent clicks, takes back only what is left, survives a
 * provider that fails; a manual adjustment never goes below zero and moves once per request; the failed
 * pay-outs are listed and sent again. Bad input changes nothing; the ledger invariant holds throughout.
 */
describe.each(TEST_DATABASES)('operator payments on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  let contractor: SignedUpUser;
  let operator: SignedInOperator;

  beforeAll(async () => {
    ({ t, local, contractor } = await guaranteedPayApp(kind));
    operator = await readyOperator(t, 'Paula Pagamentos');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    expect(await ledgerInvariantViolations(t)).toEqual([]);
    await t.close();
  });

  const post = (url: string, payload: object) => t.request({ method: 'POST', url, cookie: operator.cookie, payload });
  const refund = (paymentId: string, reason = REASON) => post(`/api/operator/payments/${paymentId}/refund`, { reason });
  const adjust = (payload: object) => post('/api/operator/balance-adjustments', payload);
  const list = (q = '', page = 1) =>
    t.request({
      method: 'GET',
      url: `/api/operator/payments?q=${encodeURIComponent(q)}&page=${page}`,
      cookie: operator.cookie,
    });
  const paymentRow = async (id: string) => (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0];
  const auditOf = (targetId: string) =>
    t.deps.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, targetId));
  const refundEntries = (paymentId: string) =>
    t.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reason, 'payment_refunded'), eq(ledgerEntries.reference, `payment:${paymentId}`)));

  /** A freelancer who bought PRO (50 coins) by PIX, confirmed through the provider's webhook. */
  async function boughtCoins(): Promise<{ f: SignedUpUser; paymentId: string; chargeId: string }> {
    const f = await signupFreelancer(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/payments/coins',
      cookie: f.cookie,
      payload: { package_id: 'pro', customer: CUSTOMER },
    });
    expect(res.statusCode).toBe(201);
    const paymentId = res.json<{ id: string }>().id;
    const chargeId = (await paymentRow(paymentId))!.providerPaymentId!;
    await local.confirm(chargeId);
    await handleProviderEvent(t.deps, {
      eventId: `evt_${paymentId}`,
      eventType: 'PAYMENT_CONFIRMED',
      providerPaymentId: chargeId,
    });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'confirmed' });
    return { f, paymentId, chargeId };
  }

  it('lists purchases newest first, found by e-mail or charge id, paginated', async () => {
    const { f, paymentId, chargeId } = await boughtCoins();
    const all = await list();
    expect(all.statusCode).toBe(200);
    expect(all.json().charges[0]).toMatchObject({
      id: paymentId,
      product: 'Pacote PRO (50 moedas)',
      amount_cents: 4500,
      status: 'confirmed',
      balance: 65,
      can_refund: true,
      refund: null,
      user: { email: f.user.email },
    });
    expect(all.json().page_size).toBe(20);
    for (const q of [f.user.email.toUpperCase(), chargeId, paymentId]) {
      const found = (await list(q)).json();
      expect(found.total).toBe(1);
      expect(found.charges[0].id).toBe(paymentId);
    }
    expect((await list('%')).json().total).toBe(0);
    expect((await list('', 500)).json().charges).toEqual([]);
    expect((await list('', 0)).statusCode).toBe(400);
  });

  it('lists two purchases made in the same instant in the order they were made', async () => {
    const older = await boughtCoins();
    const newer = await boughtCoins();
    // Two charges made in the same instant (PGlite's clock counts milliseconds) still list newest first.
    await t.deps.db.execute(
      sql`UPDATE payments SET created_at = now() WHERE id IN (${older.paymentId}, ${newer.paymentId})`,
    );
    const ids = (await list()).json<{ charges: { id: string }[] }>().charges.map((c) => c.id);
    expect(ids.slice(0, 2)).toEqual([newer.paymentId, older.paymentId]);
  });

  const refundNotices = (userId: string) =>
    t.deps.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'payment_refunded')));

  it('ten clicks on Estornar refund once: one PIX refund, the coins taken back once, one audit entry', async () => {
    const { f, paymentId, chargeId } = await boughtCoins();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(paymentId)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    const ok = answers.find((a) => a.statusCode === 200)!.json();
    expect(ok).toMatchObject({ payment_id: paymentId, refund_status: 'done', payment_status: 'refunded' });
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error).toMatchObject({
        code: 'CHARGE_REFUND_EXISTS',
        message: ERROR_MESSAGES.CHARGE_REFUND_EXISTS,
      });
    }
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'refunded', refundShortfall: 0 });
    expect(await local.listRefunds(chargeId)).toHaveLength(1);
    expect((await local.listRefunds(chargeId))[0]).toMatchObject({ amountCents: 4500 });
    expect((await refundEntries(paymentId)).map((e) => e.delta)).toEqual([-50]);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(15);
    const audit = await auditOf(paymentId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'charge_refunded', targetType: 'charge', reason: REASON });
    expect((await list(paymentId)).json().charges[0]).toMatchObject({
      status: 'refunded',
      can_refund: false,
      refund: { status: 'done' },
    });
    // The buyer is told once: the money back by PIX and what left the balance.
    expect(await refundNotices(f.user.id)).toEqual([
      {
        title: 'Sua compra foi estornada',
        body: 'Devolvemos R$\u00a045,00 por PIX para a conta que pagou: 50 moedas retiradas do seu saldo.',
      },
    ]);
    // Refunded: a later click changes nothing.
    expect((await refund(paymentId)).json().error.code).toBe('CHARGE_REFUND_EXISTS');
    expect(await refundNotices(f.user.id)).toHaveLength(1);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it('coins already spent: the refund takes back what is left, never below zero, the rest recorded', async () => {
    const { f, paymentId } = await boughtCoins();
    await inTransaction(t.deps.db, (tx) =>
      debit(tx, {
        userId: f.user.id,
        currency: 'coin',
        amount: 40,
        reason: 'test_spend',
        idempotencyKey: randomUUID(),
      }),
    );
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(25);
    expect((await refund(paymentId)).statusCode).toBe(200);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(0);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'refunded', refundShortfall: 25 });
    expect((await refundEntries(paymentId)).map((e) => e.delta)).toEqual([-25]);
    expect((await list(paymentId)).json().charges[0]).toMatchObject({ refund_shortfall: 25 });
    expect((await refundNotices(f.user.id))[0]?.body).toContain(': 25 moedas retiradas do seu saldo.');
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it('a provider that fails delays the refund and loses nothing; the sweep sends it later, once', async () => {
    const { f, paymentId, chargeId } = await boughtCoins();
    const realRefund = local.refundCharge.bind(local);
    const spy = vi
      .spyOn(local, 'refundCharge')
      .mockRejectedValueOnce(new PaymentProviderError('Asaas did not answer', 503))
      .mockRejectedValueOnce(new PaymentProviderError('saldo insuficiente', 400, ['Saldo insuficiente.']));
    const res = await refund(paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refund_status: 'queued', payment_status: 'confirmed' });
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(65);
    expect(await refundEntries(paymentId)).toEqual([]);
    // A second click while it waits is refused: one refund.
    expect((await refund(paymentId)).statusCode).toBe(409);
    const [queued] = await t.deps.db.select().from(chargeRefunds).where(eq(chargeRefunds.paymentId, paymentId));
    expect(queued).toMatchObject({ status: 'queued', attempts: 0 });

    // Not due yet: the sweep leaves it. Then due: refused for now (400), tried again after a back-off.
    await t.deps.db
      .update(chargeRefunds)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(chargeRefunds.id, queued!.id));
    await sweepPayments(t.deps);
    const [retried] = await t.deps.db.select().from(chargeRefunds).where(eq(chargeRefunds.id, queued!.id));
    expect(retried).toMatchObject({ status: 'queued', attempts: 1, failReason: 'Saldo insuficiente.' });
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(65);

    spy.mockImplementation(realRefund);
    await t.deps.db
      .update(chargeRefunds)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(chargeRefunds.id, queued!.id));
    expect((await sweepPayments(t.deps))?.refunded).toBe(1);
    expect((await sweepPayments(t.deps))?.refunded).toBe(0);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'refunded' });
    expect(await local.listRefunds(chargeId)).toHaveLength(1);
    expect((await refundEntries(paymentId)).map((e) => e.delta)).toEqual([-50]);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(15);
  });

  it('refuses what cannot be refunded, and bad input, changing nothing', async () => {
    const f = await signupFreelancer(t);
    const pending = (
      await t.request({
        method: 'POST',
        url: '/api/payments/coins',
        cookie: f.cookie,
        payload: { package_id: 'start', customer: CUSTOMER },
      })
    ).json<{ id: string }>().id;
    expect((await refund(pending)).json().error.code).toBe('CHARGE_NOT_REFUNDABLE');
    expect((await refund('nao-e-um-id')).statusCode).toBe(404);
    expect((await refund(randomUUID())).json().error.code).toBe('CHARGE_NOT_FOUND');
    const place = await fundPlace(t, local, contractor);
    expect((await refund(place.paymentId)).json().error.code).toBe('CHARGE_NOT_FOUND');
    const { paymentId } = await boughtCoins();
    const short = await refund(paymentId, 'curto');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.reason).toBe(OPERATOR_MESSAGES.reasonTooShort);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'confirmed' });
    expect(await t.deps.db.select().from(chargeRefunds).where(eq(chargeRefunds.paymentId, paymentId))).toEqual([]);
    expect(await auditOf(paymentId)).toEqual([]);
  });

  it('a manual adjustment moves a balance up or down with its reason, never below zero, once per request', async () => {
    const f = await signupFreelancer(t);
    const c = await signupContractor(t);
    const add = { email: f.user.email, currency: 'coin', amount: 10, reason: REASON, request_id: randomUUID() };
    const added = await Promise.all([adjust(add), adjust(add), adjust(add)]);
    expect(added.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(25);
    expect(added.map((a) => a.json().balance)).toContain(25);
    expect(await auditOf(f.user.id)).toHaveLength(1);

    const take = await adjust({ ...add, amount: -20, request_id: randomUUID() });
    expect(take.json()).toMatchObject({ balance: 5, amount: -20 });
    const entries = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, f.user.id), eq(ledgerEntries.reason, 'operator_adjustment')));
    expect(entries.map((e) => e.delta).sort()).toEqual([-20, 10]);
    const audit = await auditOf(f.user.id);
    expect(audit.map((a) => a.action)).toEqual(['balance_adjusted', 'balance_adjusted']);
    expect(audit.find((a) => (a.after as { delta: number }).delta === -20)).toMatchObject({
      targetType: 'user',
      before: { currency: 'coin', balance: 25 },
      after: { currency: 'coin', balance: 5, delta: -20 },
    });

    const refusals: [object, number, string, string][] = [
      [{ amount: -6 }, 409, 'amount', 'O saldo não pode ficar negativo: o usuário tem 5 moedas.'],
      [{ currency: 'credit' }, 400, 'currency', 'Este usuário tem moedas.'],
      [{ email: 'ninguem@teste.com.br' }, 404, 'email', 'Nenhum usuário com este e-mail.'],
      [{ email: 'sem-arroba' }, 400, 'email', 'Digite um e-mail válido.'],
      [{ amount: 0 }, 400, 'amount', 'O ajuste não pode ser zero.'],
      [{ amount: 2.5 }, 400, 'amount', 'A quantidade é um número inteiro, como 10 ou -5.'],
      [{ amount: 10_001 }, 400, 'amount', 'O ajuste pode ser de até 10.000 de uma vez.'],
      [{ reason: '' }, 400, 'reason', OPERATOR_MESSAGES.reasonRequired],
      [{ reason: 'x'.repeat(1001) }, 400, 'reason', OPERATOR_MESSAGES.reasonTooLong],
    ];
    for (const [change, status, field, message] of refusals) {
      const res = await adjust({ ...add, ...change, request_id: randomUUID() });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(
      (await adjust({ ...add, email: c.user.email, currency: 'credit', amount: -2, request_id: randomUUID() })).json(),
    ).toMatchObject({ balance: 0 });
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(5);
    expect(await auditOf(f.user.id)).toHaveLength(2);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it('lists failed pay-outs and sends one again with a new attempt, audited; a second click is refused', async () => {
    const place = await fundPlace(t, local, contractor);
    const [failed] = await t.deps.db
      .insert(payouts)
      .values({
        shiftId: place.shiftId,
        jobId: place.job.id,
        freelancerId: place.f.user.id,
        amountCents: 16_200,
        status: 'failed',
        attempt: 4,
        failReason: 'Chave PIX não encontrada',
      })
      .returning();
    const failures = await t.request({ method: 'GET', url: '/api/operator/payment-failures', cookie: operator.cookie });
    expect(failures.statusCode).toBe(200);
    expect(failures.json().payouts).toContainEqual(
      expect.objectContaining({ id: failed!.id, amount_cents: 16_200, has_pix_key: true, attempt: 4 }),
    );
    const retry = (reason = REASON) => post(`/api/operator/payouts/${failed!.id}/retry`, { reason });
    expect((await retry('curto')).statusCode).toBe(400);
    expect((await t.deps.db.select().from(payouts).where(eq(payouts.id, failed!.id)))[0]?.status).toBe('failed');
    const [first, second] = await Promise.all([retry(), retry()]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    expect((await t.deps.db.select().from(payouts).where(eq(payouts.id, failed!.id)))[0]).toMatchObject({
      status: 'queued',
      attempt: 5,
    });
    expect((await auditOf(failed!.id)).map((a) => a.action)).toEqual(['payout_retried']);
    expect((await post(`/api/operator/payouts/${randomUUID()}/retry`, { reason: REASON })).statusCode).toBe(404);
  });
});
