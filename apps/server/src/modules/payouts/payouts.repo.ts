import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { leaseDue } from '../../db/lease.ts';
import { jobs, payouts } from '../../db/schema.ts';

export type PayoutRecord = typeof payouts.$inferSelect;
export type NewPayout = Pick<
  PayoutRecord,
  'shiftId' | 'jobId' | 'freelancerId' | 'amountCents' | 'status' | 'nextAttemptAt'
>;

/** The place's one pay-out; undefined when the shift already has one (a second release is a no-op). */
export async function insertPayout(tx: Tx, payout: NewPayout): Promise<PayoutRecord | undefined> {
  const [row] = await tx.insert(payouts).values(payout).onConflictDoNothing({ target: payouts.shiftId }).returning();
  return row;
}

/**
 * Takes up to `limit` queued pay-outs due at `now` whose lease is free, leasing each for
 * `leaseSeconds`: only the process holding a lease calls the provider for it (SKIP LOCKED: two
 * passes at once take different rows).
 */
export async function claimDue(
  db: DbOrTx,
  { now, leaseSeconds, limit, ids }: { now: Date; leaseSeconds: number; limit: number; ids?: readonly string[] },
): Promise<PayoutRecord[]> {
  const only = ids
    ? sql` AND id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const leased = await leaseDue(db, 'payouts', sql`status = 'queued'${only}`, { now, leaseSeconds, limit });
  if (leased.length === 0) return [];
  return db.select().from(payouts).where(inArray(payouts.id, leased));
}

export async function lockPayout(tx: Tx, id: string): Promise<PayoutRecord | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function findPayout(db: DbOrTx, id: string): Promise<PayoutRecord | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

export async function findByTransferId(db: DbOrTx, providerTransferId: string): Promise<PayoutRecord | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.providerTransferId, providerTransferId));
  return row;
}

export type PayoutChange = Partial<
  Pick<
    PayoutRecord,
    | 'status'
    | 'attempt'
    | 'nextAttemptAt'
    | 'claimedUntil'
    | 'providerTransferId'
    | 'pixKeyType'
    | 'pixKey'
    | 'endToEndId'
    | 'failReason'
    | 'sentAt'
  >
>;

export async function updatePayout(tx: DbOrTx, id: string, change: PayoutChange): Promise<PayoutRecord> {
  const [row] = await tx
    .update(payouts)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(payouts.id, id))
    .returning();
  if (!row) throw new Error(`payout ${id} vanished`);
  return row;
}

/** Gives a lease back without changing anything else (the provider could not be reached). */
export async function releaseClaim(db: DbOrTx, id: string, retryAt: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ claimedUntil: null, nextAttemptAt: retryAt, updatedAt: sql`now()` })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'queued')));
}

/** Transfers accepted but not final after `before`: the sweep asks the provider about them. */
export async function listSendingBefore(db: DbOrTx, before: Date, limit: number): Promise<PayoutRecord[]> {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'sending'), sql`${payouts.updatedAt} <= ${before.toISOString()}::timestamptz`))
    .orderBy(payouts.updatedAt)
    .limit(limit);
}

/**
 * A freelancer saved a PIX key: what waited for one, and what failed on the old one, is queued again
 * (a failed one with a new attempt, so a new transfer reference). Returns the ids queued.
 */
export async function requeueForNewKey(
  db: DbOrTx,
  freelancerId: string,
  now: Date,
  /** Only this pay-out ('Tentar novamente'), if it is one of theirs that waits or failed. */
  payoutId?: string,
): Promise<string[]> {
  const only = payoutId ? sql` AND id = ${payoutId}` : sql``;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    UPDATE payouts
       SET status = 'queued',
           attempt = CASE WHEN status = 'failed' THEN attempt + 1 ELSE attempt END,
           next_attempt_at = ${now.toISOString()}::timestamptz, claimed_until = NULL, updated_at = now()
     WHERE freelancer_id = ${freelancerId} AND status IN ('waiting_key', 'failed')${only}
     RETURNING id`,
  );
  return rows.map((row) => row.id);
}

export type PayoutListRow = PayoutRecord & { jobTitle: string; serviceDate: string };

/** A freelancer's pay-outs made in [from, to), newest first, with their jobs' titles and dates. */
export async function listOfFreelancer(
  db: DbOrTx,
  freelancerId: string,
  from: Date,
  to: Date,
): Promise<PayoutListRow[]> {
  const rows = await db
    .select({ payout: payouts, jobTitle: jobs.title, serviceDate: jobs.serviceDate })
    .from(payouts)
    .innerJoin(jobs, eq(jobs.id, payouts.jobId))
    .where(
      and(
        eq(payouts.freelancerId, freelancerId),
        sql`${payouts.createdAt} >= ${from.toISOString()}::timestamptz`,
        sql`${payouts.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.seq));
  return rows.map((row) => ({ ...row.payout, jobTitle: row.jobTitle, serviceDate: row.serviceDate }));
}

/** What is released to the freelancer and not in their account yet. */
export async function unsentTotal(db: DbOrTx, freelancerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payouts.amountCents}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.freelancerId, freelancerId), sql`${payouts.status} <> 'sent'`));
  return Number(row?.total ?? 0);
}
