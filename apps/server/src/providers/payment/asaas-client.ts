import { z } from 'zod';
import { PaymentProviderError } from './payment-provider.ts';

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_USER_AGENT = 'VamosTrabalhar/1.0';

export type AsaasOptions = { apiKey: string; baseUrl: string; timeoutMs?: number; userAgent?: string };

export type AsaasResponse = { method: string; path: string; status: number; body: unknown };

/** `{ errors: [{ code, description }] }`, Asaas's body for 400 (and, since 2025, 401). */
const ErrorBody = z.object({ errors: z.array(z.object({ code: z.string().optional(), description: z.string() })) });

/** Brasília has been UTC−03:00 all year since DST was abolished in 2019. */
export function fromBrasiliaWallTime(dateTime: string): Date {
  const withTime = dateTime.length === 10 ? `${dateTime} 00:00:00` : dateTime;
  return new Date(`${withTime.replace(' ', 'T')}-03:00`);
}

/** A Brasília calendar day, 'yyyy-MM-dd', `daysAgo` days before today. */
export function brasiliaDate(daysAgo = 0, now = Date.now()): string {
  return new Date(now - 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** Calls to Asaas's v3 API (https://docs.asaas.com/reference): the headers, the timeout, the errors. */
export class AsaasClient {
  private readonly apiKey: string;
  private readonly baseUrl: string;
  readonly timeoutMs: number;
  private readonly userAgent: string;

  constructor(options: AsaasOptions) {
    this.apiKey = options.apiKey;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  }

  /** One call to Asaas; any HTTP answer resolves, no answer (timeout, network) rejects. */
  async request(method: string, path: string, body?: unknown): Promise<AsaasResponse> {
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
  parse<T>(response: AsaasResponse, schema: z.ZodType<T>): T {
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
