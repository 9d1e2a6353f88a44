/** Pure business rules shared by the server (authoritative) and the browser (display). */

/** Value of one coin in cents (1 coin = R$ 1,00). */
export const COIN_VALUE_CENTS = 100;

/**
 * Coins a freelancer spends when approved on a job: 10% of the job value in reais, rounded
 * half up, at least 1 (R$ 100,00 → 10, R$ 50,00 → 5, no value → 1).
 */
export function applicationCost(salaryCents: number | null | undefined): number {
  if (salaryCents == null || !Number.isFinite(salaryCents) || salaryCents <= 0) return 1;
  // 10% of the value in reais = cents / 1000; integer division keeps x.5 exact for rounding.
  return Math.max(1, Math.round(salaryCents / 1000));
}

/** Approximate cost in R$ of `coins`, shown in the job list: 0.6× to 1.0× the coins' face value. */
export function costRangeBrl(coins: number): { minCents: number; maxCents: number } {
  return { minCents: Math.round(coins * 60), maxCents: Math.round(coins * COIN_VALUE_CENTS) };
}

/** Service fee: 7% of the amount in cents, rounded half up, at least 1. */
export function serviceFee(cents: number): number {
  return Math.max(1, Math.round((cents * 7) / 100));
}
