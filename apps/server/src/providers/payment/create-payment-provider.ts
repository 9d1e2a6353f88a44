import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AsaasProvider } from './asaas-provider.ts';
import { LocalPixProvider } from './local-pix-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** Asaas when ASAAS_API_KEY is set (always in production), the local PIX provider otherwise. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.ASAAS_API_KEY) return new AsaasProvider({ apiKey: config.ASAAS_API_KEY, baseUrl: config.ASAAS_BASE_URL });
  return new LocalPixProvider({
    db,
    pixKey: config.PIX_KEY,
    merchantName: config.PIX_MERCHANT_NAME,
    merchantCity: config.PIX_MERCHANT_CITY,
  });
}
