import type { Db, Tx } from './client.ts';

/** Registers work to run once the transaction has committed (never after a rollback). */
export type AfterCommit = (task: () => Promise<void>) => void;

/**
 * Runs `fn` in one transaction and then, only if it committed, the tasks it registered with
 * `afterCommit`, in order: the place for realtime events, which must never announce a change a
 * browser could not yet read (or one that was rolled back).
 */
export async function inTransaction<T>(db: Db, fn: (tx: Tx, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const tasks: (() => Promise<void>)[] = [];
  const result = await db.transaction((tx) => fn(tx, (task) => void tasks.push(task)));
  for (const task of tasks) await task();
  return result;
}
