import type { PixKeyType } from '@vamos/shared/pix-keys';

/**
 * A PIX payment provider: the local one (embedded default, `local-pix-provider.ts`) or Asaas
 * (`asaas-provider.ts`, selected by ASAAS_API_KEY). It charges (PIX in: coins and plans) and pays
 * out (PIX transfers to a freelancer's key, decision 0043). Money is in integer cents. Every method
 * rejects with PaymentProviderError when the provider cannot answer or refuses the request.
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
