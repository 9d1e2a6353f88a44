import { randomBytes } from 'node:crypto';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import QRCode from 'qrcode';
import { PIX_CHARGE_EXPIRY_HOURS } from '@vamos/shared/pricing';
import type { Db } from '../../db/client.ts';
import * as localPixRepo from './local-pix.repo.ts';
import type { LocalPixCharge } from './local-pix.repo.ts';
import {
  PaymentProviderError,
  type CreatePixChargeInput,
  type PaymentProvider,
  type PixCharge,
  type ProviderPaymentStatus,
} from './payment-provider.ts';

export type { LocalPixCharge } from './local-pix.repo.ts';

export type LocalPixOptions = { db: Db; pixKey: string; merchantName: string; merchantCity: string };

/** Where a developer confirms or expires a local charge (absent in production). */
export function localPixPagePath(chargeId: string): string {
  return `/dev/pix/${chargeId}`;
}

/** PNG of a BR Code's QR code, base64 without the data: prefix. */
export async function qrCodePngBase64(payload: string): Promise<string> {
  const png = await QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return png.toString('base64');
}

/**
 * The embedded default: charges live in `local_pix_charges` with a real, valid BR Code (static
 * payload for PIX_KEY with the amount and a txid) and its QR code. Nobody pays them: the dev page
 * `/dev/pix/{id}` confirms or expires a charge and delivers the event the real provider's webhook
 * would (`confirm` / `expire` below, then the payments module's handleProviderEvent).
 */
export class LocalPixProvider implements PaymentProvider {
  readonly name = 'local';

  constructor(private readonly options: LocalPixOptions) {}

  async createPixCharge(input: CreatePixChargeInput): Promise<PixCharge> {
    const id = `pix_${randomBytes(10).toString('hex')}`;
    const pixPayload = generatePixPayload({
      key: this.options.pixKey,
      merchantName: this.options.merchantName,
      merchantCity: this.options.merchantCity,
      amount: input.amountCents / 100,
      txid: id.replace('_', '').toUpperCase().slice(0, 25),
      description: input.description,
    });
    if (!pixPayload) throw new PaymentProviderError('local PIX: could not build the BR Code (check PIX_KEY)');
    const expiresAt = new Date(Date.now() + PIX_CHARGE_EXPIRY_HOURS * 3600_000);
    await localPixRepo.insertCharge(this.options.db, {
      id,
      externalReference: input.externalReference,
      amountCents: input.amountCents,
      description: input.description,
      customerName: input.customer.name,
      pixPayload,
      expiresAt,
    });
    return {
      providerPaymentId: id,
      pixPayload,
      qrCodePngBase64: await qrCodePngBase64(pixPayload),
      expiresAt,
      invoiceUrl: localPixPagePath(id),
    };
  }

  async getPaymentStatus(providerPaymentId: string): Promise<ProviderPaymentStatus> {
    const charge = await this.find(providerPaymentId);
    if (!charge) return 'cancelled';
    if (charge.status === 'pending' && charge.expiresAt.getTime() <= Date.now()) return 'overdue';
    return charge.status;
  }

  async cancelCharge(providerPaymentId: string): Promise<void> {
    await this.setStatus(providerPaymentId, 'cancelled');
  }

  async find(providerPaymentId: string): Promise<LocalPixCharge | undefined> {
    return localPixRepo.findCharge(this.options.db, providerPaymentId);
  }

  /** Dev page: the payer paid. False when the charge is not pending any more. */
  confirm(providerPaymentId: string): Promise<boolean> {
    return this.setStatus(providerPaymentId, 'confirmed');
  }

  /** Dev page: the charge ran out of time. */
  expire(providerPaymentId: string): Promise<boolean> {
    return this.setStatus(providerPaymentId, 'overdue');
  }

  private setStatus(id: string, status: 'confirmed' | 'overdue' | 'cancelled'): Promise<boolean> {
    return localPixRepo.settlePendingCharge(this.options.db, id, status);
  }
}
