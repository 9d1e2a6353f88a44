import { z } from 'zod';
import {
  PaymentProviderError,
  type CreatePixChargeInput,
  type PaymentCustomer,
  type PaymentProvider,
  type PixCharge,
  type ProviderPaymentStatus,
} from './payment-provider.ts';

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_USER_AGENT = 'VamosTrabalhar/1.0';

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

/** `{ errors: [{ code, description }] }`, Asaas's body for 400 (and, since 2025, 401). */
const ErrorBody = z.object({ errors: z.array(z.object({ code: z.string().optional(), description: z.string() })) });
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

type AsaasResponse = { method: string; path: string; status: number; body: unknown };

/** Brasília has been UTC−03:00 all year since DST was abolished in 2019. */
function fromBrasiliaWallTime(dateTime: string): Date {
  return new Date(`${dateTime.replace(' ', 'T')}-03:00`);
}

/** PIX charges through Asaas's v3 API (https://docs.asaas.com/reference). */
export class AsaasProvider implements PaymentProvider {
  readonly name = 'asaas';
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly userAgent: string;
  /** Our user id → Asaas customer id; a promise so concurrent charges create one customer. */
  private readonly customerIds = new Map<string, Promise<string>>();

  constructor(options: { apiKey: string; baseUrl: string; timeoutMs?: number; userAgent?: string }) {
    this.apiKey = options.apiKey;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  }

  async createPixCharge(input: CreatePixChargeInput): Promise<PixCharge> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentProviderError(`Asaas: invalid amount ${input.amountCents} cents`);
    }
    const customer = await this.customerId(input.customer);
    const created = await this.request('POST', '/payments', {
      customer,
      billingType: 'PIX',
      value: input.amountCents / 100,
      dueDate: input.dueDate,
      description: input.description,
      externalReference: input.externalReference,
    });
    const payment = this.parse(created, PaymentBody);
    const paymentPath = `/payments/${encodeURIComponent(payment.id)}`;
    let qr: z.infer<typeof PixQrCodeBody>;
    try {
      qr = this.parse(await this.request('GET', `${paymentPath}/pixQrCode`), PixQrCodeBody);
    } catch (error) {
      // Without its QR code nobody can pay this charge: remove it rather than leave it pending.
      await this.request('DELETE', paymentPath).catch(() => undefined);
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
    const response = await this.request('GET', `/payments/${encodeURIComponent(providerPaymentId)}`);
    if (response.status === 404) return 'cancelled';
    const payment = this.parse(response, PaymentBody);
    return payment.deleted ? 'cancelled' : STATUS_MAP[payment.status];
  }

  async cancelCharge(providerPaymentId: string): Promise<void> {
    const path = `/payments/${encodeURIComponent(providerPaymentId)}`;
    const response = await this.request('DELETE', path);
    if (response.status === 404) return;
    if (response.status === 400) {
      // Whether deleting a deleted charge answers 400 or 404 is not documented: check its state.
      const status = await this.getPaymentStatus(providerPaymentId).catch(() => null);
      if (status === 'cancelled') return;
    }
    this.parse(response, DeletedBody);
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
    const found = this.parse(await this.request('GET', `/customers?${query}`), CustomerListBody).data[0];
    if (found) return found.id;
    const created = await this.request('POST', '/customers', {
      name: customer.name,
      email: customer.email,
      cpfCnpj: customer.cpf,
      externalReference: customer.userId,
      notificationDisabled: true,
    });
    return this.parse(created, CustomerBody).id;
  }

  /** One call to Asaas; any HTTP answer resolves, no answer (timeout, network) rejects. */
  private async request(method: string, path: string, body?: unknown): Promise<AsaasResponse> {
    const where = `${method} ${path.split('?')[0]}`;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          access_token: this.apiKey,
          'User-Agent': this.userAgent,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        // Asaas answers 403 to a GET that carries a body.
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { method, path, status: response.status, body: parsed };
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.timeoutMs} ms`
          : `unreachable (${error instanceof Error ? error.message : String(error)})`;
      throw new PaymentProviderError(`Asaas ${where}: ${reason}`, null);
    }
  }

  /** A 2xx body of the expected shape, or PaymentProviderError with Asaas's error descriptions. */
  private parse<T>(response: AsaasResponse, schema: z.ZodType<T>): T {
    const where = `${response.method} ${response.path.split('?')[0]}`;
    if (response.status < 200 || response.status > 299) {
      const errors = ErrorBody.safeParse(response.body);
      const details = errors.success ? errors.data.errors.map((e) => e.description) : [];
      const summary = details.length ? `: ${details.join('; ')}` : '';
      throw new PaymentProviderError(
        `Asaas ${where} answered HTTP ${response.status}${summary}`,
        response.status,
        details,
      );
    }
    const result = schema.safeParse(response.body);
    if (!result.success) {
      throw new PaymentProviderError(
        `Asaas ${where} answered an unexpected body: ${z.prettifyError(result.error)}`,
        response.status,
      );
    }
    return result.data;
  }
}
