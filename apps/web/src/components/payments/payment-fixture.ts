import type { Payment } from '@vamos/shared/schemas/payments';

/** For tests: a pending PIX charge for the PRO package; `overrides` sets what a test is about. */
export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'p1',
    kind: 'coins',
    product_id: 'pro',
    product_name: 'Pacote PRO',
    amount_cents: 4500,
    quantity: 50,
    status: 'pending',
    provider: 'local',
    pix_payload: '00020126580014br.gov.bcb.pix',
    qr_code_png_base64: 'iVBORw0KGgo=',
    invoice_url: '/dev/pix/p1',
    expires_at: '2026-05-02T12:00:00.000Z',
    created_at: '2026-05-01T12:00:00.000Z',
    confirmed_at: null,
    ...overrides,
  };
}
