import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatePixPayload, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import QRCode from 'qrcode';
import type { AsaasPaymentStatus } from '../providers/payment/asaas-provider.ts';
import type { AsaasRefundStatus } from '../providers/payment/asaas-refunds.ts';
import type { AsaasTransferStatus } from '../providers/payment/asaas-transfers.ts';
import { createFakeRefunds, type FakeAsaasRefund } from './fake-asaas-refunds.ts';
import {
  createFakeTransfers,
  type FakeAsaasTransfer,
  type FakeAsaasTransferEvent,
  type FakeAsaasTransferEventBody,
} from './fake-asaas-transfers.ts';

export type { FakeAsaasTransfer, FakeAsaasTransferEvent, FakeAsaasTransferEventBody } from './fake-asaas-transfers.ts';
export type { FakeAsaasRefund } from './fake-asaas-refunds.ts';

/**
 * A stand-in for Asaas's v3 API on 127.0.0.1, answering like https://docs.asaas.com/reference for
 * what the app uses: customers (list, create, get), payments (create, get, pixQrCode, delete),
 * transfers to PIX keys (create, get, list: `fake-asaas-transfers.ts`) and refunds of payments
 * (refund, list: `fake-asaas-refunds.ts`).
 *
 *   const asaas = await startFakeAsaas({ apiKey: 'test-key' });
 *   new AsaasProvider({ apiKey: 'test-key', baseUrl: asaas.url });
 *   asaas.setStatus(paymentId, 'RECEIVED');            // the payer paid
 *   asaas.failNext({ status: 500, body: {} });        // the next request gets this answer
 *   asaas.failNext({ status: 400, body: { errors: [{ code: 'invalid_value', description: '…' }] }, method: 'POST', path: '/payments' });
 *   asaas.hangNext();                                 // the next request never gets an answer
 *   asaas.requests                                    // every request received, in order
 *   asaas.paymentEvent(paymentId, 'PAYMENT_RECEIVED') // a webhook body for that payment
 *   asaas.loseNextAnswer({ method: 'POST', path: '/transfers' }) // done, then its answer never comes
 *   asaas.setTransferStatus(transferId, 'DONE');     // the PIX reached the key's account
 *   asaas.transferEvent(transferId, 'TRANSFER_DONE')  // a webhook body for that transfer
 *   asaas.state.refunds.get(paymentId)                // a payment's refunds, oldest first
 *   asaas.setRefundStatus(paymentId, 0, 'DONE')       // its first refund reached the payer
 *   asaas.paymentEvent(paymentId, 'PAYMENT_PARTIALLY_REFUNDED') // with the payment's refunds
 *   await asaas.close();
 */

export type FakeAsaasRequest = {
  method: string;
  /** Without the /v3 prefix and the query: '/payments/pay_000000000001/pixQrCode'. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or null when there was none. */
  body: unknown;
};

export type FakeAsaasCustomer = {
  object: 'customer';
  id: string;
  dateCreated: string;
  name: string;
  email: string | null;
  cpfCnpj: string;
  externalReference: string | null;
  notificationDisabled: boolean;
  deleted: boolean;
};

export type FakeAsaasPayment = {
  object: 'payment';
  id: string;
  dateCreated: string;
  customer: string;
  value: number;
  netValue: number;
  description: string | null;
  billingType: string;
  status: AsaasPaymentStatus;
  dueDate: string;
  originalDueDate: string;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  confirmedDate: string | null;
  invoiceUrl: string;
  externalReference: string | null;
  deleted: boolean;
  /** As Asaas shows a payment once it has refunds (answers and webhook bodies; not stored here). */
  refunds?: FakeAsaasRefund[];
};

export type FakeAsaasEvent =
  | 'PAYMENT_CREATED'
  | 'PAYMENT_CONFIRMED'
  | 'PAYMENT_RECEIVED'
  | 'PAYMENT_OVERDUE'
  | 'PAYMENT_DELETED'
  | 'PAYMENT_REFUNDED'
  | 'PAYMENT_PARTIALLY_REFUNDED'
  | 'PAYMENT_CHARGEBACK_REQUESTED';

