import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { balances, ledgerEntries, type Currency } from '../../db/schema.ts';

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

/** Advisory-lock namespace of ledger idempotency keys (the migration lock uses the bigint key space). */
const LEDGER_KEY_LOCK = 727_002;

/** Serializes operations on one idempotency key until the transaction ends. */
export async function lockIdempotencyKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LEDGER_KEY_LOCK}::int4, hashtext(${key}))`);
}

export async function findEntryByKey(db: DbOrTx, key: string): Promise<LedgerEntry | undefined> {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key)).limit(1);
  return rows[0];
}

/** Adds to the cached balance (creating the row), returning the new balance. */
export async function addToBalance(tx: Tx, userId: string, currency: Currency, amount: number): Promise<number> {
  const rows = await tx
    .insert(balances)
    .values({ userId, currency, balance: amount })
    .onConflictDoUpdate({
      target: [balances.userId, balances.currency],
      set: { balance: sql`${balances.balance} + excluded.balance`, updatedAt: sql`now()` },
    })
    .returning({ balance: balances.balance });
  const row = rows[0];
  if (!row) throw new Error('balance upsert returned no row');
  return row.balance;
}

/**
 * Takes from the cached balance in one guarded statement; null when the balance (or its row)
 * is short. Concurrent callers queue on the row lock and each re-checks the guard.
 */
export async function takeFromBalance(
  tx: Tx,
  userId: string,
  currency: Currency,
  amount: number,
): Promise<number | null> {
  const rows = await tx
    .update(balances)
    .set({ balance: sql`${balances.balance} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(balances.userId, userId), eq(balances.currency, currency), gte(balances.balance, amount)))
    .returning({ balance: balances.balance });
  return rows[0]?.balance ?? null;
}

export async function insertEntry(tx: Tx, entry: NewLedgerEntry): Promise<LedgerEntry> {
  const rows = await tx.insert(ledgerEntries).values(entry).returning();
  const row = rows[0];
  if (!row) throw new Error('ledger insert returned no row');
  return row;
}

/** Written as plain SQL: read on every apply and approval, it skips the query builder. */
export async function findBalances(db: DbOrTx, userId: string): Promise<{ currency: Currency; balance: number }[]> {
  return selectRows(db, sql`SELECT currency, balance FROM balances WHERE user_id = ${userId}`);
}

export async function findEntries(
  db: DbOrTx,
  userId: string,
  currency: Currency,
  limit: number,
): Promise<LedgerEntry[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency)))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}
