import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Currency } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import * as walletRepo from './wallet.repo.ts';
import type { LedgerEntry } from './wallet.repo.ts';

export type { LedgerEntry } from './wallet.repo.ts';

/**
 * One movement of coins or credits. `idempotencyKey` names the operation (e.g.
 * `signup_bonus:<userId>`): applying the same key twice moves nothing the second time.
 */
export type LedgerMove = {
  userId: string;
  currency: Currency;
  /** A positive integer. */
  amount: number;
  reason: string;
  reference?: string | null;
  idempotencyKey: string;
};

/** `duplicate`: the key had already been applied and `entry` is the original entry. */
export type LedgerResult = { entry: LedgerEntry; duplicate: boolean };

export type Balances = Record<Currency, number>;

/** Adds `amount` to the balance and appends its ledger entry, in the caller's transaction. */
export function credit(tx: Tx, move: LedgerMove): Promise<LedgerResult> {
  return applyMove(tx, move, 1);
}

/** Takes `amount` from the balance (INSUFFICIENT_BALANCE when short) and appends its ledger entry. */
export function debit(tx: Tx, move: LedgerMove): Promise<LedgerResult> {
  return applyMove(tx, move, -1);
}

function assertAmount(move: LedgerMove): void {
  if (!Number.isSafeInteger(move.amount) || move.amount <= 0) {
    throw new Error(`ledger amount must be a positive integer, got ${move.amount}`);
  }
}

/**
 * Debits every move in one statement, in the order given (the order their balance rows are
 * locked), stopping at the first short balance: returns its index (`shortAt`, null when all moved)
 * and the balance each move left. The
 * caller rolls back on a short balance (debitAllOrFail throws) and guarantees the idempotency keys
 * are new: a row lock of its own serializes the operation the keys name (an approval holds its
 * application, pending). A reused key fails on the ledger's unique index; nothing moves twice.
 */
export async function debitAll(
  tx: Tx,
  moves: readonly LedgerMove[],
): Promise<{ shortAt: number | null; balancesAfter: number[] }> {
  moves.forEach(assertAmount);
  const after = await walletRepo.debitInOrder(
    tx,
    moves.map((move) => ({
      userId: move.userId,
      currency: move.currency,
      delta: -move.amount,
      reason: move.reason,
      reference: move.reference ?? null,
      idempotencyKey: move.idempotencyKey,
    })),
  );
  const shortAt = after.findIndex((balance) => balance === undefined);
  return shortAt === -1 ? { shortAt: null, balancesAfter: after as number[] } : { shortAt, balancesAfter: [] };
}

async function applyMove(tx: Tx, move: LedgerMove, sign: 1 | -1): Promise<LedgerResult> {
  assertAmount(move);
  const delta = sign * move.amount;
  await walletRepo.lockIdempotencyKey(tx, move.idempotencyKey);
  const existing = await walletRepo.findEntryByKey(tx, move.idempotencyKey);
  if (existing) {
    if (existing.userId !== move.userId || existing.currency !== move.currency || existing.delta !== delta) {
      throw new Error(`idempotency key ${move.idempotencyKey} was already used for a different movement`);
    }
    return { entry: existing, duplicate: true };
  }
  const entry = await walletRepo.moveBalance(tx, {
    userId: move.userId,
    currency: move.currency,
    delta,
    reason: move.reason,
    reference: move.reference ?? null,
    idempotencyKey: move.idempotencyKey,
  });
  if (!entry) throw new AppError('INSUFFICIENT_BALANCE');
  return { entry, duplicate: false };
}

/** Whether the ledger holds the entry of this idempotency key (an operation already applied). */
export async function hasLedgerEntry(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
  return (await walletRepo.findEntryByKey(db, idempotencyKey)) !== undefined;
}

/** Both cached balances; a currency never moved counts as 0. */
export async function getBalances(db: DbOrTx, userId: string): Promise<Balances> {
  const result: Balances = { coin: 0, credit: 0 };
  for (const row of await walletRepo.findBalances(db, userId)) result[row.currency] = row.balance;
  return result;
}

/**
 * Credits what the balance lacks to reach `target` (nothing when it already holds that much), with
 * the balance row locked so a concurrent spend or purchase is counted. Returns the amount credited.
 */
export async function topUpTo(tx: Tx, move: Omit<LedgerMove, 'amount'> & { target: number }): Promise<number> {
  const { target, ...rest } = move;
  const missing = target - (await walletRepo.lockBalance(tx, move.userId, move.currency));
  if (missing <= 0) return 0;
  await credit(tx, { ...rest, amount: missing });
  return missing;
}

/**
 * The balance, its row locked until the transaction ends: what an operation spending several
 * units at once checks first (publishing an event), so no concurrent spend can come between.
 */
export function lockBalance(tx: Tx, userId: string, currency: Currency): Promise<number> {
  return walletRepo.lockBalance(tx, userId, currency);
}

/** The ledger of one currency, newest first. */
export function listEntries(db: DbOrTx, userId: string, currency: Currency, limit = 50): Promise<LedgerEntry[]> {
  return walletRepo.findEntries(db, userId, currency, limit);
}
