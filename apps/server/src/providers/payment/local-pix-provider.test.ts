import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, openTestDatabase } from '../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { LOCAL_FAIL_REASON, LocalPixProvider } from './local-pix-provider.ts';
import { PaymentProviderError, type CreatePixTransferInput } from './payment-provider.ts';

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as the BR Code manual defines field 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

type Tlv = Map<string, string>;

/** An EMV TLV reader written from the manual (2-digit id, 2-digit length, value), independent of the generator. */
function readTlv(text: string): Tlv {
  const fields: Tlv = new Map();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) {
      throw new Error(`bad TLV at ${at}`);
    }
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

function decodeBrCode(payload: string) {
  const fields = readTlv(payload);
  const crc = fields.get('63');
  if (!payload.endsWith(`6304${crc}`)) throw new Error('CRC is not the last field');
  if (crc16(payload.slice(0, -4)) !== crc) throw new Error('CRC mismatch');
  return { fields, account: readTlv(fields.get('26') ?? ''), additional: readTlv(fields.get('62') ?? '') };
}

describe('local PIX provider BR Codes, checked by an independent decoder', () => {
  let database: Database;
  let provider: LocalPixProvider;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    provider = new LocalPixProvider({
      db: database.db,
      pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
      merchantName: 'VAMOS TRABALHAR SERVICOS DE INTERMEDIACAO',
      merchantCity: 'São Paulo',
    });
  });
  afterAll(async () => database.close());

  it('the CRC of the manual example matches, so the decoder itself is right', () => {
    // Static example of the Manual do BR Code (annex), key 123e4567-e12b-12d1-a456-426655440000.
    const example =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(decodeBrCode(example).account.get('01')).toBe('123e4567-e12b-12d1-a456-426655440000');
    expect(() => decodeBrCode(example.replace('Fulano', 'Fulana'))).toThrow('CRC mismatch');
  });

  it.each([
    [1500, '15.00'],
    [4500, '45.00'],
    [9990, '99.90'],
  ])('a charge of %i cents is a valid static BR Code for R$ %s', async (amountCents, amount) => {
    const charge = await provider.createPixCharge({
      customer: { userId: 'u1', name: 'Maria', email: 'maria@teste.com.br', cpf: '52998224725' },
      amountCents,
      description: 'Vamos Trabalhar - Pacote PRO (50 moedas)',
      externalReference: 'pagamento-1',
      dueDate: '2026-11-23',
    });
    const { fields, account, additional } = decodeBrCode(charge.pixPayload);
    expect(fields.get('00')).toBe('01');
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('7d9f0335-8dcc-4054-9bf9-0dbd61d36906');
    expect(fields.get('26')?.length).toBeLessThanOrEqual(99);
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe(amount);
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('VAMOS TRABALHAR SERVICOS');
    expect(fields.get('59')?.length).toBeLessThanOrEqual(25);
    expect(fields.get('60')).toBe('Sao Paulo');
    expect(additional.get('05')).toMatch(/^[A-Za-z0-9]{1,25}$/);
    expect(charge.providerPaymentId.replace('_', '').toUpperCase()).toContain(additional.get('05'));
    expect(Buffer.from(charge.qrCodePngBase64, 'base64').subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(await provider.getPaymentStatus(charge.providerPaymentId)).toBe('pending');
  });

  it('confirm, expire and cancel move a pending charge once; unknown charges read as cancelled', async () => {
    const input = {
      customer: { userId: 'u1', name: 'Maria', email: 'maria@teste.com.br', cpf: '52998224725' },
      amountCents: 1500,
      description: 'Pacote START',
      externalReference: 'p',
      dueDate: '2026-11-23',
    };
    const a = await provider.createPixCharge(input);
    expect(await provider.confirm(a.providerPaymentId)).toBe(true);
    expect(await provider.expire(a.providerPaymentId)).toBe(false);
    expect(await provider.getPaymentStatus(a.providerPaymentId)).toBe('confirmed');
    const b = await provider.createPixCharge(input);
    await provider.cancelCharge(b.providerPaymentId);
    expect(await provider.confirm(b.providerPaymentId)).toBe(false);
    expect(await provider.getPaymentStatus(b.providerPaymentId)).toBe('cancelled');
    expect(await provider.getPaymentStatus('pix_nao_existe')).toBe('cancelled');
  });
});

const transferInput = (overrides: Partial<CreatePixTransferInput> = {}): CreatePixTransferInput => ({
  pixKey: '+5511987654321',
  pixKeyType: 'phone',
  amountCents: 9000,
  description: 'Vamos Trabalhar - Recepcionista em 28/11',
  externalReference: 'payout-1',
  ...overrides,
});

/** 'E', an 8-digit ISPB, yyyyMMddHHmm, 11 characters: the BCB's 32-character end-to-end id. */
const BCB_END_TO_END_ID = /^E\d{8}\d{12}[A-Za-z0-9]{11}$/;

