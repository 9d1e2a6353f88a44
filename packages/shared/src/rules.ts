/** Pure business rules shared by the server (authoritative) and the browser (display). */

/** Value of one coin in cents (1 coin = R$ 1,00). */
export const COIN_VALUE_CENTS = 100;

// What an application costs lives with the other prices (pricing.ts); these names stay for their readers.
export { applicationCost, costRangeBrl } from './pricing.ts';

/** Service fee: 7% of the amount in cents, rounded half up, at least 1. */
export function serviceFee(cents: number): number {
  return Math.max(1, Math.round((cents * 7) / 100));
}
