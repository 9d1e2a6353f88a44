import { coinPackageById, planById } from '@vamos/shared/pricing';
import type { Payment } from '@vamos/shared/schemas/payments';
import type { PaymentRecord } from './payments.repo.ts';

/** 'Pacote PRO', 'Plano Starter'. */
export function productName(kind: PaymentRecord['kind'], productId: string): string {
  if (kind === 'shift') return 'Pagamento de vaga';
  if (kind === 'job') return 'Pagamento de todas as vagas';
  if (kind === 'coins') return `Pacote ${coinPackageById(productId)?.name ?? productId.toUpperCase()}`;
  return `Plano ${planById(productId)?.name ?? productId}`;
}

/** A payment as its owner sees it; the QR code and the copy-paste code only while payable. */
export function presentPayment(row: PaymentRecord): Payment {
  const payable = row.status === 'pending';
  return {
    id: row.id,
    kind: row.kind,
    product_id: row.productId,
    product_name: productName(row.kind, row.productId),
    amount_cents: row.amountCents,
    quantity: row.quantity,
    status: row.status,
    provider: row.provider,
    pix_payload: payable ? row.pixPayload : null,
    qr_code_png_base64: payable ? row.qrCodePngBase64 : null,
    invoice_url: payable ? row.invoiceUrl : null,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}