describe.each(TEST_DATABASES)('local PIX provider transfers on %s', (kind) => {
  let database: Database;
  let provider: LocalPixProvider;
  let reference = 0;
  /** A reference no other test used (the database is shared by the file's tests). */
  const fresh = () => `payout-${kind}-${++reference}`;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    provider = new LocalPixProvider({ db: database.db, pixKey: 'x', merchantName: 'X', merchantCity: 'Y' });
  });
  afterAll(async () => database.close());

  it('is done at once, with a BCB-format end-to-end id, and reads back the same', async () => {
    const before = Date.now();
    const transfer = await provider.createPixTransfer(transferInput({ externalReference: fresh() }));
    expect(transfer.status).toBe('done');
    expect(transfer.endToEndId).toHaveLength(32);
    expect(transfer.endToEndId).toMatch(BCB_END_TO_END_ID);
    expect(transfer.failReason).toBeNull();
    expect(transfer.effectiveAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await provider.getTransfer(transfer.providerTransferId)).toEqual(transfer);
  });

  it('is idempotent by reference: a repeat, and 20 at once, make one transfer', async () => {
    const externalReference = fresh();
    const first = await provider.createPixTransfer(transferInput({ externalReference }));
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => provider.createPixTransfer(transferInput({ externalReference }))),
    );
    expect(new Set(repeats.map((r) => r.providerTransferId))).toEqual(new Set([first.providerTransferId]));
    const made = (await provider.listTransfers(1000)).filter((t) => t.externalReference === externalReference);
    expect(made).toHaveLength(1);
  });

  it('concurrent first calls for one reference make one transfer', async () => {
    const externalReference = fresh();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => provider.createPixTransfer(transferInput({ externalReference }))),
    );
    expect(new Set(results.map((r) => r.providerTransferId)).size).toBe(1);
  });

  it('refuses a reference already used for another transfer, and bad amounts', async () => {
    const externalReference = fresh();
    await provider.createPixTransfer(transferInput({ externalReference }));
    await expect(provider.createPixTransfer(transferInput({ externalReference, amountCents: 1 }))).rejects.toThrow(
      PaymentProviderError,
    );
    await expect(
      provider.createPixTransfer(transferInput({ externalReference: fresh(), amountCents: 0 })),
    ).rejects.toThrow(PaymentProviderError);
  });

  it('fails the next new transfer when asked (a repeat does not use the failure up), then is done again', async () => {
    const done = await provider.createPixTransfer(transferInput({ externalReference: fresh() }));
    provider.failNextTransfer('Chave PIX não encontrada');
    expect(provider.failsNextTransfer).toBe(true);
    const repeat = await provider.createPixTransfer(
      transferInput({ externalReference: (await provider.listTransfers(1))[0]!.externalReference }),
    );
    expect(repeat).toEqual(done);

    const failed = await provider.createPixTransfer(transferInput({ externalReference: fresh() }));
    expect(failed).toMatchObject({ status: 'failed', failReason: 'Chave PIX não encontrada', endToEndId: null });
    expect(provider.failsNextTransfer).toBe(false);
    expect((await provider.createPixTransfer(transferInput({ externalReference: fresh() }))).status).toBe('done');

    provider.failNextTransfer();
    expect((await provider.createPixTransfer(transferInput({ externalReference: fresh() }))).failReason).toBe(
      LOCAL_FAIL_REASON,
    );
  });

  it('marks a done transfer failed once; the end-to-end id stays', async () => {
    const transfer = await provider.createPixTransfer(transferInput({ externalReference: fresh() }));
    expect(await provider.failTransfer(transfer.providerTransferId, 'Devolvida pelo banco')).toBe(true);
    expect(await provider.failTransfer(transfer.providerTransferId, 'De novo')).toBe(false);
    expect(await provider.failTransfer('trf_nao_existe', 'x')).toBe(false);
    expect(await provider.getTransfer(transfer.providerTransferId)).toMatchObject({
      status: 'failed',
      failReason: 'Devolvida pelo banco',
      endToEndId: transfer.endToEndId,
    });
  });

  it('lists the newest first, with what the dev page shows', async () => {
    const a = await provider.createPixTransfer(transferInput({ externalReference: fresh(), amountCents: 100 }));
    const b = await provider.createPixTransfer(transferInput({ externalReference: fresh(), amountCents: 200 }));
    // Two transfers made in the same instant (PGlite's clock counts milliseconds) still list in the order made.
    await database.db.execute(
      sql`UPDATE local_pix_transfers SET created_at = now() WHERE id IN (${a.providerTransferId}, ${b.providerTransferId})`,
    );
    const [newest, older] = await provider.listTransfers(2);
    expect([newest?.id, older?.id]).toEqual([b.providerTransferId, a.providerTransferId]);
    expect(newest).toMatchObject({ pixKeyType: 'phone', pixKey: '+5511987654321', amountCents: 200, status: 'done' });
  });

  it('rejects an unknown transfer with status 404', async () => {
    const error = await provider.getTransfer('trf_nao_existe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).status).toBe(404);
  });
});