export type FakeAsaas = {
  /** Base URL to give AsaasProvider, ending in /v3 like the real one. */
  url: string;
  apiKey: string;
  state: {
    customers: Map<string, FakeAsaasCustomer>;
    payments: Map<string, FakeAsaasPayment>;
    /** Payment id → the "copia e cola" BR Code its pixQrCode answers with. */
    pixPayloads: Map<string, string>;
    /** Every transfer made, by id: its size is how many were sent. */
    transfers: Map<string, FakeAsaasTransfer>;
    /** Payment id → every refund made of it, oldest first (a cancelled one stays listed). */
    refunds: Map<string, FakeAsaasRefund[]>;
  };
  requests: FakeAsaasRequest[];
  /** Moves a payment to an Asaas status (paid ones get today's payment dates). */
  setStatus(paymentId: string, status: AsaasPaymentStatus): void;
  /**
   * The next request (or the next one matching `method`/`path`, a path as in `requests`) gets this
   * answer instead, before the access_token check; calls queue up, each used once.
   */
  failNext(response: { status: number; body?: unknown } & RequestMatch): void;
  /** Like failNext, but that request gets no answer until the client gives up or close(): for timeouts. */
  hangNext(match?: RequestMatch): void;
  /**
   * The next matching request is carried out (a transfer is made), then its answer is lost: it
   * hangs (the default) or gets `answer` instead (a 500 after the fact).
   */
  loseNextAnswer(match?: RequestMatch & { answer?: { status: number; body?: unknown } }): void;
  /** Moves a transfer to an Asaas status (DONE: end-to-end id and date; FAILED: `failReason`). */
  setTransferStatus(transferId: string, status: AsaasTransferStatus, failReason?: string): void;
  /** The body Asaas POSTs to a webhook for this transfer, in the status the event tells. */
  transferEvent(transferId: string, event: FakeAsaasTransferEvent): FakeAsaasTransferEventBody;
  /**
   * Moves a payment's refund (by its place in `state.refunds`) to an Asaas status: DONE gets its
   * return id ('D…'), date and receipt; CANCELLED frees its value (a REFUNDED payment is RECEIVED again).
   */
  setRefundStatus(paymentId: string, index: number, status: AsaasRefundStatus): void;
  /** The body Asaas POSTs to a webhook (with header `asaas-access-token`) for this payment, with its refunds. */
  paymentEvent(
    paymentId: string,
    event: FakeAsaasEvent,
  ): { id: string; event: FakeAsaasEvent; dateCreated: string; payment: FakeAsaasPayment };
  /** Forgets customers, payments, transfers, refunds, requests and queued failures. */
  reset(): void;
  close(): Promise<void>;
};

/** Which request a failNext/hangNext applies to; omitted fields match anything. */
export type RequestMatch = { method?: string; path?: string | RegExp };

type Answer = { status: number; body: unknown };
type Override = RequestMatch &
  ({ kind: 'fail'; answer: Answer } | { kind: 'hang' } | { kind: 'lose'; answer: Answer | undefined });

const PAID: readonly AsaasPaymentStatus[] = ['CONFIRMED', 'RECEIVED', 'RECEIVED_IN_CASH', 'DUNNING_RECEIVED'];
const BILLING_TYPES = ['BOLETO', 'CREDIT_CARD', 'PIX', 'UNDEFINED'];

const error = (status: number, code: string, description: string): Answer => ({
  status,
  body: { errors: [{ code, description }] },
});
const notFound = (): Answer => ({
  status: 404,
  body: { errors: [{ code: 'not_found', description: 'Objeto não encontrado.' }] },
});

/** Today or now as Brasília wall time (UTC−03:00). */
function brasilia(withTime: boolean): string {
  const iso = new Date(Date.now() - 3 * 3600_000).toISOString();
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10);
}

