import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAsaas, type FakeAsaas } from '../../test/fake-asaas-server.ts';
import { AsaasProvider, type AsaasPaymentStatus } from './asaas-provider.ts';
import { PaymentProviderError, type CreatePixChargeInput, type ProviderPaymentStatus } from './payment-provider.ts';

const API_KEY = '$aact_hmlg_test_key';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Tomorrow in Brasília, 'yyyy-MM-dd'. */
const dueDate = new Date(Date.now() - 3 * 3600_000 + 86_400_000).toISOString().slice(0, 10);

const chargeInput = (overrides: Partial<CreatePixChargeInput> = {}): CreatePixChargeInput => ({
  customer: { userId: 'user-1', name: 'Maria da Silva', email: 'maria@example.com', cpf: '52998224725' },
  amountCents: 1999,
  description: 'Pacote PRO - 50 moedas',
  externalReference: 'payment-1',
  dueDate,
  ...overrides,
});

/** The provider's rejection, for asserting on its fields. */
async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('AsaasProvider against a fake Asaas', () => {
  let asaas: FakeAsaas;
  let provider: AsaasProvider;
  const calls = (method: string, path: string | RegExp) =>
    asaas.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );

  beforeAll(async () => {
    asaas = await startFakeAsaas({ apiKey: API_KEY });
  });
  afterAll(async () => {
    await asaas.close();
  });
  beforeEach(() => {
    asaas.reset();
    provider = new AsaasProvider({ apiKey: API_KEY, baseUrl: asaas.url });
  });

  describe('customer', () => {
    it('is looked up by externalReference, created once, then reused', async () => {
      await provider.createPixCharge(chargeInput());
      await provider.createPixCharge(chargeInput({ externalReference: 'payment-2' }));

      const lookups = calls('GET', '/customers');
      expect(lookups).toHaveLength(1);
      expect(lookups[0]?.query.externalReference).toBe('user-1');
      const creations = calls('POST', '/customers');
      expect(creations).toHaveLength(1);
      expect(creations[0]?.body).toEqual({
        name: 'Maria da Silva',
        email: 'maria@example.com',
        cpfCnpj: '52998224725',
        externalReference: 'user-1',
        notificationDisabled: true,
      });
      const [customerId] = asaas.state.customers.keys();
      expect(calls('POST', '/payments').map((r) => (r.body as { customer: string }).customer)).toEqual([
        customerId,
        customerId,
      ]);
    });

    it('is found again by a fresh instance (after a restart) instead of created twice', async () => {
      await provider.createPixCharge(chargeInput());
      const restarted = new AsaasProvider({ apiKey: API_KEY, baseUrl: asaas.url });
      await restarted.createPixCharge(chargeInput({ externalReference: 'payment-2' }));

      expect(calls('GET', '/customers')).toHaveLength(2);
      expect(calls('POST', '/customers')).toHaveLength(1);
      expect(asaas.state.customers.size).toBe(1);
    });

    it('is looked up again after a failed lookup (a failure is not cached)', async () => {
      asaas.failNext({ status: 500, body: {}, method: 'GET', path: '/customers' });
      await rejection(provider.createPixCharge(chargeInput()));
      await provider.createPixCharge(chargeInput());
      expect(calls('GET', '/customers')).toHaveLength(2);
      expect(calls('POST', '/customers')).toHaveLength(1);
    });
  });

  describe('createPixCharge', () => {
    it('sends a PIX payment in reais with the due date and our reference, with access_token and User-Agent', async () => {
      await provider.createPixCharge(chargeInput());

      const [create] = calls('POST', '/payments');
      expect(create?.body).toEqual({
        customer: expect.stringMatching(/^cus_/),
        billingType: 'PIX',
        value: 19.99,
        dueDate,
        description: 'Pacote PRO - 50 moedas',
        externalReference: 'payment-1',
      });
      for (const request of asaas.requests) {
        expect(request.headers['access_token']).toBe(API_KEY);
        expect(request.headers['user-agent']).toBe('VamosTrabalhar/1.0');
        expect(request.headers['content-type']).toBe('application/json');
      }
      expect(calls('GET', /^\/payments\/pay_\w+\/pixQrCode$/)).toHaveLength(1);
    });

    it.each([
      [5, 0.05],
      [10, 0.1],
      [4990, 49.9],
      [123456, 1234.56],
      [100000, 1000],
    ])('converts %i cents into %d reais', async (amountCents, value) => {
      await provider.createPixCharge(chargeInput({ amountCents }));
      expect((calls('POST', '/payments')[0]?.body as { value: number }).value).toBe(value);
    });

    it('refuses a non-integer or non-positive amount without calling Asaas', async () => {
      await rejection(provider.createPixCharge(chargeInput({ amountCents: 12.5 })));
      await rejection(provider.createPixCharge(chargeInput({ amountCents: 0 })));
      expect(asaas.requests).toHaveLength(0);
    });

    it('sends the configured User-Agent', async () => {
      const custom = new AsaasProvider({ apiKey: API_KEY, baseUrl: `${asaas.url}/`, userAgent: 'Teste/2.0' });
      await custom.createPixCharge(chargeInput());
      expect(asaas.requests.map((r) => r.headers['user-agent'])).toEqual([
        'Teste/2.0',
        'Teste/2.0',
        'Teste/2.0',
        'Teste/2.0',
      ]);
    });

    it('returns the BR Code, a PNG QR code, the Brasília expiry and the invoice page', async () => {
      const charge = await provider.createPixCharge(chargeInput());
      const payment = asaas.state.payments.get(charge.providerPaymentId);

      expect(payment?.externalReference).toBe('payment-1');
      expect(charge.pixPayload.startsWith('000201')).toBe(true);
      expect(isValidPixPayload(charge.pixPayload)).toBe(true);
      expect(charge.pixPayload).toContain('540519.99'); // field 54 (amount), 5 characters
      expect([...Buffer.from(charge.qrCodePngBase64, 'base64').subarray(0, 8)]).toEqual(PNG_MAGIC);
      // '<dueDate> 23:59:59' in Brasília is 02:59:59 UTC the next day.
      expect(charge.expiresAt.toISOString()).toBe(new Date(`${dueDate}T23:59:59-03:00`).toISOString());
      expect(charge.expiresAt.getUTCHours()).toBe(2);
      expect(charge.invoiceUrl).toBe(payment?.invoiceUrl);
      expect(charge.invoiceUrl).toMatch(/^https:\/\/sandbox\.asaas\.com\/i\//);
    });

    it('deletes the new payment when its QR code cannot be fetched', async () => {
      asaas.failNext({ status: 500, body: {}, method: 'GET', path: /\/pixQrCode$/ });
      const error = await rejection(provider.createPixCharge(chargeInput()));
      expect(error.status).toBe(500);
      const [payment] = asaas.state.payments.values();
      expect(payment?.deleted).toBe(true);
      expect(calls('DELETE', `/payments/${payment?.id}`)).toHaveLength(1);
    });

    it('rejects a past due date with Asaas’s own description (400 errors[])', async () => {
      const error = await rejection(provider.createPixCharge(chargeInput({ dueDate: '2020-01-01' })));
      expect(error.status).toBe(400);
      expect(error.details).toEqual(['A data de vencimento não pode ser anterior à hoje.']);
      expect(error.message).toContain('A data de vencimento não pode ser anterior à hoje.');
    });

    it('carries every errors[].description of a 400', async () => {
      asaas.failNext({
        status: 400,
        method: 'POST',
        path: '/payments',
        body: {
          errors: [
            { code: 'invalid_value', description: 'O campo value deve ser informado' },
            { code: 'invalid_dueDate', description: 'A data de vencimento deve ser informada' },
          ],
        },
      });
      const error = await rejection(provider.createPixCharge(chargeInput()));
      expect(error.status).toBe(400);
      expect(error.details).toEqual(['O campo value deve ser informado', 'A data de vencimento deve ser informada']);
    });

    it('rejects with status 401 and its description when the API key is wrong', async () => {
      const wrongKey = new AsaasProvider({ apiKey: 'not-the-key', baseUrl: asaas.url });
      const error = await rejection(wrongKey.createPixCharge(chargeInput()));
      expect(error.status).toBe(401);
      expect(error.details).toEqual(['A chave de API fornecida é inválida']);
      expect(asaas.state.customers.size).toBe(0);
    });

    it('rejects a 200 whose body is not the documented shape', async () => {
      asaas.failNext({ status: 200, body: { id: 'pay_1' }, method: 'GET', path: /\/pixQrCode$/ });
      const error = await rejection(provider.createPixCharge(chargeInput()));
      expect(error.status).toBe(200);
      expect(error.message).toContain('unexpected body');
    });
  });

  describe('getPaymentStatus', () => {
    const expected: [AsaasPaymentStatus, ProviderPaymentStatus][] = [
      ['PENDING', 'pending'],
      ['AWAITING_RISK_ANALYSIS', 'pending'],
      ['CONFIRMED', 'confirmed'],
      ['RECEIVED', 'confirmed'],
      ['RECEIVED_IN_CASH', 'confirmed'],
      ['DUNNING_RECEIVED', 'confirmed'],
      ['OVERDUE', 'overdue'],
      ['DUNNING_REQUESTED', 'overdue'],
      ['REFUNDED', 'refunded'],
      ['REFUND_REQUESTED', 'refunded'],
      ['REFUND_IN_PROGRESS', 'refunded'],
      ['CHARGEBACK_REQUESTED', 'refunded'],
      ['CHARGEBACK_DISPUTE', 'refunded'],
      ['AWAITING_CHARGEBACK_REVERSAL', 'refunded'],
    ];

    it.each(expected)('maps %s to %s', async (asaasStatus, ours) => {
      const { providerPaymentId } = await provider.createPixCharge(chargeInput());
      asaas.setStatus(providerPaymentId, asaasStatus);
      expect(await provider.getPaymentStatus(providerPaymentId)).toBe(ours);
      expect(calls('GET', `/payments/${providerPaymentId}`)).toHaveLength(1);
    });

    it('maps a deleted payment to cancelled', async () => {
      const { providerPaymentId } = await provider.createPixCharge(chargeInput());
      asaas.state.payments.get(providerPaymentId)!.deleted = true;
      expect(await provider.getPaymentStatus(providerPaymentId)).toBe('cancelled');
    });

    it('maps an unknown payment (404) to cancelled', async () => {
      expect(await provider.getPaymentStatus('pay_999999999999')).toBe('cancelled');
      expect(calls('GET', '/payments/pay_999999999999')).toHaveLength(1);
    });

    it('rejects a status it does not know rather than guess', async () => {
      const { providerPaymentId } = await provider.createPixCharge(chargeInput());
      asaas.state.payments.get(providerPaymentId)!.status = 'SOMETHING_NEW' as AsaasPaymentStatus;
      const error = await rejection(provider.getPaymentStatus(providerPaymentId));
      expect(error.status).toBe(200);
    });

    it('rejects with status 401 when the API key is wrong', async () => {
      const { providerPaymentId } = await provider.createPixCharge(chargeInput());
      const error = await rejection(
        new AsaasProvider({ apiKey: 'x', baseUrl: asaas.url }).getPaymentStatus(providerPaymentId),
      );
      expect(error.status).toBe(401);
    });
  });

  describe('cancelCharge', () => {
    it('deletes a pending charge, which then reads as cancelled', async () => {
      const { providerPaymentId } = await provider.createPixCharge(chargeInput());
      await provider.cancelCharge(providerPaymentId);
      expect(calls('DELETE', `/payments/${providerPaymentId}`)).toHaveLength(1);
      expect(asaas.state.payments.get(providerPaymentId)?.deleted).toBe(true);
      expect(await provider.getPaymentStatus(providerPaymentId)).toBe('cancelled');
    });

    it('succeeds for an already deleted charge and for an unknown one', async () => {
      const { providerPaymentId } = await provider.createPixCharge(chargeInput());
      await expect(provider.cancelCharge(providerPaymentId)).resolves.toBeUndefined();
      await expect(provider.cancelCharge(providerPaymentId)).resolves.toBeUndefined();
      await expect(provider.cancelCharge('pay_999999999999')).resolves.toBeUndefined();
      expect(calls('DELETE', /^\/payments\//)).toHaveLength(3);
      expect(await provider.getPaymentStatus(providerPaymentId)).toBe('cancelled');
      expect(await provider.getPaymentStatus('pay_999999999999')).toBe('cancelled');
    });

    it('succeeds when Asaas answers 400 for a charge that is in fact deleted', async () => {
      const { providerPaymentId } = await provider.createPixCharge(chargeInput());
      asaas.state.payments.get(providerPaymentId)!.deleted = true;
      asaas.failNext({
        status: 400,
        method: 'DELETE',
        body: { errors: [{ code: 'invalid_action', description: 'Cobrança já removida.' }] },
      });
      await expect(provider.cancelCharge(providerPaymentId)).resolves.toBeUndefined();
      // The 400 was answered, and the provider read the charge back to know it is gone.
      expect(calls('DELETE', `/payments/${providerPaymentId}`)).toHaveLength(1);
      expect(await provider.getPaymentStatus(providerPaymentId)).toBe('cancelled');
    });

    it('rejects for a paid charge with Asaas’s description', async () => {
      const { providerPaymentId } = await provider.createPixCharge(chargeInput());
      asaas.setStatus(providerPaymentId, 'RECEIVED');
      const error = await rejection(provider.cancelCharge(providerPaymentId));
      expect(error.status).toBe(400);
      expect(error.details).toEqual(['Somente cobranças aguardando pagamento ou vencidas podem ser removidas.']);
      expect(asaas.state.payments.get(providerPaymentId)?.deleted).toBe(false);
    });
  });

  describe('when Asaas does not answer', () => {
    it('gives up after timeoutMs with status null', async () => {
      const impatient = new AsaasProvider({ apiKey: API_KEY, baseUrl: asaas.url, timeoutMs: 150 });
      // Set up with the patient provider: on a loaded machine a creation may take longer than 150 ms.
      const { providerPaymentId } = await provider.createPixCharge(chargeInput());
      asaas.hangNext({ method: 'GET' });
      const started = Date.now();
      const error = await rejection(impatient.getPaymentStatus(providerPaymentId));
      expect(Date.now() - started).toBeLessThan(2000);
      expect(error.status).toBeNull();
      expect(error.message).toContain('no answer within 150 ms');
      // The fake is not stuck: the next call is answered.
      expect(await provider.getPaymentStatus(providerPaymentId)).toBe('pending');
    });

    it('times out a hanging charge creation too', async () => {
      const impatient = new AsaasProvider({ apiKey: API_KEY, baseUrl: asaas.url, timeoutMs: 150 });
      asaas.hangNext({ method: 'POST', path: '/payments' });
      const error = await rejection(impatient.createPixCharge(chargeInput()));
      expect(error.status).toBeNull();
      expect(asaas.state.payments.size).toBe(0);
    });

    it('rejects with status null when nothing listens', async () => {
      const nowhere = new AsaasProvider({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:1/v3' });
      const error = await rejection(nowhere.getPaymentStatus('pay_1'));
      expect(error.status).toBeNull();
      expect(error.message).toContain('unreachable');
    });
  });
});
