import {
  PaymentProviderError,
  type ChargeRefund,
  type PaymentProvider,
  type RefundChargeInput,
} from './payment-provider.ts';

/**
 * The one way the product asks the provider for a refund (decisions 0044, 0045, 0053): the places'
 * refunds (`shift-pay/send-refunds.ts`) and an operator's refund of a purchase
 * (`payments/send-charge-refunds.ts`) both call it from a row they hold the lease of, with that row's
 * reference, and read the answer the same way:
 *
 * - `answered`: the provider's refund (pending, done or failed); a repeat of the same reference
 *   answers the refund already made, so a sender that died after the call refunds once;
 * - `refused`: a 4xx (the charge is not paid, the amount exceeds what is left, the reference was used
 *   for something else): this attempt failed, with the provider's words;
 * - `unreachable`: no answer or a 5xx: the same reference again later.
 */
export type RefundAttempt =
  { kind: 'answered'; refund: ChargeRefund } | { kind: 'refused'; reason: string } | { kind: 'unreachable' };

export async function askForRefund(provider: PaymentProvider, input: RefundChargeInput): Promise<RefundAttempt> {
  try {
    return { kind: 'answered', refund: await provider.refundCharge(input) };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.status !== null && error.status >= 400 && error.status < 500) {
      return { kind: 'refused', reason: error.details.join(' ') || error.message };
    }
    return { kind: 'unreachable' };
  }
}

/** A refund's row is leased for longer than any one provider call (its timeout is seconds). */
export const REFUND_LEASE_SECONDS = 120;
/** A refund refused this many times in all is 'failed', for an operator to look at. */
export const REFUND_MAX_ATTEMPTS = 5;
/** A refund accepted and not done yet is asked about again after this long. */
export const REFUND_PENDING_RECHECK_MS = 5 * 60_000;
/** The provider did not answer: the same refund again after this long. */
export const REFUND_UNREACHABLE_RETRY_MS = 60_000;

/** When the n-th refused attempt (1-based) is followed by the next: 1 min, 4 min, 16 min… at most 6 h. */
export const refundRetryDelayMs = (attempts: number): number => Math.min(60_000 * 4 ** (attempts - 1), 6 * 3_600_000);
