import type { Payment } from '@vamos/shared/schemas/payments';
import { COINS_TEXTS } from './coins-texts';

export type PackageButton = { label: string; disabled: boolean; action: 'buy' | 'view-charge' };

/**
 * A package's button (spec 02 "Coin packages"): the package of the pending charge shows
 * 'Ver Cobrança'; while a charge is pending every other package is disabled; otherwise 'Comprar'.
 */
export function packageButton(packageId: string, pending: Pick<Payment, 'kind' | 'product_id'> | null): PackageButton {
  if (!pending) return { label: COINS_TEXTS.buy, disabled: false, action: 'buy' };
  if (pending.kind === 'coins' && pending.product_id === packageId) {
    return { label: COINS_TEXTS.viewCharge, disabled: false, action: 'view-charge' };
  }
  return { label: COINS_TEXTS.buy, disabled: true, action: 'buy' };
}
