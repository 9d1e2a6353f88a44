import { randomBytes } from 'node:crypto';
import type { AsaasPaymentStatus } from '../providers/payment/asaas-provider.ts';
import type { AsaasRefundStatus } from '../providers/payment/asaas-refunds.ts';

/**
 * The fake Asaas's refunds of payments (`fake-asaas-server.ts` routes to it), as Asaas documents
 * them for PIX: `POST /payments/{id}/refund` (`value` in reais, the whole payment when absent, and
 * `description`) refunds a RECEIVED or CONFIRMED payment in full or in several parts that together
 * do not exceed it, and answers the payment with its `refunds`; the one that completes it moves the
 * payment to REFUNDED. `GET /payments/{id}/refunds` lists them (offset/limit). Like Asaas's, a
 * refund has no id: a payment's refunds are told apart by their place in its list.
 */

export type FakeAsaasRefund = {
  dateCreated: string;
  status: AsaasRefundStatus;
  value: number;
  description: string | null;
  endToEndIdentifier: string | null;
  effectiveDate: string | null;
  transactionReceiptUrl: string | null;
  refundedSplits: [];
};

/** What the refunds need of a payment (the server's FakeAsaasPayment). */
type RefundablePayment = { id: string; value: number; status: AsaasPaymentStatus; deleted: boolean };

type Answer = { status: number; body: unknown };

const REFUNDABLE: readonly AsaasPaymentStatus[] = ['RECEIVED', 'CONFIRMED'];

const error = (status: number, code: string, description: string): Answer => ({
  status,
  body: { errors: [{ code, description }] },
});
const notFound = () => error(404, 'not_found', 'Objeto não encontrado.');
const cents = (reais: number) => Math.round(reais * 100);

/** A BCB-format id of a returned PIX ('D'), from Asaas's ISPB (19540550). */
function returnId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
  return `D19540550${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

export function createFakeRefunds(payments: Map<string, RefundablePayment>, now: () => string) {
  /** Payment id → its refunds, oldest first. */
  const refunds = new Map<string, FakeAsaasRefund[]>();
  const refundedCents = (paymentId: string) =>
    (refunds.get(paymentId) ?? []).filter((r) => r.status !== 'CANCELLED').reduce((sum, r) => sum + cents(r.value), 0);

  /** The payment as Asaas shows it: with its refunds once it has any. */
  function withRefunds<P extends RefundablePayment>(payment: P): P & { refunds?: FakeAsaasRefund[] } {
    const list = refunds.get(payment.id);
    return list?.length ? { ...payment, refunds: list.map((r) => ({ ...r })) } : { ...payment };
  }

  function refund(payment: RefundablePayment, input: Record<string, unknown>): Answer {
    if (!REFUNDABLE.includes(payment.status)) {
      return error(400, 'invalid_action', 'Só é possível estornar cobranças recebidas ou confirmadas.');
    }
    const value = input.value === undefined || input.value === null ? payment.value : input.value;
    if (typeof value !== 'number' || !(cents(value) > 0)) {
      return error(400, 'invalid_value', 'O valor do estorno deve ser maior que zero.');
    }
    const left = cents(payment.value) - refundedCents(payment.id);
    if (cents(value) > left) {
      return error(
        400,
        'invalid_value',
        `O valor do estorno excede o saldo disponível da cobrança (R$ ${left / 100}).`,
      );
    }
    const made: FakeAsaasRefund = {
      dateCreated: now(),
      status: 'PENDING',
      value,
      description: typeof input.description === 'string' ? input.description : null,
      endToEndIdentifier: null,
      effectiveDate: null,
      transactionReceiptUrl: null,
      refundedSplits: [],
    };
    refunds.set(payment.id, [...(refunds.get(payment.id) ?? []), made]);
    if (cents(value) === left) payment.status = 'REFUNDED';
    return { status: 200, body: withRefunds(payment) };
  }

  function list(paymentId: string, query: Record<string, string>): Answer {
    const offset = Number(query.offset ?? 0);
    const limit = Math.min(Number(query.limit ?? 10), 100);
    const all = refunds.get(paymentId) ?? [];
    const body = {
      object: 'list',
      hasMore: offset + limit < all.length,
      totalCount: all.length,
      limit,
      offset,
      data: all.slice(offset, offset + limit),
    };
    return { status: 200, body };
  }

  return {
    refunds,
    withRefunds,
    /** The answer to a payment's /refund or /refunds request, or undefined when the path is neither. */
    route(method: string, path: string, query: Record<string, string>, input: Record<string, unknown>) {
      const match = /^\/payments\/([^/]+)\/(refund|refunds)$/.exec(path);
      if (!match) return undefined;
      const payment = payments.get(decodeURIComponent(match[1] ?? ''));
      if (!payment || payment.deleted) return notFound();
      if (match[2] === 'refund' && method === 'POST') return refund(payment, input);
      if (match[2] === 'refunds' && method === 'GET') return list(payment.id, query);
      return notFound();
    },
    /**
     * Moves a payment's refund (by its place in the payment's list) to an Asaas status: DONE gets
     * its return id, date and receipt; CANCELLED gives its value back to what may be refunded.
     */
    setStatus(paymentId: string, index: number, status: AsaasRefundStatus) {
      const payment = payments.get(paymentId);
      const made = refunds.get(paymentId)?.[index];
      if (!payment || !made) throw new Error(`fake Asaas: no refund ${index} of payment ${paymentId}`);
      made.status = status;
      if (status === 'DONE') {
        made.endToEndIdentifier ??= returnId();
        made.effectiveDate = now();
        made.transactionReceiptUrl = `https://sandbox.asaas.com/comprovantes/${paymentId}-${index}`;
      }
      if (payment.status === 'REFUNDED' && refundedCents(paymentId) < cents(payment.value)) {
        payment.status = 'RECEIVED';
      }
    },
  };
}
