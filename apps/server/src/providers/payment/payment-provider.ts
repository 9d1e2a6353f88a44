/**
 * A PIX payment provider: the local one (embedded default, `local-pix-provider.ts`) or Asaas
 * (`asaas-provider.ts`, selected by ASAAS_API_KEY). Money is in integer cents. Every method
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

export interface PaymentProvider {
  readonly name: 'local' | 'asaas';
  createPixCharge(input: CreatePixChargeInput): Promise<PixCharge>;
  getPaymentStatus(providerPaymentId: string): Promise<ProviderPaymentStatus>;
  /** Cancels (deletes) a pending charge. Cancelling an already cancelled charge succeeds. */
  cancelCharge(providerPaymentId: string): Promise<void>;
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
