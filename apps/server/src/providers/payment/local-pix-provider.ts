import { randomBytes } from 'node:crypto';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import QRCode from 'qrcode';
import { PIX_CHARGE_EXPIRY_HOURS } from '@vamos/shared/pricing';
import type { Db } from '../../db/client.ts';
import * as localPixRepo from './local-pix.repo.ts';
import type { LocalPixCharge, LocalPixRefund, LocalPixTransfer } from './local-pix.repo.ts';
import {
  PaymentProviderError,
  refundInputProblem,
  type ChargeRefund,
  type CreatePixChargeInput,
  type CreatePixTransferInput,
  type PaymentProvider,
  type PixCharge,
  type PixTransfer,
  type ProviderPaymentStatus,
  type RefundChargeInput,
} from './payment-provider.ts';

export type { LocalPixCharge, LocalPixRefund, LocalPixTransfer } from './local-pix.repo.ts';

/** Not an institution's ISPB: a local end-to-end id can't be mistaken for a real one's payer. */
const LOCAL_ISPB = '99999999';
const E2E_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The reason of a failure a developer asked for without giving one. */
export const LOCAL_FAIL_REASON = 'Falha simulada na página de desenvolvimento';

/**
 * A BCB-format id (32 characters): 'E' (a PIX's end-to-end id) or 'D' (a returned PIX's id), an
 * ISPB, yyyyMMddHHmm in UTC, 11 random characters.
 */
export function localEndToEndId(at: Date, kind: 'E' | 'D' = 'E'): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  const random = [...randomBytes(11)].map((b) => E2E_ALPHABET[b % E2E_ALPHABET.length]).join('');
  return `${kind}${LOCAL_ISPB}${stamp}${random}`;
}

function presentTransfer(row: LocalPixTransfer): PixTransfer {
  return {
    providerTransferId: row.id,
    status: row.status,
    endToEndId: row.endToEndId,
    failReason: row.failReason,
    effectiveAt: row.effectiveAt,
  };
}

/** A local refund is done when it is made. */
function presentRefund(row: LocalPixRefund): ChargeRefund {
  return { status: 'done', endToEndId: row.endToEndId, refundedAt: row.refundedAt };
}

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
 * Pay-outs live in `local_pix_transfers` and are done at once, unless a developer made the next
 * one fail (`/dev/pix-out`: `failNextTransfer`, `failTransfer`). Refunds of a confirmed charge live
 * in `local_pix_refunds` and are done at once; the one that gives back the whole charge marks it
 * 'refunded', as Asaas does.
 */
export class LocalPixProvider implements PaymentProvider {
  readonly name = 'local';

  /** The reason the next new transfer fails with, when a developer asked for it (this process only). */
  private nextFailure: string | null = null;

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

