import { z } from 'zod';
import { fromBrasiliaWallTime, type AsaasClient, type AsaasResponse } from './asaas-client.ts';
import {
  PaymentProviderError,
  refundInputProblem,
  type ChargeRefund,
  type RefundChargeInput,
} from './payment-provider.ts';

/** Asaas's refund statuses (`PaymentRefundGetResponsePaymentRefundStatus`) and ours. */
const STATUS_MAP = {
  PENDING: 'pending',
  AWAITING_CRITICAL_ACTION_AUTHORIZATION: 'pending',
  AWAITING_CUSTOMER_EXTERNAL_AUTHORIZATION: 'pending',
  CANCELLED: 'failed',
  DONE: 'done',
} as const satisfies Record<string, ChargeRefund['status']>;

export type AsaasRefundStatus = keyof typeof STATUS_MAP;
export const ASAAS_REFUND_STATUSES = Object.keys(STATUS_MAP) as AsaasRefundStatus[];

/** 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss', Brasília. */
const BrasiliaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}:\d{2})?$/);

/** A refund as Asaas lists it: it has no id of its own; our reference rides in its description. */
const RefundBody = z.object({
  dateCreated: BrasiliaDate,
  status: z.enum(ASAAS_REFUND_STATUSES as [AsaasRefundStatus, ...AsaasRefundStatus[]]),
  value: z.number(),
  description: z.string().nullish(),
  /** (PIX) The BCB's id of the returned PIX. */
  endToEndIdentifier: z.string().nullish(),
  /** (PIX) When the refund took effect. */
  effectiveDate: BrasiliaDate.nullish(),
});
type AsaasRefund = z.infer<typeof RefundBody>;
const RefundListBody = z.object({ hasMore: z.boolean().default(false), data: z.array(RefundBody) });
/** `POST /payments/{id}/refund` answers the payment, with its refunds. */
const RefundedPaymentBody = z.object({ id: z.string().min(1), refunds: z.array(RefundBody).nullish() });

/**
 * The longest description we send: the BCB's message of a returned PIX (pacs.004) holds 140
 * characters, and Asaas documents no limit of its own. Keeping within it, nothing can cut our
 * reference off the end.
 */
export const REFUND_DESCRIPTION_MAX = 140;
const PAGE_SIZE = 100;
/** Past this many refunds of one charge we cannot tell whether ours is there: refuse, never guess. */
const MAX_LOOKUP_PAGES = 10;

const marker = (reference: string) => `[ref ${reference}]`;

/** The description Asaas stores: the caller's words, cut to fit, then our reference. */
export function refundDescription(description: string, reference: string): string {
  const tail = marker(reference);
  const text = description
    .trim()
    .slice(0, REFUND_DESCRIPTION_MAX - tail.length - 1)
    .trim();
  return text ? `${text} ${tail}` : tail;
}

function present(refund: AsaasRefund): ChargeRefund {
  const status = STATUS_MAP[refund.status];
  return {
    status,
    endToEndId: refund.endToEndIdentifier ?? null,
    // A refund done without its effective date took effect when it was made.
    refundedAt: status === 'done' ? fromBrasiliaWallTime(refund.effectiveDate ?? refund.dateCreated) : null,
  };
}

const sameCents = (value: number, amountCents: number) => Math.round(value * 100) === amountCents;

/**
 * PIX refunds of a confirmed charge: `POST /v3/payments/{id}/refund` with `value` and
 * `description`, once per reference (decision 0045). Asaas takes no idempotency key and a refund
 * has no id, so the reference is written in the description; before refunding we look for it in
 * `GET /v3/payments/{id}/refunds`; concurrent calls for one reference in this process share one
 * attempt; a refund that got no answer (or a 5xx) is looked for once more before it is reported
 * failed. Across processes the caller serialises calls for one reference.
 */
export class AsaasRefunds {
  private readonly inFlight = new Map<string, { input: RefundChargeInput; refund: Promise<ChargeRefund> }>();

  constructor(private readonly client: AsaasClient) {}

  refund(input: RefundChargeInput): Promise<ChargeRefund> {
    const problem = refundInputProblem(input);
    if (problem) return Promise.reject(new PaymentProviderError(`Asaas: ${problem}`));
    const running = this.inFlight.get(input.reference);
    if (running) {
      const same =
        running.input.providerPaymentId === input.providerPaymentId && running.input.amountCents === input.amountCents;
      return same ? running.refund : Promise.reject(this.reused(input.reference));
    }
    const refund = this.findOrRefund(input).finally(() => this.inFlight.delete(input.reference));
    this.inFlight.set(input.reference, { input, refund });
    return refund;
  }

