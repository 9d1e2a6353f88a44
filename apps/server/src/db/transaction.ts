import type { Db, Tx } from './client.ts';

/** Registers work to run once the transaction has committed (never after a rollback). */
export type AfterCommit = (task: () => Promise<void>) => void;

/** The after-commit queue of each open transaction of inTransaction, for helpers that get only `tx`. */
const afterCommitByTx = new WeakMap<Tx, AfterCommit>();

/**
 * Runs `fn` in one transaction and then, only if it committed, the tasks it registered with
 * `afterCommit`, in order: the place for realtime events, which must never announce a change a
 * browser could not yet read (or one that was rolled back).
 */
export async function inTransaction<T>(db: Db, fn: (tx: Tx, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const tasks: (() => Promise<void>)[] = [];
  const result = await db.transaction((tx) => {
    const afterCommit: AfterCommit = (task) => void tasks.push(task);
    afterCommitByTx.set(tx, afterCommit);
    return fn(tx, afterCommit);
  });
  for (const task of tasks) await task();
  return result;
}

/**
 * The `afterCommit` of a transaction opened by inTransaction, for a helper handed only `tx`
 * (`notify(deps, tx, …)`). A transaction opened otherwise has none: that is a bug, and throws.
 */
export function afterCommitOf(tx: Tx): AfterCommit {
  const afterCommit = afterCommitByTx.get(tx);
  if (!afterCommit) throw new Error('afterCommitOf: this transaction was not opened by inTransaction');
  return afterCommit;
}

/**
 * Runs `fn` in `db`'s transaction when `db` is one opened by inTransaction (its afterCommit queue is
 * the caller's: the work commits or rolls back with the caller's), else in a new one: an operation
 * that other code may compose into a larger transaction (`suspendUser({ ...deps, db: tx }, …)`).
 */
export function inTransactionOrJoin<T>(db: Db | Tx, fn: (tx: Tx, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const tx = db as Tx;
  const afterCommit = afterCommitByTx.get(tx);
  return afterCommit ? fn(tx, afterCommit) : inTransaction(db as Db, fn);
}
