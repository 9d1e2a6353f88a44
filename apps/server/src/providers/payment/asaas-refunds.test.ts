import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAsaas, type FakeAsaas } from '../../test/fake-asaas-server.ts';
import { AsaasProvider } from './asaas-provider.ts';
import { REFUND_DESCRIPTION_MAX, refundDescription, type AsaasRefundStatus } from './asaas-refunds.ts';
import { PaymentProviderError, type ChargeRefund, type RefundChargeInput } from './payment-provider.ts';

const API_KEY = '$aact_hmlg_test_key';
/** A returned PIX's id: 'D', an 8-digit ISPB, yyyyMMddHHmm, 11 characters. */
const BCB_RETURN_ID = /^D\d{8}\d{12}[A-Za-z0-9]{11}$/;
const dueDate = new Date(Date.now() - 3 * 3600_000 + 86_400_000).toISOString().slice(0, 10);

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** PIX refunds of a confirmed charge through AsaasProvider (decision 0045), against the fake Asaas. */
describe('AsaasProvider PIX refunds against a fake Asaas', () => {
  let asaas: FakeAsaas;
  let provider: AsaasProvider;
  /** A charge of R$ 100,00 the payer paid (RECEIVED), or in `status`. */
  let paymentId: string;
  const refundsMade = () => asaas.state.refunds.get(paymentId) ?? [];
  const posts = () => asaas.requests.filter((r) => r.method === 'POST' && r.path === `/payments/${paymentId}/refund`);
  const input = (overrides: Partial<RefundChargeInput> = {}): RefundChargeInput => ({
    providerPaymentId: paymentId,
    amountCents: 10000,
    reference: 'refund-1',
    description: 'Vamos Trabalhar: reembolso da vaga de Garçom',
    ...overrides,
  });
  /** A fresh adapter, as after a restart or in another process: nothing in memory. */
  const restarted = (options: { timeoutMs?: number } = {}) =>
    new AsaasProvider({ apiKey: API_KEY, baseUrl: asaas.url, ...options });

  beforeAll(async () => {
    asaas = await startFakeAsaas({ apiKey: API_KEY });
  });
  afterAll(async () => asaas.close());
  beforeEach(async () => {
    asaas.reset();
    provider = restarted();
    const charge = await provider.createPixCharge({
      customer: { userId: 'contractor-1', name: 'Bar do Zé', email: 'ze@example.com', cpf: '52998224725' },
      amountCents: 10000,
      description: 'Vamos Trabalhar - Garçom em 28/11 (pagamento garantido)',
      externalReference: 'payment-1',
      dueDate,
    });
    paymentId = charge.providerPaymentId;
    asaas.setStatus(paymentId, 'RECEIVED');
    asaas.requests.length = 0;
  });

  describe('refundCharge', () => {
    it('in full: looks for the reference, then POSTs the refund in reais; the charge reads refunded', async () => {
      const refund = await provider.refundCharge(input());

      expect(asaas.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET /payments/${paymentId}/refunds`,
        `POST /payments/${paymentId}/refund`,
      ]);
      expect(asaas.requests[0]?.query).toMatchObject({ offset: '0', limit: '100' });
      expect(posts()[0]?.body).toEqual({
        value: 100,
        description: 'Vamos Trabalhar: reembolso da vaga de Garçom [ref refund-1]',
      });
      expect(refund).toEqual<ChargeRefund>({ status: 'pending', endToEndId: null, refundedAt: null });
      expect(asaas.state.payments.get(paymentId)?.status).toBe('REFUNDED');
      expect(await provider.getPaymentStatus(paymentId)).toBe('refunded');
    });

    it('in parts, in reais: each keeps the charge paid until they add up to it, and none goes past it', async () => {
      await provider.refundCharge(input({ reference: 'place-1', amountCents: 3000 }));
      await provider.refundCharge(input({ reference: 'place-2', amountCents: 2050 }));
      expect(posts().map((r) => (r.body as { value: number }).value)).toEqual([30, 20.5]);
      expect(asaas.state.payments.get(paymentId)?.status).toBe('RECEIVED');
      expect(await provider.getPaymentStatus(paymentId)).toBe('confirmed');

      const tooMuch = await rejection(provider.refundCharge(input({ reference: 'place-3', amountCents: 4951 })));
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.details).toEqual(['O valor do estorno excede o saldo disponível da cobrança (R$ 49.5).']);

      await provider.refundCharge(input({ reference: 'place-3', amountCents: 4950 }));
      expect(refundsMade().map((r) => r.value)).toEqual([30, 20.5, 49.5]);
      expect(asaas.state.payments.get(paymentId)?.status).toBe('REFUNDED');
    });

    it('refuses a charge not paid (400) and one Asaas does not have (404), with Asaas’s words', async () => {
      asaas.setStatus(paymentId, 'PENDING');
      const unpaid = await rejection(provider.refundCharge(input()));
      expect(unpaid.status).toBe(400);
      expect(unpaid.details).toEqual(['Só é possível estornar cobranças recebidas ou confirmadas.']);

      const unknown = await rejection(provider.refundCharge(input({ providerPaymentId: 'pay_nao_existe' })));
      expect(unknown.status).toBe(404);
      expect(unknown.details).toEqual(['Objeto não encontrado.']);
      expect(refundsMade()).toHaveLength(0);
    });

    it('refuses a bad amount or reference without calling Asaas', async () => {
      await rejection(provider.refundCharge(input({ amountCents: 10.5 })));
      await rejection(provider.refundCharge(input({ amountCents: 0 })));
      await rejection(provider.refundCharge(input({ reference: 'com espaço' })));
      await rejection(provider.refundCharge(input({ reference: 'x'.repeat(65) })));
      expect(asaas.requests).toHaveLength(0);
    });

    it('answers a repeat of a reference with the refund already made, refunding nothing (after a restart too)', async () => {
      await provider.refundCharge(input({ amountCents: 4000 }));
      asaas.setRefundStatus(paymentId, 0, 'DONE');
      const again = await restarted().refundCharge(input({ amountCents: 4000 }));

      expect(again.status).toBe('done');
      expect(again.endToEndId).toBe(refundsMade()[0]?.endToEndIdentifier);
      expect(again.endToEndId).toMatch(BCB_RETURN_ID);
      expect(posts()).toHaveLength(1);
      expect(refundsMade()).toHaveLength(1);
    });

    it('refuses a reference already used for another amount (409), refunding nothing', async () => {
      await provider.refundCharge(input({ amountCents: 4000 }));
      const error = await rejection(restarted().refundCharge(input({ amountCents: 5000 })));
      expect(error.status).toBe(409);
      expect(error.message).toContain('refund-1 was already used');
      expect(refundsMade()).toHaveLength(1);
    });

    it('writes the reference after the description, cut to 140 characters so the reference is never cut off', async () => {
      const long =
        'Vamos Trabalhar: reembolso da vaga de Auxiliar de cozinha no evento de fim de ano da empresa, 31/12, das 18h às 2h'.repeat(
          2,
        );
      const reference = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d:2';
      await provider.refundCharge(input({ description: long, reference }));
      const sent = (posts()[0]?.body as { description: string }).description;

      expect(sent.length).toBeLessThanOrEqual(REFUND_DESCRIPTION_MAX);
      expect(sent.endsWith(` [ref ${reference}]`)).toBe(true);
      expect(sent.startsWith('Vamos Trabalhar: reembolso da vaga de Auxiliar')).toBe(true);
      expect(refundDescription('   ', 'r-1')).toBe('[ref r-1]');
      expect(await provider.getRefund(paymentId, reference)).toMatchObject({ status: 'pending' });
    });
  });

  describe('a lost answer refunds once', () => {
    it('a 500 after Asaas made the refund: the call finds it and answers it', async () => {
      asaas.loseNextAnswer({ method: 'POST', path: /\/refund$/, answer: { status: 500, body: {} } });
      const refund = await provider.refundCharge(input({ amountCents: 2500 }));

      expect(refund.status).toBe('pending');
      expect(refundsMade()).toHaveLength(1);
      expect(asaas.requests.map((r) => `${r.method} ${r.path.split('/').pop()}`)).toEqual([
        'GET refunds',
        'POST refund',
        'GET refunds',
      ]);
    });

    it('no answer and no look-up: the call fails, and its retry finds the refund made', async () => {
      asaas.loseNextAnswer({ method: 'POST', path: /\/refund$/ });
      const attempt = rejection(restarted({ timeoutMs: 200 }).refundCharge(input({ amountCents: 2500 })));
      // Once the POST has arrived (and hangs), the look-up after it fails too.
      await expect.poll(() => posts().length).toBe(1);
      asaas.failNext({ status: 503, body: {}, method: 'GET', path: /\/refunds$/ });
      const error = await attempt;
      expect(error.status).toBeNull();
      expect(refundsMade()).toHaveLength(1);

      const retry = await restarted().refundCharge(input({ amountCents: 2500 }));
      expect(retry.status).toBe('pending');
      expect(posts()).toHaveLength(1);
      expect(refundsMade()).toHaveLength(1);
    });

    it('an answer without its refunds: the list tells which refund is ours', async () => {
      asaas.loseNextAnswer({ method: 'POST', path: /\/refund$/, answer: { status: 200, body: { id: paymentId } } });
      expect(await provider.refundCharge(input({ amountCents: 2500 }))).toMatchObject({ status: 'pending' });
      expect(refundsMade()).toHaveLength(1);
    });

    it('a refund Asaas says it made but nowhere carries our reference is refused (409), not retried', async () => {
      asaas.failNext({ status: 200, body: { id: paymentId, refunds: [] }, method: 'POST' });
      const error = await rejection(provider.refundCharge(input({ amountCents: 2500 })));
      expect(error.status).toBe(409);
      expect(error.message).toContain('check it in Asaas before trying again');
    });

    it('a 5xx on a refund Asaas did not make, after its look-up finds nothing, fails with Asaas’s words', async () => {
      asaas.failNext({ status: 502, body: { errors: [{ description: 'Bad gateway' }] }, method: 'POST' });
      const error = await rejection(provider.refundCharge(input()));
      expect(error.status).toBe(502);
      expect(error.details).toEqual(['Bad gateway']);
      expect(refundsMade()).toHaveLength(0);
    });

    it('50 concurrent calls for one reference in one process make one refund', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => provider.refundCharge(input({ amountCents: 1000 }))),
      );
      expect(posts()).toHaveLength(1);
      expect(refundsMade()).toHaveLength(1);
      expect(new Set(results.map((r) => r.status))).toEqual(new Set(['pending']));
    });

    it('50 calls for one reference from 50 processes, serialised by the caller, make one refund', async () => {
      for (let i = 0; i < 50; i += 1) await restarted().refundCharge(input({ amountCents: 1000 }));
      expect(posts()).toHaveLength(1);
      expect(refundsMade()).toHaveLength(1);
    });

    it('a concurrent call for the same reference with another amount is refused', async () => {
      const [first, second] = await Promise.allSettled([
        provider.refundCharge(input({ amountCents: 1000 })),
        provider.refundCharge(input({ amountCents: 2000 })),
      ]);
      expect(first.status).toBe('fulfilled');
      expect(second.status === 'rejected' && (second.reason as PaymentProviderError).status).toBe(409);
      expect(refundsMade()).toHaveLength(1);
    });
  });

  describe('getRefund', () => {
    it.each([
      ['PENDING', 'pending'],
      ['AWAITING_CRITICAL_ACTION_AUTHORIZATION', 'pending'],
      ['AWAITING_CUSTOMER_EXTERNAL_AUTHORIZATION', 'pending'],
      ['CANCELLED', 'failed'],
    ] as const)('maps %s to %s', async (asaasStatus: AsaasRefundStatus, status) => {
      await provider.refundCharge(input({ amountCents: 1000 }));
      asaas.setRefundStatus(paymentId, 0, asaasStatus);
      expect(await provider.getRefund(paymentId, 'refund-1')).toEqual<ChargeRefund>({
        status,
        endToEndId: null,
        refundedAt: null,
      });
    });

    it('maps DONE with its return id and date (Brasília)', async () => {
      await provider.refundCharge(input({ amountCents: 1000 }));
      asaas.setRefundStatus(paymentId, 0, 'DONE');
      const stored = refundsMade()[0];
      expect(await provider.getRefund(paymentId, 'refund-1')).toEqual<ChargeRefund>({
        status: 'done',
        endToEndId: stored?.endToEndIdentifier ?? 'missing',
        refundedAt: new Date(`${stored?.effectiveDate?.replace(' ', 'T')}-03:00`),
      });
    });

    it('finds its own refund among the charge’s others, past the first page; null when there is none', async () => {
      for (let i = 0; i < 105; i += 1) {
        await provider.refundCharge(input({ reference: `place-${i}`, amountCents: 50 }));
      }
      asaas.setRefundStatus(paymentId, 104, 'DONE');
      asaas.requests.length = 0;

      expect((await provider.getRefund(paymentId, 'place-104'))?.status).toBe('done');
      expect((await provider.getRefund(paymentId, 'place-10'))?.status).toBe('pending');
      expect(await provider.getRefund(paymentId, 'place-1000')).toBeNull();
      expect(await provider.getRefund(paymentId, 'place-1')).toMatchObject({ status: 'pending' });
      expect(asaas.requests.filter((r) => r.query.offset === '100').length, 'each look-up read the second page').toBe(
        4,
      );
    });

    it('rejects an unknown charge with status 404', async () => {
      const error = await rejection(provider.getRefund('pay_nao_existe', 'refund-1'));
      expect(error.status).toBe(404);
    });

    it('refuses, never guesses, when two refunds carry one reference (a caller that did not serialise)', async () => {
      await provider.refundCharge(input({ amountCents: 1000 }));
      await provider.refundCharge(input({ reference: 'refund-2', amountCents: 1000 }));
      const second = refundsMade()[1];
      if (second) second.description = refundDescription('Outro', 'refund-1');

      const error = await rejection(provider.getRefund(paymentId, 'refund-1'));
      expect(error.status).toBe(409);
      expect(error.message).toContain('2 refunds with reference refund-1');
    });
  });

  it('PAYMENT_PARTIALLY_REFUNDED and PAYMENT_REFUNDED bodies carry the payment and its refunds; re-reading tells the truth', async () => {
    await provider.refundCharge(input({ reference: 'place-1', amountCents: 4000 }));
    const partial = asaas.paymentEvent(paymentId, 'PAYMENT_PARTIALLY_REFUNDED');
    await provider.refundCharge(input({ reference: 'place-2', amountCents: 6000 }));
    const full = asaas.paymentEvent(paymentId, 'PAYMENT_REFUNDED');
    asaas.setRefundStatus(paymentId, 0, 'DONE');
    asaas.setRefundStatus(paymentId, 1, 'DONE');

    expect(partial.payment).toMatchObject({ id: paymentId, status: 'RECEIVED' });
    expect(partial.payment.refunds?.map((r) => [r.value, r.status])).toEqual([[40, 'PENDING']]);
    expect(full.payment.status).toBe('REFUNDED');
    expect(full.payment.refunds?.map((r) => r.value)).toEqual([40, 60]);
    // Delivered late and in any order, a body tells an old state; the provider tells the current one.
    for (const delivery of [full, partial, full]) {
      expect(await provider.getPaymentStatus(delivery.payment.id)).toBe('refunded');
      expect((await provider.getRefund(delivery.payment.id, 'place-1'))?.status).toBe('done');
    }
  });
});
