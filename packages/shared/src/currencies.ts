/**
 * What a balance holds: a freelancer's coins, a contractor's credits (balances.currency,
 * ledger_entries.currency; a CHECK constraint of the database, kept equal to this list by the
 * server's db/value-lists.test.ts). What each costs is pricing.ts.
 */
export const CURRENCIES = ['coin', 'credit'] as const;
export type Currency = (typeof CURRENCIES)[number];
