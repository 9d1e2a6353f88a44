import { and, desc, eq, sql } from 'drizzle-orm';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { ledgerEntries, type Currency } from '../../db/schema.ts';

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

/** One movement as the ledger stores it: `delta` is signed (a debit is negative). */
export type BalanceMove = {
  userId: string;
  currency: Currency;
  delta: number;
  reason: string;
  reference: string | null;
  idempotencyKey: string;
};

type LedgerEntryRow = Omit<LedgerEntry, 'id' | 'createdAt'> & { id: number | string; createdAt: Date | string };

/**
 * Moves the cached balance and appends its ledger entry in one statement, the entry carrying
 * the balance the update left. A credit creates the balance row if needed; a debit is guarded
 * (re-checked under the row lock by concurrent callers) and writes nothing when the balance is
 * short: undefined. Plain SQL: every credit and debit runs it (an approval's two debits: debitInOrder).
 */
export async function moveBalance(tx: Tx, move: BalanceMove): Promise<LedgerEntry | undefined> {
  const { userId, currency, delta } = move;
  const moved =
    delta > 0
      ? sql`INSERT INTO balances (user_id, currency, balance) VALUES (${userId}, ${currency}, ${delta})
            ON CONFLICT (user_id, currency)
            DO UPDATE SET balance = balances.balance + excluded.balance, updated_at = now()
            RETURNING balance`
      : sql`UPDATE balances SET balance = balance + ${delta}, updated_at = now()
            WHERE user_id = ${userId} AND currency = ${currency} AND balance >= ${-delta}
            RETURNING balance`;
  const [row] = await selectRows<LedgerEntryRow>(
    tx,
    sql`WITH moved AS (${moved})
        INSERT INTO ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key)
        SELECT ${userId}::uuid, ${currency}::text, ${delta}::int, moved.balance, ${move.reason}::text,
               ${move.reference}::text, ${move.idempotencyKey}::text
          FROM moved
        RETURNING id, user_id AS "userId", currency, delta, balance_after AS "balanceAfter", reason, reference,
                  idempotency_key AS "idempotencyKey", created_at AS "createdAt"`,
  );
  return row && { ...row, id: Number(row.id), createdAt: new Date(row.createdAt) };
}

/**
 * Several debits and their ledger entries in one statement: each balance update is guarded
 * (never below 0) and runs only once the one before it has moved (`EXISTS` on its result), so the
 * balance rows are locked in the order given and nothing after a short balance moves. Returns,
 * per move, the balance it left, or undefined for the first short one and those after it (a
 * prefix moved): the caller must roll back what the earlier ones moved (debitAllOrFail throws). The idempotency keys are
 * not looked up: the caller guarantees they are new (its own row lock serializes the operation
 * they name), and a reused key fails on the ledger's unique index instead of moving twice.
 * Plain SQL: every approval runs it.
 */
export async function debitInOrder(tx: Tx, moves: readonly BalanceMove[]): Promise<(number | undefined)[]> {
  if (moves.length === 0) return [];
  const step = (i: number) => sql.raw(`debit_${i}`);
  const debits = moves.map((m, i) => {
    const amount = -m.delta;
    const afterPrevious = i === 0 ? sql`` : sql` AND EXISTS (SELECT 1 FROM ${step(i - 1)})`;
    return sql`${step(i)} AS (
      UPDATE balances SET balance = balance - ${amount}::int, updated_at = now()
       WHERE user_id = ${m.userId} AND currency = ${m.currency} AND balance >= ${amount}::int${afterPrevious}
      RETURNING balance)`;
  });
  const entries = moves.map(
    (m, i) =>
      sql`SELECT ${m.userId}::uuid, ${m.currency}::text, ${m.delta}::int, balance, ${m.reason}::text,
                 ${m.reference}::text, ${m.idempotencyKey}::text FROM ${step(i)}`,
  );
  const rows = await selectRows<{ key: string; balanceAfter: number }>(
    tx,
    sql`WITH ${sql.join(debits, sql`, `)}
        INSERT INTO ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key)
        ${sql.join(entries, sql` UNION ALL `)}
        RETURNING idempotency_key AS key, balance_after AS "balanceAfter"`,
  );
  const after = new Map(rows.map((row) => [row.key, row.balanceAfter]));
  return moves.map((m) => after.get(m.idempotencyKey));
}

/** The balance, row-locked until the transaction ends (0 when the user has none yet). */
export async function lockBalance(tx: Tx, userId: string, currency: Currency): Promise<number> {
  const [row] = await selectRows<{ balance: number }>(
    tx,
    sql`SELECT balance FROM balances WHERE user_id = ${userId} AND currency = ${currency} FOR UPDATE`,
  );
  return row?.balance ?? 0;
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

/** A ledger entry with what it was for: the job's title, or the payment's kind and product. */
export type StatementRow = {
  id: string | number;
  created_at: Date | string;
  delta: number;
  balance_after: number;
  reason: string;
  job_title: string | null;
  payment_kind: 'coins' | 'plan' | null;
  product_id: string | null;
};

/**
 * A page of the user's ledger in one currency, newest first, before the entry `before` (an id).
 * References name their object (`application:<id>`, `job:<id>`, `payment:<id>`); CASE keeps the
 * uuid casts to the references of that shape.
 */
export async function findStatementRows(
  db: DbOrTx,
  userId: string,
  currency: Currency,
  before: string | undefined,
  limit: number,
): Promise<StatementRow[]> {
  return selectRows<StatementRow>(
    db,
    sql`
    SELECT e.id, e.created_at, e.delta, e.balance_after, e.reason,
           coalesce(aj.title, j.title) AS job_title, p.kind AS payment_kind, p.product_id
    FROM ledger_entries e
    LEFT JOIN job_applications a
      ON a.id = CASE WHEN e.reference LIKE 'application:%' THEN substring(e.reference FROM 13)::uuid END
    LEFT JOIN jobs aj ON aj.id = a.job_id
    LEFT JOIN jobs j ON j.id = CASE WHEN e.reference LIKE 'job:%' THEN substring(e.reference FROM 5)::uuid END
    LEFT JOIN payments p ON p.id = CASE WHEN e.reference LIKE 'payment:%' THEN substring(e.reference FROM 9)::uuid END
    WHERE e.user_id = ${userId} AND e.currency = ${currency}
      ${before === undefined ? sql`` : sql`AND e.id < ${before}::bigint`}
    ORDER BY e.id DESC
    LIMIT ${limit}`,
  );
}
