import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { jobEvents, jobs } from '../../db/schema.ts';
import type { JobRow } from './jobs.repo.ts';

export type JobEventRow = typeof jobEvents.$inferSelect;

export async function insertEvent(tx: Tx, values: typeof jobEvents.$inferInsert): Promise<JobEventRow> {
  const [row] = await tx.insert(jobEvents).values(values).returning();
  if (!row) throw new Error('job event insert returned no row');
  return row;
}

export async function findEvent(db: DbOrTx, id: string): Promise<JobEventRow | undefined> {
  const [row] = await db.select().from(jobEvents).where(eq(jobEvents.id, id));
  return row;
}

/**
 * Every job of the event, locked until the transaction ends, in id order: two transactions locking
 * the same event's jobs take them in the same order, and a job's own operations (approve, cancel)
 * lock it first, so none of them holds a balance while waiting for a job held here.
 */
export async function lockEventJobs(tx: Tx, eventId: string): Promise<JobRow[]> {
  return tx.select().from(jobs).where(eq(jobs.eventId, eventId)).orderBy(asc(jobs.id)).for('update');
}
