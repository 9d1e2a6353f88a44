/**
 * The guaranteed-pay ledger (issue 27, decision 0042): double entry, every cent of a place's money.
 * Each entry's lines sum to zero (here before writing, and by the database's deferred check at
 * commit), so the sum over all accounts is always zero. An entry is written once per idempotency
 * key: a second post of the same key changes nothing. Positive is a debit, negative a credit:
 *
 * - `provider:clearing`: the money the provider holds for us (an asset: funded +, paid out −);
 * - `contractor:{id}:held`: what a contractor funded and is held for their shifts (a liability);
 * - `contractor:{id}:refundable`: what is owed back to a contractor until its PIX refund is made;
 * - `freelancer:{id}:payable`: what is owed to a freelancer until it is paid out (a liability);
 * - `platform:fees`: our service fees (revenue).
 *
 * Withholdings (INSS, IRRF, ISS) will be accounts `contractor:{id}:{inss|irrf|iss}_retido`.
 */
import type { MoneyEntryKind } from '@vamos/shared/guaranteed-pay';
import type { DbOrTx, Tx } from '../../db/client.ts';
import * as ledgerRepo from './money-ledger.repo.ts';

export const LEDGER_ACCOUNTS = {
  clearing: 'provider:clearing',
  fees: 'platform:fees',
  contractorHeld: (contractorId: string) => `contractor:${contractorId}:held`,
  contractorRefundable: (contractorId: string) => `contractor:${contractorId}:refundable`,
  freelancerPayable: (freelancerId: string) => `freelancer:${freelancerId}:payable`,
} as const;

export type MoneyLine = { account: string; amountCents: number };

export type MoneyEntry = {
  kind: MoneyEntryKind;
  /** What the entry is for, once: 'funding:{payment id}', 'release:{shift id}'. */
  idempotencyKey: string;
  jobId?: string | null;
  shiftId?: string | null;
  lines: readonly MoneyLine[];
};

/**
 * Writes a balanced entry in the caller's transaction; false when one with its key exists (nothing
 * written). Lines of one account are merged; an entry that does not balance is a bug and throws.
 */
export async function postEntry(tx: Tx, entry: MoneyEntry): Promise<boolean> {
  const merged = new Map<string, number>();
  for (const line of entry.lines) {
    if (!Number.isSafeInteger(line.amountCents)) throw new Error(`money line of ${line.account} is not whole cents`);
    merged.set(line.account, (merged.get(line.account) ?? 0) + line.amountCents);
  }
  const lines = [...merged]
    .filter(([, cents]) => cents !== 0)
    .map(([account, amountCents]) => ({ account, amountCents }));
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (total !== 0) throw new Error(`money entry ${entry.idempotencyKey} does not balance (${total})`);
  if (lines.length === 0) throw new Error(`money entry ${entry.idempotencyKey} moves nothing`);
  const entryId = await ledgerRepo.insertEntry(tx, entry);
  if (!entryId) return false;
  await ledgerRepo.insertLines(tx, entryId, lines);
  return true;
}

/** Each account's balance, in cents (positive: debit). */
export function accountBalances(db: DbOrTx, accounts: readonly string[]): Promise<Map<string, number>> {
  return ledgerRepo.balancesOf(db, accounts);
}

/** The sum of every line of the ledger: zero, always (the tests walk each flow and check it). */
export function ledgerTotal(db: DbOrTx): Promise<number> {
  return ledgerRepo.grandTotal(db);
}
