import { z } from 'zod';
import { AsaasClient, fromBrasiliaWallTime, type AsaasOptions } from './asaas-client.ts';
import { AsaasRefunds } from './asaas-refunds.ts';
import { AsaasTransfers } from './asaas-transfers.ts';
import {
  PaymentProviderError,
  type ChargeRefund,
  type CreatePixChargeInput,
  type CreatePixTransferInput,
  type PaymentCustomer,
  type PaymentProvider,
  type PixCharge,
  type PixTransfer,
  type ProviderPaymentStatus,
  type RefundChargeInput,
} from './payment-provider.ts';

/** Asaas payment statuses and what each means to us (see ProviderPaymentStatus). */
const STATUS_MAP = {
  PENDING: 'pending',
  AWAITING_RISK_ANALYSIS: 'pending',
  CONFIRMED: 'confirmed',
  RECEIVED: 'confirmed',
  RECEIVED_IN_CASH: 'confirmed',
  DUNNING_RECEIVED: 'confirmed',
  OVERDUE: 'overdue',
  DUNNING_REQUESTED: 'overdue',
  REFUNDED: 'refunded',
  REFUND_REQUESTED: 'refunded',
  REFUND_IN_PROGRESS: 'refunded',
  CHARGEBACK_REQUESTED: 'refunded',
  CHARGEBACK_DISPUTE: 'refunded',
  AWAITING_CHARGEBACK_REVERSAL: 'refunded',
} as const satisfies Record<string, ProviderPaymentStatus>;

export type AsaasPaymentStatus = keyof typeof STATUS_MAP;
export const ASAAS_PAYMENT_STATUSES = Object.keys(STATUS_MAP) as AsaasPaymentStatus[];

const CustomerBody = z.object({ id: z.string().min(1) });
const CustomerListBody = z.object({ data: z.array(CustomerBody) });
const PaymentBody = z.object({
  id: z.string().min(1),
  status: z.enum(ASAAS_PAYMENT_STATUSES as [AsaasPaymentStatus, ...AsaasPaymentStatus[]]),
  deleted: z.boolean().default(false),
  invoiceUrl: z.string().nullish(),
});
/** `expirationDate` is Brasília wall time, 'yyyy-MM-dd HH:mm:ss'. */
const PixQrCodeBody = z.object({
  encodedImage: z.string().min(1),
  payload: z.string().min(1),
  expirationDate: z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/),
});
const DeletedBody = z.object({ deleted: z.literal(true), id: z.string() });

/** PIX charges, pay-outs and refunds through Asaas's v3 API (https://docs.asaas.com/reference). */
export class AsaasProvider implements PaymentProvider {
  readonly name = 'asaas';
  private readonly client: AsaasClient;
  private readonly transfers: AsaasTransfers;
  private readonly refunds: AsaasRefunds;
  /** Our user id → Asaas customer id; a promise so concurrent charges create one customer. */
  private readonly customerIds = new Map<string, Promise<string>>();

  constructor(options: AsaasOptions & { transferLookupDays?: number }) {
    this.client = new AsaasClient(options);
    this.transfers = new AsaasTransfers(this.client, { lookupDays: options.transferLookupDays });
    this.refunds = new AsaasRefunds(this.client);
  }

  /** A pay-out to a PIX key, once per externalReference (`asaas-transfers.ts`, decision 0043). */
  createPixTransfer(input: CreatePixTransferInput): Promise<PixTransfer> {
    return this.transfers.create(input);
  }

  getTransfer(providerTransferId: string): Promise<PixTransfer> {
    return this.transfers.get(providerTransferId);
  }

  /** A PIX refund of a confirmed charge, once per reference (`asaas-refunds.ts`, decision 0045). */
  refundCharge(input: RefundChargeInput): Promise<ChargeRefund> {
    return this.refunds.refund(input);
  }

  getRefund(providerPaymentId: string, reference: string): Promise<ChargeRefund | null> {
    return this.refunds.get(providerPaymentId, reference);
  }

  async createPixCharge(input: CreatePixChargeInput): Promise<PixCharge> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentProviderError(`Asaas: invalid amount ${input.amountCents} cents`);
    }
    const customer = await this.customerId(input.customer);
    const created = await this.client.request('POST', '/payments', {
      customer,
      billingType: 'PIX',
      value: input.amountCents / 100,
      dueDate: input.dueDate,
      description: input.description,
      externalReference: input.externalReference,
    });
    const payment = this.client.parse(created, PaymentBody);
    const paymentPath = `/payments/${encodeURIComponent(payment.id)}`;
    let qr: z.infer<typeof PixQrCodeBody>;
    try {
      qr = this.client.parse(await this.client.request('GET', `${paymentPath}/pixQrCode`), PixQrCodeBody);
    } catch (error) {
      // Without its QR code nobody can pay this charge: remove it rather than leave it pending.
      await this.client.request('DELETE', paymentPath).catch(() => undefined);
      throw error;
    }
    return {
      providerPaymentId: payment.id,
      pixPayload: qr.payload,
      qrCodePngBase64: qr.encodedImage.replace(/^data:image\/png;base64,/, ''),
      expiresAt: fromBrasiliaWallTime(qr.expirationDate),
      invoiceUrl: payment.invoiceUrl ?? null,
    };
  }

  async getPaymentStatus(providerPaymentId: string): Promise<ProviderPaymentStatus> {
    const response = await this.client.request('GET', `/payments/${encodeURIComponent(providerPaymentId)}`);
    if (response.status === 404) return 'cancelled';
    const payment = this.client.parse(response, PaymentBody);
    return payment.deleted ? 'cancelled' : STATUS_MAP[payment.status];
  }

  async cancelCharge(providerPaymentId: string): Promise<void> {
    const path = `/payments/${encodeURIComponent(providerPaymentId)}`;
    const response = await this.client.request('DELETE', path);
    if (response.status === 404) return;
    if (response.status === 400) {
      // Whether deleting a deleted charge answers 400 or 404 is not documented: check its state.
      const status = await this.getPaymentStatus(providerPaymentId).catch(() => null);
      if (status === 'cancelled') return;
    }
    this.client.parse(response, DeletedBody);
  }

  /** The Asaas customer for our user: found by externalReference, created when absent. */
  private customerId(customer: PaymentCustomer): Promise<string> {
    let id = this.customerIds.get(customer.userId);
    if (!id) {
      id = this.findOrCreateCustomer(customer);
      this.customerIds.set(customer.userId, id);
      id.catch(() => this.customerIds.delete(customer.userId));
    }
    return id;
  }

  private async findOrCreateCustomer(customer: PaymentCustomer): Promise<string> {
    const query = new URLSearchParams({ externalReference: customer.userId, limit: '1' });
    const found = this.client.parse(await this.client.request('GET', `/customers?${query}`), CustomerListBody).data[0];
    if (found) return found.id;
    const created = await this.client.request('POST', '/customers', {
      name: customer.name,
      email: customer.email,
      cpfCnpj: customer.cpf,
      externalReference: customer.userId,
      notificationDisabled: true,
    });
    return this.client.parse(created, CustomerBody).id;
  }
}
