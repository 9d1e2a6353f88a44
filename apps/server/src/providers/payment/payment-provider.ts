import type { PixKeyType } from '@vamos/shared/pix-keys';

/**
 * A PIX payment provider: the local one (embedded default, `local-pix-provider.ts`) or Asaas
 * (`asaas-provider.ts`, selected by ASAAS_API_KEY). It charges (PIX in: coins, plans, guaranteed
 * pay), pays out (PIX transfers to a freelancer's key, decision 0043) and gives charges back (PIX
 * refunds, decision 0045). Money is in integer cents. Every method rejects with PaymentProviderError
 * when the provider cannot answer or refuses the request.
 */

/** Who pays: the buyer's data as the provider needs it (CPF as 11 digits). */
export type PaymentCustomer = {
  /** Our user id; Asaas stores it as the customer's externalReference. */
  userId: string;
  name: string;
  email: string;
  cpf: string;
};

export type CreatePixChargeInput = {
  customer: PaymentCustomer;
  amountCents: number;
  /** Shown to the payer ('Pacote PRO - 50 moedas'). */
  description: string;
  /** Our payment id, echoed back by the provider (Asaas externalReference). */
  externalReference: string;
  /** Last day the payer may pay, 'yyyy-MM-dd' in America/Sao_Paulo. */
  dueDate: string;
};

export type PixCharge = {
  providerPaymentId: string;
  /** The PIX "copia e cola" BR Code. */
  pixPayload: string;
  /** PNG image of the QR code, base64 without the data: prefix. */
  qrCodePngBase64: string;
  /** When the QR code stops being payable. */
  expiresAt: Date;
  /** The provider's invoice page, when it has one. */
  invoiceUrl: string | null;
};

/**
 * A charge's state as the provider reports it, mapped to ours:
 * pending (waiting for the payer), confirmed (paid: CONFIRMED, RECEIVED, RECEIVED_IN_CASH),
 * overdue (not paid in time), cancelled (deleted), refunded (REFUNDED and chargebacks).
 */
export type ProviderPaymentStatus = 'pending' | 'confirmed' | 'overdue' | 'cancelled' | 'refunded';

/** A pay-out to a PIX key (decision 0043). The key in the form `pix_keys` stores it ('+55…' for a phone). */
export type CreatePixTransferInput = {
  pixKey: string;
  pixKeyType: PixKeyType;
  amountCents: number;
  /** Shown to the receiver in their bank's statement. */
  description: string;
  /**
   * Our pay-out id, the idempotency key: a second call with the same reference sends nothing and
   * answers the transfer the first one made, whatever its status. A new attempt after a failed
   * transfer needs a new reference.
   */
  externalReference: string;
};

/**
 * A transfer's state, mapped from the provider's: pending (accepted, not settled yet: Asaas
 * PENDING, BANK_PROCESSING), done (the money reached the key's account), failed (refused by the
 * receiver's institution or the provider, with its reason), cancelled (cancelled before it ran).
 * done, failed and cancelled are final.
 */
export const PIX_TRANSFER_STATUSES = ['pending', 'done', 'failed', 'cancelled'] as const;
export type PixTransferStatus = (typeof PIX_TRANSFER_STATUSES)[number];

export type PixTransfer = {
  providerTransferId: string;
  status: PixTransferStatus;
  /** The BCB's end-to-end id of the PIX ('E' + ISPB + yyyyMMddHHmm + 11 characters), once it ran. */
  endToEndId: string | null;
  /** The provider's words for a failure, when it failed. */
  failReason: string | null;
  /** When the transfer was made (done), when known. */
  effectiveAt: Date | null;
};

/**
 * Gives part or all of a confirmed charge back to its payer (a PIX refund, 'estorno'; decision 0045).
 * Idempotent by `reference`: the provider keeps it with the refund (Asaas: in its description), and a
 * repeat answers the refund already made instead of refunding again.
 */
export type RefundChargeInput = {
  providerPaymentId: string;
  /** What to give back, at most what is left of the charge after its earlier refunds. */
  amountCents: number;
  /** Our refund's id, the idempotency key: 1 to 64 of A–Z, a–z, 0–9, '.', '_', ':', '-' (REFUND_REFERENCE). */
  reference: string;
  /** Shown to the payer ('Vamos Trabalhar: reembolso da vaga de Garçom'); cut to fit beside the reference. */
  description: string;
};

/**
 * A refund's state: pending (accepted, not settled: Asaas PENDING and the two AWAITING_…
 * authorisations), done (the money is back with the payer: DONE), failed (Asaas CANCELLED: nothing
 * went back, and that reference is spent: a new attempt takes a new one). done and failed are final.
 */
export type ChargeRefund = {
  status: 'pending' | 'done' | 'failed';
  /** The BCB's id of the returned PIX (a 'D…' return id), once it ran. */
  endToEndId: string | null;
  /** When the money went back (done), in the provider's words; null until then. */
  refundedAt: Date | null;
};

/** What a refund's reference may be: Asaas carries it in the refund's description, as '[ref …]'. */
export const REFUND_REFERENCE = /^[A-Za-z0-9._:-]{1,64}$/;

/** Why a refund cannot even be asked for (a bad amount or reference), or null when it can. */
export function refundInputProblem(input: RefundChargeInput): string | null {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    return `invalid amount ${input.amountCents} cents`;
  }
  if (!REFUND_REFERENCE.test(input.reference)) return `invalid refund reference '${input.reference}'`;
  if (!input.providerPaymentId) return 'a refund needs its charge';
  return null;
}

export interface PaymentProvider {
  readonly name: 'local' | 'asaas';
  createPixCharge(input: CreatePixChargeInput): Promise<PixCharge>;
  getPaymentStatus(providerPaymentId: string): Promise<ProviderPaymentStatus>;
  /** Cancels (deletes) a pending charge. Cancelling an already cancelled charge succeeds. */
  cancelCharge(providerPaymentId: string): Promise<void>;
  /**
   * Sends `amountCents` to the PIX key, once per `externalReference`: a repeat (a retry after a lost
   * answer, a concurrent call) answers the transfer already made. Across processes the caller
   * serialises calls for one reference (decision 0043).
   */
  createPixTransfer(input: CreatePixTransferInput): Promise<PixTransfer>;
  /** A transfer's current state; PaymentProviderError (status 404) when the provider has no such transfer. */
  getTransfer(providerTransferId: string): Promise<PixTransfer>;
  /**
   * Refunds `amountCents` of a confirmed charge to its payer, once per `reference` (a repeat answers
   * the refund made, whatever its status). PaymentProviderError when the charge cannot be refunded
   * (status 4xx: 400 not paid, or more than what is left of it; 404 no such charge; 409 the
   * reference was used for another amount or charge). No status: no answer, try the same again.
   * Across processes the caller serialises calls for one reference (decision 0045).
   */
  refundCharge(input: RefundChargeInput): Promise<ChargeRefund>;
  /**
   * The state of the refund made with `reference` for that charge; null when there is none.
   * PaymentProviderError (status 404) when the provider has no such charge.
   */
  getRefund(providerPaymentId: string, reference: string): Promise<ChargeRefund | null>;
  /**
   * A deleted account (decision 0051): the payer's name on these charges becomes `replacement` where
   * this provider keeps it in our database (the local one). Asaas keeps its customers under its own
   * obligations (fiscal records), out of our database.
   */
  forgetCustomer?(providerPaymentIds: string[], replacement: string): Promise<void>;
}

/** The provider failed or refused; `status` is its HTTP status when it answered. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    /** The provider's own error descriptions (Asaas `errors[].description`). */
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