  async forgetCustomer(providerPaymentIds: string[], replacement: string): Promise<void> {
    await localPixRepo.renameChargesCustomer(this.options.db, providerPaymentIds, replacement);
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

  async createPixTransfer(input: CreatePixTransferInput): Promise<PixTransfer> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentProviderError(`local PIX: invalid amount ${input.amountCents} cents`);
    }
    if (!input.pixKey) throw new PaymentProviderError('local PIX: the PIX key is empty');
    const failure = this.nextFailure;
    this.nextFailure = null;
    const now = new Date();
    const { created, transfer } = await localPixRepo.insertTransferOnce(this.options.db, {
      id: `trf_${randomBytes(10).toString('hex')}`,
      externalReference: input.externalReference,
      pixKeyType: input.pixKeyType,
      pixKey: input.pixKey,
      amountCents: input.amountCents,
      description: input.description,
      ...(failure === null
        ? { status: 'done', endToEndId: localEndToEndId(now), effectiveAt: now }
        : { status: 'failed', failReason: failure }),
    });
    if (!created) {
      // A repeat sends nothing; the failure asked for waits for the next new transfer.
      if (failure !== null) this.nextFailure ??= failure;
      const same =
        transfer.amountCents === input.amountCents &&
        transfer.pixKey === input.pixKey &&
        transfer.pixKeyType === input.pixKeyType;
      if (!same) {
        throw new PaymentProviderError(
          `local PIX: reference ${input.externalReference} was already used for another transfer (${transfer.id})`,
        );
      }
    }
    return presentTransfer(transfer);
  }

  async getTransfer(providerTransferId: string): Promise<PixTransfer> {
    const transfer = await localPixRepo.findTransfer(this.options.db, providerTransferId);
    if (!transfer) throw new PaymentProviderError(`local PIX: no transfer ${providerTransferId}`, 404);
    return presentTransfer(transfer);
  }

  /**
   * Gives back part or all of a confirmed charge, done at once, once per reference. The charge's
   * row lock decides its refunds one at a time, so together they never exceed its amount.
   */
  async refundCharge(input: RefundChargeInput): Promise<ChargeRefund> {
    const problem = refundInputProblem(input);
    if (problem) throw new PaymentProviderError(`local PIX: ${problem}`);
    const chargeId = input.providerPaymentId;
    const refund = await this.options.db.transaction(async (tx) => {
      const charge = await localPixRepo.lockCharge(tx, chargeId);
      if (!charge) throw new PaymentProviderError(`local PIX: no charge ${chargeId}`, 404);
      const made = await localPixRepo.findRefund(tx, input.reference);
      if (made) return made;
      if (charge.status !== 'confirmed') {
        throw new PaymentProviderError(`local PIX: charge ${chargeId} is ${charge.status}, not paid: no refund`, 400);
      }
      const left = charge.amountCents - (await localPixRepo.refundedCents(tx, chargeId));
      if (input.amountCents > left) {
        throw new PaymentProviderError(
          `local PIX: refund of ${input.amountCents} cents exceeds the ${left} cents left of charge ${chargeId}`,
          400,
        );
      }
      const now = new Date();
      const { created, refund: stored } = await localPixRepo.insertRefundOnce(tx, {
        reference: input.reference,
        chargeId,
        amountCents: input.amountCents,
        description: input.description,
        endToEndId: localEndToEndId(now, 'D'),
        refundedAt: now,
      });
      if (created && input.amountCents === left) await localPixRepo.markChargeRefunded(tx, chargeId);
      return stored;
    });
    if (refund.chargeId !== chargeId || refund.amountCents !== input.amountCents) {
      throw new PaymentProviderError(
        `local PIX: reference ${input.reference} was already used for another refund (${refund.amountCents} cents of ${refund.chargeId})`,
        409,
      );
    }
    return presentRefund(refund);
  }

  async getRefund(providerPaymentId: string, reference: string): Promise<ChargeRefund | null> {
    if (!(await this.find(providerPaymentId))) {
      throw new PaymentProviderError(`local PIX: no charge ${providerPaymentId}`, 404);
    }
    const refund = await localPixRepo.findRefund(this.options.db, reference);
    return refund?.chargeId === providerPaymentId ? presentRefund(refund) : null;
  }

  /** A charge's refunds, oldest first. */
  listRefunds(providerPaymentId: string): Promise<LocalPixRefund[]> {
    return localPixRepo.listRefunds(this.options.db, providerPaymentId);
  }

  /** Dev page: the newest transfers first. */
  listTransfers(limit = 100): Promise<LocalPixTransfer[]> {
    return localPixRepo.listTransfers(this.options.db, limit);
  }

  /** Dev page: a pending or done transfer failed after all. False when it was neither. */
  failTransfer(providerTransferId: string, reason: string = LOCAL_FAIL_REASON): Promise<boolean> {
    return localPixRepo.failTransfer(this.options.db, providerTransferId, reason.trim() || LOCAL_FAIL_REASON);
  }

  /** Dev page: the next new transfer (not a repeat of a reference) fails with this reason. */
  failNextTransfer(reason: string = LOCAL_FAIL_REASON): void {
    this.nextFailure = reason.trim() || LOCAL_FAIL_REASON;
  }

  /** Whether the next new transfer will fail (the dev page says so). */
  get failsNextTransfer(): boolean {
    return this.nextFailure !== null;
  }
}
