import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAsaas, type FakeAsaas } from '../../test/fake-asaas-server.ts';
import { AsaasProvider } from './asaas-provider.ts';
import type { AsaasTransferStatus } from './asaas-transfers.ts';
import { PaymentProviderError, type CreatePixTransferInput, type PixTransfer } from './payment-provider.ts';

const API_KEY = '$aact_hmlg_test_key';
const BCB_END_TO_END_ID = /^E\d{8}\d{12}[A-Za-z0-9]{11}$/;

const transferInput = (overrides: Partial<CreatePixTransferInput> = {}): CreatePixTransferInput => ({
  pixKey: '52998224725',
  pixKeyType: 'cpf',
  amountCents: 12050,
  description: 'Vamos Trabalhar - Garçom em 28/11',
  externalReference: 'payout-1',
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** Pay-outs to PIX keys through AsaasProvider (decision 0043), against the fake Asaas. */
describe('AsaasProvider PIX transfers against a fake Asaas', () => {
  let asaas: FakeAsaas;
  let provider: AsaasProvider;
  const calls = (method: string, path: string) => asaas.requests.filter((r) => r.method === method && r.path === path);

  beforeAll(async () => {
    asaas = await startFakeAsaas({ apiKey: API_KEY });
  });
  afterAll(async () => asaas.close());
  beforeEach(() => {
    asaas.reset();
    provider = new AsaasProvider({ apiKey: API_KEY, baseUrl: asaas.url });
  });

  describe('createPixTransfer', () => {
    it.each([
      ['cpf', '52998224725', 'CPF', '52998224725'],
      ['phone', '+5511987654321', 'PHONE', '11987654321'],
      ['email', 'ana.souza@gmail.com', 'EMAIL', 'ana.souza@gmail.com'],
      ['random', '123e4567-e89b-42d3-a456-426614174000', 'EVP', '123e4567-e89b-42d3-a456-426614174000'],
    ] as const)(
      'to a %s key: looks for the reference, then POSTs /transfers in reais',
      async (type, key, asaasType, sent) => {
        const transfer = await provider.createPixTransfer(transferInput({ pixKeyType: type, pixKey: key }));

        expect(asaas.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /transfers', 'POST /transfers']);
        expect(asaas.requests[0]?.query['dateCreated[ge]']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(asaas.requests[1]?.body).toEqual({
          value: 120.5,
          pixAddressKey: sent,
          pixAddressKeyType: asaasType,
          description: 'Vamos Trabalhar - Garçom em 28/11',
          externalReference: 'payout-1',
        });
        for (const request of asaas.requests) {
          expect(request.headers['access_token']).toBe(API_KEY);
          expect(request.headers['user-agent']).toBe('VamosTrabalhar/1.0');
        }
        expect(transfer).toEqual({
          providerTransferId: [...asaas.state.transfers.keys()][0],
          status: 'pending',
          endToEndId: null,
          failReason: null,
          effectiveAt: null,
        });
      },
    );

    it('refuses a non-integer or non-positive amount without calling Asaas', async () => {
      await rejection(provider.createPixTransfer(transferInput({ amountCents: 10.5 })));
      await rejection(provider.createPixTransfer(transferInput({ amountCents: 0 })));
      expect(asaas.requests).toHaveLength(0);
    });

    it('answers a repeat of a reference with the transfer already made, sending nothing', async () => {
      const first = await provider.createPixTransfer(transferInput());
      asaas.setTransferStatus(first.providerTransferId, 'DONE');
      const restarted = new AsaasProvider({ apiKey: API_KEY, baseUrl: asaas.url });
      const again = await restarted.createPixTransfer(transferInput());

      expect(again.providerTransferId).toBe(first.providerTransferId);
      expect(again.status).toBe('done');
      expect(calls('POST', '/transfers')).toHaveLength(1);
      expect(asaas.state.transfers.size).toBe(1);
    });

    it('finds the reference past the first page of the list', async () => {
      for (let i = 0; i < 105; i += 1) await provider.createPixTransfer(transferInput({ externalReference: `p-${i}` }));
      asaas.requests.length = 0;
      const again = await provider.createPixTransfer(transferInput({ externalReference: 'p-0' }));

      expect(calls('GET', '/transfers').map((r) => r.query.offset)).toEqual(['0', '100']);
      expect(calls('POST', '/transfers')).toHaveLength(0);
      expect(asaas.state.transfers.get(again.providerTransferId)?.externalReference).toBe('p-0');
    });

    it('refuses a reference already used for another amount', async () => {
      await provider.createPixTransfer(transferInput());
      const error = await rejection(provider.createPixTransfer(transferInput({ amountCents: 99999 })));
      expect(error.message).toContain('payout-1 was already used');
      expect(asaas.state.transfers.size).toBe(1);
    });
  });

  describe('a lost answer sends no second transfer', () => {
    it('a 500 after Asaas made the transfer: the call finds it and answers it', async () => {
      asaas.loseNextAnswer({ method: 'POST', path: '/transfers', answer: { status: 500, body: {} } });
      const transfer = await provider.createPixTransfer(transferInput());

      expect(asaas.state.transfers.size).toBe(1);
      expect(transfer.providerTransferId).toBe([...asaas.state.transfers.keys()][0]);
      expect(asaas.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'GET /transfers',
        'POST /transfers',
        'GET /transfers',
      ]);
    });

    it('no answer and no look-up: the call fails, and its retry finds the transfer made', async () => {
      const impatient = new AsaasProvider({ apiKey: API_KEY, baseUrl: asaas.url, timeoutMs: 200 });
      asaas.loseNextAnswer({ method: 'POST', path: '/transfers' });
      const attempt = rejection(impatient.createPixTransfer(transferInput()));
      // Once the POST has arrived (and hangs), the look-up after it fails too.
      await expect.poll(() => calls('POST', '/transfers').length).toBe(1);
      asaas.failNext({ status: 503, body: {}, method: 'GET', path: '/transfers' });
      const error = await attempt;
      expect(error.status).toBeNull();
      expect(asaas.state.transfers.size).toBe(1);

      const retry = await new AsaasProvider({ apiKey: API_KEY, baseUrl: asaas.url }).createPixTransfer(transferInput());
      expect(retry.providerTransferId).toBe([...asaas.state.transfers.keys()][0]);
      expect(calls('POST', '/transfers')).toHaveLength(1);
      expect(asaas.state.transfers.size).toBe(1);
    });

    it('50 concurrent calls with one reference make one transfer', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => provider.createPixTransfer(transferInput({ externalReference: 'payout-50' }))),
      );
      expect(asaas.state.transfers.size).toBe(1);
      expect(calls('POST', '/transfers')).toHaveLength(1);
      expect(new Set(results.map((r) => r.providerTransferId)).size).toBe(1);
    });

    it('a concurrent call for the same reference with another amount is refused', async () => {
      const [first, second] = await Promise.allSettled([
        provider.createPixTransfer(transferInput()),
        provider.createPixTransfer(transferInput({ amountCents: 1 })),
      ]);
      expect(first.status).toBe('fulfilled');
      expect(second.status === 'rejected' && second.reason).toBeInstanceOf(PaymentProviderError);
      expect(asaas.state.transfers.size).toBe(1);
    });
  });

  describe('getTransfer', () => {
    it.each([
      ['PENDING', 'pending'],
      ['BANK_PROCESSING', 'pending'],
      ['CANCELLED', 'cancelled'],
    ] as const)('maps %s to %s', async (asaasStatus: AsaasTransferStatus, status) => {
      const { providerTransferId } = await provider.createPixTransfer(transferInput());
      asaas.setTransferStatus(providerTransferId, asaasStatus);
      expect(await provider.getTransfer(providerTransferId)).toEqual<PixTransfer>({
        providerTransferId,
        status,
        endToEndId: null,
        failReason: null,
        effectiveAt: null,
      });
    });

    it('maps DONE with its end-to-end id and date (Brasília)', async () => {
      const { providerTransferId } = await provider.createPixTransfer(transferInput());
      asaas.setTransferStatus(providerTransferId, 'DONE');
      const transfer = await provider.getTransfer(providerTransferId);
      const stored = asaas.state.transfers.get(providerTransferId);

      expect(transfer.status).toBe('done');
      expect(transfer.endToEndId).toBe(stored?.endToEndIdentifier);
      expect(transfer.endToEndId).toMatch(BCB_END_TO_END_ID);
      expect(transfer.effectiveAt).toEqual(new Date(`${stored?.effectiveDate}T00:00:00-03:00`));
    });

    it('maps FAILED with Asaas’s reason', async () => {
      const { providerTransferId } = await provider.createPixTransfer(transferInput());
      asaas.setTransferStatus(providerTransferId, 'FAILED', 'Conta destino encerrada.');
      expect(await provider.getTransfer(providerTransferId)).toMatchObject({
        status: 'failed',
        failReason: 'Conta destino encerrada.',
        endToEndId: null,
      });
    });

    it('rejects an unknown transfer with status 404 and Asaas’s description', async () => {
      const error = await rejection(provider.getTransfer('00000000-0000-0000-0000-000000000000'));
      expect(error.status).toBe(404);
      expect(error.details).toEqual(['Objeto não encontrado.']);
    });
  });

  describe('errors carry Asaas’s descriptions', () => {
    it('a key Asaas refuses for its type', async () => {
      const error = await rejection(provider.createPixTransfer(transferInput({ pixKey: '12345678900' })));
      expect(error.status).toBe(400);
      expect(error.details).toEqual(['A chave Pix informada é inválida para o tipo informado.']);
      expect(asaas.state.transfers.size).toBe(0);
    });

    it('a wrong API key, refused at the look-up: nothing is sent', async () => {
      const wrongKey = new AsaasProvider({ apiKey: 'not-the-key', baseUrl: asaas.url });
      const error = await rejection(wrongKey.createPixTransfer(transferInput()));
      expect(error.status).toBe(401);
      expect(error.details).toEqual(['A chave de API fornecida é inválida']);
      expect(calls('POST', '/transfers')).toHaveLength(0);
    });

    it('a 5xx on a send Asaas did not carry out, after its look-up finds nothing', async () => {
      asaas.failNext({ status: 502, body: { errors: [{ description: 'Bad gateway' }] }, method: 'POST' });
      const error = await rejection(provider.createPixTransfer(transferInput()));
      expect(error.status).toBe(502);
      expect(error.details).toEqual(['Bad gateway']);
      expect(asaas.state.transfers.size).toBe(0);
    });
  });

  it('TRANSFER_* webhooks arrive in any order and twice: re-reading the transfer tells the truth', async () => {
    const { providerTransferId: id } = await provider.createPixTransfer(transferInput());
    const created = asaas.transferEvent(id, 'TRANSFER_CREATED');
    asaas.setTransferStatus(id, 'BANK_PROCESSING');
    const processing = asaas.transferEvent(id, 'TRANSFER_IN_BANK_PROCESSING');
    asaas.setTransferStatus(id, 'DONE');
    const done = asaas.transferEvent(id, 'TRANSFER_DONE');

    const deliveries = [done, created, done, processing];
    expect(deliveries.map((d) => d.transfer.status)).toEqual(['DONE', 'PENDING', 'DONE', 'BANK_PROCESSING']);
    expect(new Set(deliveries.map((d) => d.id)).size).toBe(3);
    for (const delivery of deliveries) {
      expect(delivery.transfer.id).toBe(id);
      expect((await provider.getTransfer(delivery.transfer.id)).status).toBe('done');
    }
  });
});