export async function startFakeAsaas(options: { apiKey: string }): Promise<FakeAsaas> {
  const customers = new Map<string, FakeAsaasCustomer>();
  const payments = new Map<string, FakeAsaasPayment>();
  const pixPayloads = new Map<string, string>();
  const requests: FakeAsaasRequest[] = [];
  const overrides: Override[] = [];
  const hanging = new Set<ServerResponse>();
  const pixKey = randomUUID(); // an EVP key
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_${String(++sequence).padStart(12, '0')}`;
  const fakeTransfers = createFakeTransfers(
    () => brasilia(false),
    () => brasilia(true),
  );
  const fakeRefunds = createFakeRefunds(payments, () => brasilia(true));

  function listCustomers(query: Record<string, string>): Answer {
    const offset = Number(query.offset ?? 0);
    const limit = Math.min(Number(query.limit ?? 10), 100);
    const matching = [...customers.values()].filter(
      (c) =>
        !c.deleted &&
        (query.externalReference === undefined || c.externalReference === query.externalReference) &&
        (query.cpfCnpj === undefined || c.cpfCnpj === query.cpfCnpj.replace(/\D/g, '')),
    );
    const data = matching.slice(offset, offset + limit);
    const body = {
      object: 'list',
      hasMore: offset + limit < matching.length,
      totalCount: matching.length,
      limit,
      offset,
      data,
    };
    return { status: 200, body };
  }

  function createCustomer(input: Record<string, unknown>): Answer {
    if (typeof input.name !== 'string' || !input.name.trim())
      return error(400, 'invalid_name', 'O nome do cliente deve ser informado.');
    const cpfCnpj = typeof input.cpfCnpj === 'string' ? input.cpfCnpj.replace(/\D/g, '') : '';
    if (!isValidCpf(cpfCnpj) && !isValidCnpj(cpfCnpj))
      return error(400, 'invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
    const customer: FakeAsaasCustomer = {
      object: 'customer',
      id: nextId('cus'),
      dateCreated: brasilia(false),
      name: input.name,
      email: typeof input.email === 'string' ? input.email : null,
      cpfCnpj,
      externalReference: typeof input.externalReference === 'string' ? input.externalReference : null,
      notificationDisabled: input.notificationDisabled === true,
      deleted: false,
    };
    customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  function createPayment(input: Record<string, unknown>): Answer {
    if (typeof input.customer !== 'string' || !customers.has(input.customer))
      return error(400, 'invalid_customer', 'Customer inválido ou não informado.');
    if (typeof input.billingType !== 'string' || !BILLING_TYPES.includes(input.billingType))
      return error(400, 'invalid_billingType', 'Informe uma forma de pagamento válida.');
    const value = input.value;
    if (typeof value !== 'number' || !(value > 0))
      return error(400, 'invalid_value', 'O campo value deve ser informado.');
    if (typeof input.dueDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input.dueDate))
      return error(400, 'invalid_dueDate', 'A data de vencimento deve ser informada.');
    if (input.dueDate < brasilia(false))
      return error(400, 'invalid_dueDate', 'A data de vencimento não pode ser anterior à hoje.');
    const id = nextId('pay');
    const pixPayload = generatePixPayload({
      key: pixKey,
      merchantName: 'VAMOS TRABALHAR',
      merchantCity: 'SAO PAULO',
      amount: value,
      txid: id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
    });
    if (!pixPayload) return error(400, 'invalid_value', 'Valor inválido para Pix.');
    const payment: FakeAsaasPayment = {
      object: 'payment',
      id,
      dateCreated: brasilia(false),
      customer: input.customer,
      value,
      netValue: value,
      description: typeof input.description === 'string' ? input.description : null,
      billingType: input.billingType,
      status: 'PENDING',
      dueDate: input.dueDate,
      originalDueDate: input.dueDate,
      paymentDate: null,
      clientPaymentDate: null,
      confirmedDate: null,
      invoiceUrl: `https://sandbox.asaas.com/i/${id.slice(4)}`,
      externalReference: typeof input.externalReference === 'string' ? input.externalReference : null,
      deleted: false,
    };
    payments.set(id, payment);
    pixPayloads.set(id, pixPayload);
    return { status: 200, body: payment };
  }

  async function pixQrCode(payment: FakeAsaasPayment): Promise<Answer> {
    const payload = pixPayloads.get(payment.id) ?? '';
    const png = await QRCode.toBuffer(payload);
    const body = { encodedImage: png.toString('base64'), payload, expirationDate: `${payment.dueDate} 23:59:59` };
    return { status: 200, body };
  }

  function deletePayment(payment: FakeAsaasPayment): Answer {
    if (payment.status !== 'PENDING' && payment.status !== 'OVERDUE') {
      return error(400, 'invalid_action', 'Somente cobranças aguardando pagamento ou vencidas podem ser removidas.');
    }
    payment.deleted = true;
    return { status: 200, body: { deleted: true, id: payment.id } };
  }

  async function route(method: string, path: string, query: Record<string, string>, body: unknown): Promise<Answer> {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const transfer = fakeTransfers.route(method, path, query, input);
    if (transfer) return transfer;
    const refund = fakeRefunds.route(method, path, query, input);
    if (refund) return refund;
    if (path === '/customers' && method === 'GET') return listCustomers(query);
    if (path === '/customers' && method === 'POST') return createCustomer(input);
    const customer = /^\/customers\/([^/]+)$/.exec(path);
    if (customer && method === 'GET') {
      const found = customers.get(decodeURIComponent(customer[1] ?? ''));
      return found ? { status: 200, body: found } : notFound();
    }
    if (path === '/payments' && method === 'POST') return createPayment(input);
    const match = /^\/payments\/([^/]+)(\/pixQrCode)?$/.exec(path);
    const payment = match ? payments.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || (method !== 'GET' && method !== 'DELETE')) return notFound();
    if (!payment) return notFound();
    if (match[2]) return method === 'GET' && !payment.deleted ? pixQrCode(payment) : notFound();
    if (method === 'GET') return { status: 200, body: fakeRefunds.withRefunds(payment) };
    return payment.deleted ? notFound() : deletePayment(payment);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake-asaas');
    const path = url.pathname.replace(/^\/v3(?=\/)/, '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    requests.push({
      method: req.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
    });

    const send = ({ status, body: out }: Answer) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(out === undefined ? '' : JSON.stringify(out));
    const index = overrides.findIndex(
      (o) =>
        (o.method === undefined || o.method.toUpperCase() === req.method) &&
        (o.path === undefined || (typeof o.path === 'string' ? o.path === path : o.path.test(path))),
    );
    const override = index === -1 ? undefined : overrides.splice(index, 1)[0];
    const hang = () => {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
    };
    if (override?.kind === 'hang') return hang();
    if (override?.kind === 'fail') return void send(override.answer);
    const token = req.headers['access_token'];
    if (token === undefined) {
      return void send(
        error(
          401,
          'access_token_not_found',
          "O cabeçalho de autenticação 'access_token' é obrigatório e não foi encontrado na requisição",
        ),
      );
    }
    if (token !== options.apiKey)
      return void send(error(401, 'invalid_access_token', 'A chave de API fornecida é inválida'));
    if (req.method === 'GET' && text) return void send(error(403, 'forbidden', 'Requisições GET não devem ter corpo.'));
    const answer = await route(req.method ?? 'GET', path, Object.fromEntries(url.searchParams), body);
    if (override?.kind === 'lose') return override.answer ? void send(override.answer) : hang();
    send(answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent)
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ errors: [{ code: 'internal', description: String(e) }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v3`,
    apiKey: options.apiKey,
    state: { customers, payments, pixPayloads, transfers: fakeTransfers.transfers, refunds: fakeRefunds.refunds },
    requests,
    setStatus(paymentId, status) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`fake Asaas: no payment ${paymentId}`);
      payment.status = status;
      const paid = PAID.includes(status);
      payment.paymentDate = payment.clientPaymentDate = payment.confirmedDate = paid ? brasilia(false) : null;
    },
    failNext({ status, body, method, path }) {
      overrides.push({ kind: 'fail', answer: { status, body }, method, path });
    },
    hangNext(match = {}) {
      overrides.push({ kind: 'hang', ...match });
    },
    loseNextAnswer({ answer, ...match } = {}) {
      overrides.push({ kind: 'lose', answer: answer && { status: answer.status, body: answer.body }, ...match });
    },
    setTransferStatus(transferId, status, failReason) {
      fakeTransfers.setStatus(transferId, status, failReason);
    },
    transferEvent(transferId, event) {
      return fakeTransfers.event(transferId, event);
    },
    setRefundStatus(paymentId, index, status) {
      fakeRefunds.setStatus(paymentId, index, status);
    },
    paymentEvent(paymentId, event) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`fake Asaas: no payment ${paymentId}`);
      return {
        id: `evt_${randomUUID().replace(/-/g, '')}`,
        event,
        dateCreated: brasilia(true),
        payment: fakeRefunds.withRefunds(payment),
      };
    },
    reset() {
      customers.clear();
      payments.clear();
      pixPayloads.clear();
      fakeTransfers.transfers.clear();
      fakeRefunds.refunds.clear();
      requests.length = 0;
      overrides.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
