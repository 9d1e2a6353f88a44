import { inArray, sql } from 'drizzle-orm';
import type { MoneyEntryKind } from '@vamos/shared/guaranteed-pay';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { moneyEntries, moneyLines } from '../../db/schema.ts';

export type EntryHead = {
  kind: MoneyEntryKind;
  idempotencyKey: string;
  jobId?: string | null;
  shiftId?: string | null;
};
export type LineRow = { account: string; amountCents: number };

/** The entry's head, once per key: its id, or null when an entry with that key exists. */
export async function insertEntry(tx: Tx, head: EntryHead): Promise<string | null> {
  const [row] = await tx
    .insert(moneyEntries)
    .values({ kind: head.kind, idempotencyKey: head.idempotencyKey, jobId: head.jobId, shiftId: head.shiftId })
    .onConflictDoNothing({ target: moneyEntries.idempotencyKey })
    .returning({ id: moneyEntries.id });
  return row?.id ?? null;
}

export async function insertLines(tx: Tx, entryId: string, lines: readonly LineRow[]): Promise<void> {
  await tx.insert(moneyLines).values(lines.map((line) => ({ entryId, ...line })));
}

/** Each account's balance (sum of its lines); an account without lines is 0. */
export async function balancesOf(db: DbOrTx, accounts: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ account: moneyLines.account, total: sql<string>`sum(${moneyLines.amountCents})` })
    .from(moneyLines)
    .where(inArray(moneyLines.account, [...accounts]))
    .groupBy(moneyLines.account);
  return new Map(accounts.map((a) => [a, Number(rows.find((r) => r.account === a)?.total ?? 0)]));
}

/** The sum of every line of the ledger (zero, by construction). */
export async function grandTotal(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${moneyLines.amountCents}), 0)` }).from(moneyLines);
  return Number(row?.total ?? 0);
}
