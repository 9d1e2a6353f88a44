/**
 * Who handles a PIX charge: the local development provider or Asaas (payments.provider: a CHECK
 * constraint of the database, kept equal to this list by the server's db/value-lists.test.ts).
 */
export const PAYMENT_PROVIDERS = ['local', 'asaas'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
