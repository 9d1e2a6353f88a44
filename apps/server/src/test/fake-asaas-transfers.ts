import { randomBytes, randomUUID } from 'node:crypto';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import type { AsaasTransferStatus } from '../providers/payment/asaas-transfers.ts';

/**
 * The fake Asaas's transfers (`fake-asaas-server.ts` routes to it): `POST /transfers` to a PIX key
 * validated like Asaas, `GET /transfers/{id}`, `GET /transfers` (dateCreated[ge|le] and type, with
 * offset/limit; like Asaas it has no filter by externalReference), and the TRANSFER_* webhook bodies.
 */

export type FakeAsaasTransfer = {
  object: 'transfer';
  id: string;
  type: 'BANK_ACCOUNT';
  dateCreated: string;
  value: number;
  netValue: number;
  transferFee: number;
  status: AsaasTransferStatus;
  effectiveDate: string | null;
  scheduleDate: string;
  endToEndIdentifier: string | null;
  authorized: boolean;
  failReason: string | null;
  externalReference: string | null;
  transactionReceiptUrl: string | null;
  operationType: 'PIX';
  description: string | null;
  bankAccount: { pixAddressKey: string; pixAddressKeyType: string };
};

export type FakeAsaasTransferEvent =
  | 'TRANSFER_CREATED'
  | 'TRANSFER_PENDING'
  | 'TRANSFER_IN_BANK_PROCESSING'
  | 'TRANSFER_BLOCKED'
  | 'TRANSFER_DONE'
  | 'TRANSFER_FAILED'
  | 'TRANSFER_CANCELLED';

export type FakeAsaasTransferEventBody = {
  id: string;
  event: FakeAsaasTransferEvent;
  dateCreated: string;
  transfer: FakeAsaasTransfer;
};

type Answer = { status: number; body: unknown };

/** The status a transfer has in the body of each event (TRANSFER_BLOCKED keeps the current one). */
const EVENT_STATUS: Partial<Record<FakeAsaasTransferEvent, AsaasTransferStatus>> = {
  TRANSFER_CREATED: 'PENDING',
  TRANSFER_PENDING: 'PENDING',
  TRANSFER_IN_BANK_PROCESSING: 'BANK_PROCESSING',
  TRANSFER_DONE: 'DONE',
  TRANSFER_FAILED: 'FAILED',
  TRANSFER_CANCELLED: 'CANCELLED',
};

const KEY_RULES: Record<string, (key: string) => boolean> = {
  CPF: (k) => /^\d{11}$/.test(k) && isValidCpf(k),
  CNPJ: (k) => /^\d{14}$/.test(k) && isValidCnpj(k),
  EMAIL: (k) => k.length <= 77 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(k),
  // A DDD and the number, digits only.
  PHONE: (k) => /^\d{10,11}$/.test(k),
  EVP: (k) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(k),
};

const error = (status: number, code: string, description: string): Answer => ({
  status,
  body: { errors: [{ code, description }] },
});

/** A BCB-format end-to-end id whose payer ISPB is 19540550 (Asaas's). */
function endToEndId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
  return `E19540550${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

export function createFakeTransfers(today: () => string, now: () => string) {
  const transfers = new Map<string, FakeAsaasTransfer>();

  function create(input: Record<string, unknown>): Answer {
    const value = input.value;
    if (typeof value !== 'number' || !(value > 0))
      return error(400, 'invalid_value', 'O valor da transferência deve ser maior que zero.');
    const type = input.pixAddressKeyType;
    const rule = typeof type === 'string' ? KEY_RULES[type] : undefined;
    if (!rule || typeof type !== 'string')
      return error(400, 'invalid_pixAddressKeyType', 'Informe um tipo de chave Pix válido.');
    const key = input.pixAddressKey;
    if (typeof key !== 'string' || !rule(key))
      return error(400, 'invalid_pixAddressKey', 'A chave Pix informada é inválida para o tipo informado.');
    const transfer: FakeAsaasTransfer = {
      object: 'transfer',
      id: randomUUID(),
      type: 'BANK_ACCOUNT',
      dateCreated: today(),
      value,
      netValue: value,
      transferFee: 0,
      status: 'PENDING',
      effectiveDate: null,
      scheduleDate: today(),
      endToEndIdentifier: null,
      authorized: true,
      failReason: null,
      externalReference: typeof input.externalReference === 'string' ? input.externalReference : null,
      transactionReceiptUrl: null,
      operationType: 'PIX',
      description: typeof input.description === 'string' ? input.description : null,
      bankAccount: { pixAddressKey: key, pixAddressKeyType: type },
    };
    transfers.set(transfer.id, transfer);
    return { status: 200, body: transfer };
  }

  function list(query: Record<string, string>): Answer {
    const offset = Number(query.offset ?? 0);
    const limit = Math.min(Number(query.limit ?? 10), 100);
    const from = query['dateCreated[ge]'];
    const to = query['dateCreated[le]'];
    const matching = [...transfers.values()]
      .filter(
        (t) =>
          (from === undefined || t.dateCreated >= from) &&
          (to === undefined || t.dateCreated <= to) &&
          (query.type === undefined || t.type === query.type),
      )
      .reverse();
    const data = matching.slice(offset, offset + limit);
    return {
      status: 200,
      body: {
        object: 'list',
        hasMore: offset + limit < matching.length,
        totalCount: matching.length,
        limit,
        offset,
        data,
      },
    };
  }

  return {
    transfers,
    /** The answer to a /transfers request, or undefined when the path is not one of them. */
    route(method: string, path: string, query: Record<string, string>, input: Record<string, unknown>) {
      if (path === '/transfers' && method === 'POST') return create(input);
      if (path === '/transfers' && method === 'GET') return list(query);
      const match = /^\/transfers\/([^/]+)$/.exec(path);
      if (!match) return undefined;
      const transfer = transfers.get(decodeURIComponent(match[1] ?? ''));
      if (method !== 'GET' || !transfer) return error(404, 'not_found', 'Objeto não encontrado.');
      return { status: 200, body: transfer };
    },
    /** Moves a transfer to an Asaas status: DONE gets its end-to-end id and date, FAILED a reason. */
    setStatus(id: string, status: AsaasTransferStatus, failReason = 'Chave Pix não encontrada.') {
      const transfer = transfers.get(id);
      if (!transfer) throw new Error(`fake Asaas: no transfer ${id}`);
      transfer.status = status;
      if (status === 'DONE') {
        transfer.endToEndIdentifier ??= endToEndId();
        transfer.effectiveDate = today();
        transfer.transactionReceiptUrl = `https://sandbox.asaas.com/comprovantes/${id}`;
      }
      transfer.failReason = status === 'FAILED' ? failReason : null;
    },
    /**
     * The body Asaas POSTs for this event: the transfer as now, in the status the event tells. Build
     * the bodies as the transfer moves, then deliver them in any order, each as often as you like.
     */
    event(id: string, event: FakeAsaasTransferEvent): FakeAsaasTransferEventBody {
      const transfer = transfers.get(id);
      if (!transfer) throw new Error(`fake Asaas: no transfer ${id}`);
      return {
        id: `evt_${randomUUID().replace(/-/g, '')}`,
        event,
        dateCreated: now(),
        transfer: {
          ...transfer,
          bankAccount: { ...transfer.bankAccount },
          status: EVENT_STATUS[event] ?? transfer.status,
        },
      };
    },
  };
}
