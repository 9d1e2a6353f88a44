import { z } from 'zod';
import type { PixKeyType } from '@vamos/shared/pix-keys';
import { brasiliaDate, fromBrasiliaWallTime, type AsaasClient } from './asaas-client.ts';
import {
  PaymentProviderError,
  type CreatePixTransferInput,
  type PixTransfer,
  type PixTransferStatus,
} from './payment-provider.ts';

/**
 * Asaas transfer statuses and ours. BLOCKED is not in the documented enum of a transfer's status,
 * only in the TRANSFER_BLOCKED event: should a transfer read so, it is held, not over.
 */
const STATUS_MAP = {
  PENDING: 'pending',
  BANK_PROCESSING: 'pending',
  BLOCKED: 'pending',
  DONE: 'done',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
} as const satisfies Record<string, PixTransferStatus>;

export type AsaasTransferStatus = keyof typeof STATUS_MAP;
export const ASAAS_TRANSFER_STATUSES = Object.keys(STATUS_MAP) as AsaasTransferStatus[];

/** Our key types (`pix_keys.key_type`) as Asaas's `pixAddressKeyType`. */
export const ASAAS_PIX_KEY_TYPES = {
  cpf: 'CPF',
  phone: 'PHONE',
  email: 'EMAIL',
  random: 'EVP',
} as const satisfies Record<PixKeyType, string>;

/** A stored key as Asaas takes it: a phone ('+5511987654321') as its DDD and number, digits only. */
export function asaasPixAddressKey(type: PixKeyType, key: string): string {
  return type === 'phone' ? key.replace(/^\+55/, '').replace(/\D/g, '') : key;
}

const TransferBody = z.object({
  id: z.string().min(1),
  status: z.enum(ASAAS_TRANSFER_STATUSES as [AsaasTransferStatus, ...AsaasTransferStatus[]]),
  value: z.number(),
  externalReference: z.string().nullish(),
  endToEndIdentifier: z.string().nullish(),
  /** Some payloads name the end-to-end id so. */
  e2eId: z.string().nullish(),
  failReason: z.string().nullish(),
  /** 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss', Brasília. */
  effectiveDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}:\d{2})?$/)
    .nullish(),
});
type AsaasTransfer = z.infer<typeof TransferBody>;
const TransferListBody = z.object({ hasMore: z.boolean().default(false), data: z.array(TransferBody) });

const PAGE_SIZE = 100;
/** Past this many transfers in the look-up window we cannot tell whether one exists: refuse, never guess. */
const MAX_LOOKUP_PAGES = 50;
const DEFAULT_LOOKUP_DAYS = 7;

function present(transfer: AsaasTransfer): PixTransfer {
  const status = STATUS_MAP[transfer.status];
  return {
    providerTransferId: transfer.id,
    status,
    endToEndId: transfer.endToEndIdentifier ?? transfer.e2eId ?? null,
    failReason: transfer.failReason ?? null,
    effectiveAt: status === 'done' && transfer.effectiveDate ? fromBrasiliaWallTime(transfer.effectiveDate) : null,
  };
}

const sameCents = (value: number, amountCents: number) => Math.round(value * 100) === amountCents;

/**
 * Pay-outs to PIX keys: `POST /v3/transfers` with `pixAddressKey`/`pixAddressKeyType`, once per
 * externalReference (decision 0043). Asaas takes no idempotency key, so before sending we look for
 * a transfer with the reference (its list has no filter by reference: the window's pages are
 * read); concurrent calls for one reference in this process share one attempt; a send that got no
 * answer (or a 5xx) is looked for once more before it is reported failed.
 */
export class AsaasTransfers {
  private readonly inFlight = new Map<string, { input: CreatePixTransferInput; transfer: Promise<PixTransfer> }>();
  private readonly lookupDays: number;

  constructor(
    private readonly client: AsaasClient,
    options: { lookupDays?: number | undefined } = {},
  ) {
    this.lookupDays = options.lookupDays ?? DEFAULT_LOOKUP_DAYS;
  }

  create(input: CreatePixTransferInput): Promise<PixTransfer> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      return Promise.reject(new PaymentProviderError(`Asaas: invalid amount ${input.amountCents} cents`));
    }
    if (!input.externalReference)
      return Promise.reject(new PaymentProviderError('Asaas: a transfer needs its reference'));
    const running = this.inFlight.get(input.externalReference);
    if (running) {
      const same =
        running.input.amountCents === input.amountCents &&
        running.input.pixKey === input.pixKey &&
        running.input.pixKeyType === input.pixKeyType;
      if (!same) return Promise.reject(this.reused(input.externalReference));
      return running.transfer;
    }
    const transfer = this.findOrSend(input).finally(() => this.inFlight.delete(input.externalReference));
    this.inFlight.set(input.externalReference, { input, transfer });
    return transfer;
  }

  async get(providerTransferId: string): Promise<PixTransfer> {
    const response = await this.client.request('GET', `/transfers/${encodeURIComponent(providerTransferId)}`);
    return present(this.client.parse(response, TransferBody));
  }

  private async findOrSend(input: CreatePixTransferInput): Promise<PixTransfer> {
    const existing = await this.findByReference(input.externalReference);
    if (existing) return this.answerFor(input, existing);
    const response = await this.client
      .request('POST', '/transfers', {
        value: input.amountCents / 100,
        pixAddressKey: asaasPixAddressKey(input.pixKeyType, input.pixKey),
        pixAddressKeyType: ASAAS_PIX_KEY_TYPES[input.pixKeyType],
        description: input.description,
        externalReference: input.externalReference,
      })
      .catch((error: unknown) => error as PaymentProviderError);
    if (!(response instanceof PaymentProviderError) && response.status < 500) {
      return present(this.client.parse(response, TransferBody));
    }
    // No answer, or a server error: Asaas may have made the transfer all the same. Look once more.
    const made = await this.findByReference(input.externalReference).catch(() => undefined);
    if (made) return this.answerFor(input, made);
    if (response instanceof PaymentProviderError) throw response;
    return present(this.client.parse(response, TransferBody)); // throws with Asaas's words
  }

  /** The transfer already made for this reference: the same one asked for, or a refusal. */
  private answerFor(input: CreatePixTransferInput, transfer: AsaasTransfer): PixTransfer {
    if (!sameCents(transfer.value, input.amountCents)) throw this.reused(input.externalReference, transfer.id);
    return present(transfer);
  }

  private reused(externalReference: string, transferId?: string): PaymentProviderError {
    const which = transferId ? ` (${transferId})` : '';
    return new PaymentProviderError(
      `Asaas: reference ${externalReference} was already used for another transfer${which}`,
    );
  }

  /** The transfer with this externalReference created in the look-up window, if any. */
  private async findByReference(externalReference: string): Promise<AsaasTransfer | undefined> {
    const since = brasiliaDate(this.lookupDays);
    for (let page = 0; page < MAX_LOOKUP_PAGES; page += 1) {
      const query = new URLSearchParams({
        'dateCreated[ge]': since,
        offset: String(page * PAGE_SIZE),
        limit: String(PAGE_SIZE),
      });
      const list = this.client.parse(await this.client.request('GET', `/transfers?${query}`), TransferListBody);
      const found = list.data.find((t) => t.externalReference === externalReference);
      if (found) return found;
      if (!list.hasMore) return undefined;
    }
    throw new PaymentProviderError(
      `Asaas: over ${MAX_LOOKUP_PAGES * PAGE_SIZE} transfers since ${since}; cannot tell whether ${externalReference} was sent`,
    );
  }
}
