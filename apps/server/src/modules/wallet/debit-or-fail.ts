import type { ErrorCode } from '@vamos/shared/errors';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { debit, debitAll, type LedgerMove, type LedgerResult } from './wallet.service.ts';

/**
 * debit, answering a short balance with the caller's own error code (INSUFFICIENT_CREDITS,
 * FREELANCER_INSUFFICIENT_COINS...). Throwing rolls the caller's transaction back.
 */
export async function debitOrFail(tx: Tx, move: LedgerMove, code: ErrorCode): Promise<LedgerResult> {
  try {
    return await debit(tx, move);
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') throw new AppError(code);
    throw error;
  }
}

/**
 * debitAll (one statement, the balances locked in the order given, each key new), answering the
 * first short balance with its own error code; throwing rolls back what the earlier moves took.
 * Returns the balance each move left, in order.
 */
export async function debitAllOrFail(
  tx: Tx,
  debits: readonly { move: LedgerMove; short: ErrorCode }[],
): Promise<number[]> {
  const { shortAt, balancesAfter } = await debitAll(
    tx,
    debits.map((d) => d.move),
  );
  if (shortAt !== null) throw new AppError(debits[shortAt]?.short ?? 'INSUFFICIENT_BALANCE');
  return balancesAfter;
}
