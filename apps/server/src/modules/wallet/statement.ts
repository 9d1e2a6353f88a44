import { coinPackageById, planById } from '@vamos/shared/pricing';
import { LEDGER_REASON_LABELS, type Statement, type StatementEntry } from '@vamos/shared/schemas/payments';
import type { DbOrTx } from '../../db/client.ts';
import type { Currency } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { getBalances } from './wallet.service.ts';
import * as walletRepo from './wallet.repo.ts';

export const STATEMENT_PAGE_SIZE = 30;
const CURSOR = /^[1-9]\d{0,17}$/;

/**
 * `GET /api/wallet/statement` ('Extrato'): the ledger of the user's currency, newest first, each
 * entry with its label and what it was for (the job's title, the package or plan bought).
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
  const rows = await walletRepo.findStatementRows(db, userId, currency, cursor, STATEMENT_PAGE_SIZE + 1);
  const page = rows.slice(0, STATEMENT_PAGE_SIZE);
  const balances = await getBalances(db, userId);
  return {
    currency,
    balance: balances[currency],
    entries: page.map(presentEntry),
    next_cursor: rows.length > STATEMENT_PAGE_SIZE ? String(page.at(-1)?.id) : null,
  };
}

function presentEntry(row: walletRepo.StatementRow): StatementEntry {
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

function productLabel(row: walletRepo.StatementRow): string | null {
  if (!row.product_id) return null;
  if (row.payment_kind === 'coins') return `Pacote ${coinPackageById(row.product_id)?.name ?? row.product_id}`;
  return `Plano ${planById(row.product_id)?.name ?? row.product_id}`;
}
