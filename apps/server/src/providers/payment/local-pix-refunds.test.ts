import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { TEST_DATABASES, openTestDatabase } from '../../test/databases.ts';
import { LocalPixProvider } from './local-pix-provider.ts';
import { PaymentProviderError, type RefundChargeInput } from './payment-provider.ts';

/** A returned PIX's id: 'D', an 8-digit ISPB, yyyyMMddHHmm, 11 characters (32 in all). */
const BCB_RETURN_ID = /^D\d{8}\d{12}[A-Za-z0-9]{11}$/;

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** The local provider's refunds of its charges (decision 0045), on each database. */
describe.each(TEST_DATABASES)('local PIX provider refunds on %s', (kind) => {
  let database: Database;
  let provider: LocalPixProvider;
  let count = 0;
  /** A reference no other test used (the database is shared by the file's tests). */
  const fresh = () => `refund-${kind}-${++count}`;

  /** A local charge of `amountCents`, paid on the dev page unless `paid` is false. */
  async function charge(amountCents = 10000, paid = true): Promise<string> {
    const { providerPaymentId } = await provider.createPixCharge({
      customer: { userId: 'contractor-1', name: 'Bar do Zé', email: 'ze@example.com', cpf: '52998224725' },
      amountCents,
      description: 'Vamos Trabalhar - Garçom (pagamento garantido)',
      externalReference: 'payment-1',
      dueDate: '2026-11-28',
    });
    if (paid) await provider.confirm(providerPaymentId);
    return providerPaymentId;
  }
  const input = (providerPaymentId: string, overrides: Partial<RefundChargeInput> = {}): RefundChargeInput => ({
    providerPaymentId,
    amountCents: 10000,
    reference: fresh(),
    description: 'Vamos Trabalhar: reembolso da vaga de Garçom',
    ...overrides,
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    provider = new LocalPixProvider({
      db: database.db,
      pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
      merchantName: 'VAMOS TRABALHAR',
      merchantCity: 'São Paulo',
    });
  });
  afterAll(async () => database.close());

  it('gives the whole charge back at once, with a return id; the charge reads refunded', async () => {
    const id = await charge();
    const before = Date.now();
    const asked = input(id);
    const refund = await provider.refundCharge(asked);

    expect(refund.status).toBe('done');
    expect(refund.endToEndId).toMatch(BCB_RETURN_ID);
    expect(refund.refundedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await provider.getRefund(id, asked.reference)).toEqual(refund);
    expect(await provider.getPaymentStatus(id)).toBe('refunded');
    expect(await provider.listRefunds(id)).toMatchObject([
      { reference: asked.reference, amountCents: 10000, description: asked.description },
    ]);
  });

  it('gives it back in parts that never pass the charge; the last part marks it refunded', async () => {
    const id = await charge(10000);
    await provider.refundCharge(input(id, { amountCents: 3000 }));
    await provider.refundCharge(input(id, { amountCents: 2050 }));
    expect(await provider.getPaymentStatus(id)).toBe('confirmed');

    const tooMuch = await rejection(provider.refundCharge(input(id, { amountCents: 4951 })));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.message).toContain('4950 cents left');

    await provider.refundCharge(input(id, { amountCents: 4950 }));
    expect(await provider.getPaymentStatus(id)).toBe('refunded');
    expect((await provider.listRefunds(id)).map((r) => r.amountCents)).toEqual([3000, 2050, 4950]);
    expect((await rejection(provider.refundCharge(input(id, { amountCents: 1 })))).status).toBe(400);
  });

  it('refuses a charge not paid (400) or unknown (404), and a bad amount or reference', async () => {
    const pending = await charge(10000, false);
    const unpaid = await rejection(provider.refundCharge(input(pending)));
    expect(unpaid.status).toBe(400);
    expect(unpaid.message).toContain('is pending, not paid');
    expect((await rejection(provider.refundCharge(input('pix_nao_existe')))).status).toBe(404);

    const paid = await charge();
    for (const bad of [{ amountCents: 0 }, { amountCents: 10.5 }, { reference: 'com espaço' }, { reference: '' }]) {
      expect((await rejection(provider.refundCharge(input(paid, bad)))).status).toBeNull();
    }
    expect(await provider.listRefunds(pending)).toEqual([]);
    expect(await provider.listRefunds(paid)).toEqual([]);
  });

  it('answers a repeat of a reference with the refund made, and refuses it for another amount or charge (409)', async () => {
    const id = await charge();
    const asked = input(id, { amountCents: 4000 });
    const first = await provider.refundCharge(asked);
    expect(await provider.refundCharge(asked)).toEqual(first);

    expect((await rejection(provider.refundCharge({ ...asked, amountCents: 5000 }))).status).toBe(409);
    const other = await charge();
    expect((await rejection(provider.refundCharge({ ...asked, providerPaymentId: other }))).status).toBe(409);
    expect(await provider.listRefunds(id)).toHaveLength(1);
    expect(await provider.listRefunds(other)).toEqual([]);
  });

  it('a repeat after the charge was given back in full still answers the refund made', async () => {
    const id = await charge(5000);
    const asked = input(id, { amountCents: 5000 });
    const first = await provider.refundCharge(asked);
    expect(await provider.getPaymentStatus(id)).toBe('refunded');
    expect(await provider.refundCharge(asked)).toEqual(first);
  });

  it('getRefund: null when the charge has no refund with that reference; 404 for an unknown charge', async () => {
    const id = await charge();
    const other = await charge();
    const asked = input(other, { amountCents: 100 });
    await provider.refundCharge(asked);
    expect(await provider.getRefund(id, asked.reference)).toBeNull();
    expect(await provider.getRefund(id, 'nunca-usada')).toBeNull();
    expect((await rejection(provider.getRefund('pix_nao_existe', asked.reference))).status).toBe(404);
  });

  it('20 concurrent calls for one reference make one refund', async () => {
    const id = await charge();
    const asked = input(id, { amountCents: 700 });
    const results = await Promise.all(Array.from({ length: 20 }, () => provider.refundCharge(asked)));
    expect(new Set(results.map((r) => r.endToEndId)).size).toBe(1);
    expect(await provider.listRefunds(id)).toHaveLength(1);
  });

  it('20 concurrent refunds of R$ 1,00 of a R$ 10,00 charge: exactly 10 are made, the rest refused', async () => {
    const id = await charge(1000);
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, () => provider.refundCharge(input(id, { amountCents: 100 }))),
    );
    const refused = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(10);
    expect(refused.map((s) => (s.reason as PaymentProviderError).status)).toEqual(Array<number>(10).fill(400));
    expect((await provider.listRefunds(id)).reduce((sum, r) => sum + r.amountCents, 0)).toBe(1000);
    expect(await provider.getPaymentStatus(id)).toBe('refunded');
  });
});