  async get(providerPaymentId: string, reference: string): Promise<ChargeRefund | null> {
    const found = await this.findByReference(providerPaymentId, reference);
    return found ? present(found) : null;
  }

  private async findOrRefund(input: RefundChargeInput): Promise<ChargeRefund> {
    const existing = await this.findByReference(input.providerPaymentId, input.reference);
    if (existing) return this.answerFor(input, existing);
    const response = await this.client
      .request('POST', `${this.paymentPath(input.providerPaymentId)}/refund`, {
        value: input.amountCents / 100,
        description: refundDescription(input.description, input.reference),
      })
      .catch((error: unknown) => error as PaymentProviderError);
    if (!(response instanceof PaymentProviderError) && response.status < 500) {
      return this.fromAnswer(input, response);
    }
    // No answer, or a server error: Asaas may have made the refund all the same. Look once more.
    const made = await this.findByReference(input.providerPaymentId, input.reference).catch(() => undefined);
    if (made) return this.answerFor(input, made);
    if (response instanceof PaymentProviderError) throw response;
    return this.fromAnswer(input, response); // a 5xx: throws with Asaas's words
  }

  /** Our refund in Asaas's answer to the POST (the payment and its refunds), else in the list. */
  private async fromAnswer(input: RefundChargeInput, response: AsaasResponse): Promise<ChargeRefund> {
    if (response.status < 200 || response.status > 299) {
      this.client.parse(response, RefundedPaymentBody); // a refusal: throws with Asaas's words
    }
    // Asaas refunded. Should its answer's shape surprise us, the list tells which refund is ours.
    const answer = RefundedPaymentBody.safeParse(response.body);
    const { providerPaymentId, reference } = input;
    const made =
      (answer.success ? this.pick(answer.data.refunds ?? [], providerPaymentId, reference) : undefined) ??
      (await this.findByReference(providerPaymentId, reference));
    if (!made) {
      // Asaas took the refund, yet none carries our reference: trying again could refund twice.
      throw new PaymentProviderError(
        `Asaas refunded charge ${providerPaymentId} but lists no refund with reference ${reference}: check it in Asaas before trying again`,
        409,
      );
    }
    return this.answerFor(input, made);
  }

  /** The refund already made for this reference: the same one asked for, or a refusal. */
  private answerFor(input: RefundChargeInput, refund: AsaasRefund): ChargeRefund {
    if (!sameCents(refund.value, input.amountCents)) throw this.reused(input.reference);
    return present(refund);
  }

  private reused(reference: string): PaymentProviderError {
    return new PaymentProviderError(`Asaas: reference ${reference} was already used for another refund`, 409);
  }

  /** The one refund carrying the reference; more than one means it was refunded twice: refuse. */
  private pick(refunds: AsaasRefund[], providerPaymentId: string, reference: string): AsaasRefund | undefined {
    const found = refunds.filter((r) => r.description?.includes(marker(reference)));
    if (found.length > 1) {
      throw new PaymentProviderError(
        `Asaas: charge ${providerPaymentId} has ${found.length} refunds with reference ${reference}`,
        409,
      );
    }
    return found[0];
  }

  /** The charge's refund with this reference, if any (every page of its refunds). */
  private async findByReference(providerPaymentId: string, reference: string): Promise<AsaasRefund | undefined> {
    const refunds: AsaasRefund[] = [];
    for (let page = 0; page < MAX_LOOKUP_PAGES; page += 1) {
      const query = new URLSearchParams({ offset: String(page * PAGE_SIZE), limit: String(PAGE_SIZE) });
      const path = `${this.paymentPath(providerPaymentId)}/refunds?${query}`;
      const list = this.client.parse(await this.client.request('GET', path), RefundListBody);
      refunds.push(...list.data);
      if (!list.hasMore) return this.pick(refunds, providerPaymentId, reference);
    }
    throw new PaymentProviderError(
      `Asaas: charge ${providerPaymentId} has over ${MAX_LOOKUP_PAGES * PAGE_SIZE} refunds; cannot tell whether ${reference} was made`,
    );
  }

  private paymentPath(providerPaymentId: string): string {
    return `/payments/${encodeURIComponent(providerPaymentId)}`;
  }
}
