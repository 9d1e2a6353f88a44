import { sql } from 'drizzle-orm';
import { coinPackageById, planById } from '@vamos/shared/pricing';
import { LEDGER_REASON_LABELS, type Statement, type StatementEntry } from '@vamos/shared/schemas/payments';
import { selectRows, type DbOrTx } from '../../db/client.ts';
import type { Currency } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { getBalances } from './wallet.service.ts';

export const STATEMENT_PAGE_SIZE = 30;
const CURSOR = /^[1-9]\d{0,17}$/;

type StatementRow = {
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
 * `GET /api/wallet/statement` ('Extrato'): the ledger of the user's currency, newest first, each
 * entry with its label and what it was for (the job's title, the package or plan bought).
 * References name their object (`application:<id>`, `job:<id>`, `payment:<id>`); CASE keeps the
 * uuid casts to the references of that shape.
 */
export async function getStatement(
  db: DbOrTx,
  userId: string,
  currency: Currency,
  cursor: string | undefined,
): Promise<Statement> {
  if (cursor !== undefined && !CURSOR.test(cursor)) {
    throw new AppError('VALIDATION', { message: 'Cursor inválido', fields: { cursor: 'Cursor inválido' } });
  }
  const rows = await selectRows<StatementRow>(
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
      ${cursor === undefined ? sql`` : sql`AND e.id < ${cursor}::bigint`}
    ORDER BY e.id DESC
    LIMIT ${STATEMENT_PAGE_SIZE + 1}`,
  );
  const page = rows.slice(0, STATEMENT_PAGE_SIZE);
  const balances = await getBalances(db, userId);
  return {
    currency,
    balance: balances[currency],
    entries: page.map(presentEntry),
    next_cursor: rows.length > STATEMENT_PAGE_SIZE ? String(page.at(-1)?.id) : null,
  };
}

function presentEntry(row: StatementRow): StatementEntry {
  return {
    id: String(row.id),
    created_at: new Date(row.created_at).toISOString(),
    delta: Number(row.delta),
    balance_after: Number(row.balance_after),
    reason: row.reason,
    label: LEDGER_REASON_LABELS[row.reason] ?? row.reason,
    detail: row.job_title ?? productLabel(row),
  };
}

function productLabel(row: StatementRow): string | null {
  if (!row.product_id) return null;
  if (row.payment_kind === 'coins') return `Pacote ${coinPackageById(row.product_id)?.name ?? row.product_id}`;
  return `Plano ${planById(row.product_id)?.name ?? row.product_id}`;
}
