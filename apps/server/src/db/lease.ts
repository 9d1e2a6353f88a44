import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type DbOrTx } from './client.ts';

/** The tables whose rows a worker leases before calling a provider for them (decision 0044). */
type LeasedTable = 'payouts' | 'shift_refunds' | 'charge_refunds';

/**
 * Leases up to `limit` rows of `table` that are `due` (a condition on its columns) at `now` and
 * whose lease (`claimed_until`) is free, oldest `next_attempt_at` first, for `leaseSeconds`; returns
 * their ids. SKIP LOCKED: two passes at once take different rows, and only the holder of a row's
 * lease calls the provider for it. The table's owner calls it from its repo.
 */
export async function leaseDue(
  db: DbOrTx,
  table: LeasedTable,
  due: SQL,
  { now, leaseSeconds, limit }: { now: Date; leaseSeconds: number; limit: number },
): Promise<string[]> {
  const at = now.toISOString();
  const name = sql.identifier(table);
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    UPDATE ${name} SET claimed_until = ${at}::timestamptz + make_interval(secs => ${leaseSeconds}), updated_at = now()
     WHERE id IN (SELECT id FROM ${name}
                   WHERE ${due} AND next_attempt_at <= ${at}::timestamptz
                     AND (claimed_until IS NULL OR claimed_until <= ${at}::timestamptz)
                   ORDER BY next_attempt_at
                   LIMIT ${limit}
                   FOR UPDATE SKIP LOCKED)
     RETURNING id`,
  );
  return rows.map((row) => row.id);
}
