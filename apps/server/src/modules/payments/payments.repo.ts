import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import {
  freePlanMonths,
  paymentEvents,
  payments,
  subscriptions,
  type PaymentProviderName,
  type PaymentStatus,
  type PlanKey,
} from '../../db/schema.ts';

export type PaymentRecord = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/** Reserves the user's one pending slot; undefined when a pending charge already holds it. */
export async function insertPending(db: DbOrTx, values: NewPayment): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending' })
    // The partial index's own predicate (0031: a place's charges are not purchases).
    .onConflictDoNothing({ target: payments.userId, where: sql`status = 'pending' AND kind NOT IN ('shift', 'job')` })
    .returning();
  return row;
}

export async function attachCharge(
  db: DbOrTx,
  id: string,
  charge: { providerPaymentId: string; pixPayload: string; qrCodePngBase64: string; invoiceUrl: string | null },
): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .update(payments)
    .set({ ...charge, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row;
}

export async function deletePayment(db: DbOrTx, id: string): Promise<void> {
  await db.delete(payments).where(eq(payments.id, id));
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRecord | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function lockPayment(tx: Tx, id: string): Promise<PaymentRecord | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function findByProviderId(
  db: DbOrTx,
  provider: PaymentProviderName,
  providerPaymentId: string,
): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

/** The user's pending purchase (coins or a plan; a place's charges are not purchases). */
export async function findPendingOfUser(db: DbOrTx, userId: string): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.userId, userId), eq(payments.status, 'pending'), sql`${payments.kind} NOT IN ('shift', 'job')`),
    );
  return row;
}

/**
 * What 'Verificar' re-checks for one user: the pending charge and the ones that expired or were
 * cancelled in the last `days` days (a payer may still have paid them at the provider).
 */
export async function findCheckableOfUser(db: DbOrTx, userId: string, days: number): Promise<PaymentRecord[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        or(
          eq(payments.status, 'pending'),
          and(
            inArray(payments.status, ['expired', 'cancelled']),
            gte(payments.createdAt, sql`now() - make_interval(days => ${days})`),
          ),
        ),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.seq))
    .limit(10);
}

/** The sweep's work list: pending charges, oldest deadline first. */
export async function findPendingBatch(db: DbOrTx, limit: number): Promise<PaymentRecord[]> {
  return db.select().from(payments).where(eq(payments.status, 'pending')).orderBy(payments.expiresAt).limit(limit);
}

export async function setStatus(
  tx: Tx,
  id: string,
  status: PaymentStatus,
  extra: { confirmed?: boolean; refundShortfall?: number } = {},
): Promise<PaymentRecord> {
  const [row] = await tx
    .update(payments)
    .set({
      status,
      updatedAt: sql`now()`,
      closedAt: sql`now()`,
      ...(extra.confirmed ? { confirmedAt: sql`now()` } : {}),
      ...(extra.refundShortfall !== undefined ? { refundShortfall: extra.refundShortfall } : {}),
    })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error(`payment ${id} vanished while locked`);
  return row;
}

/** Records a provider event; false when that event id had already been recorded. */
export async function recordEvent(
  tx: Tx,
  event: { provider: PaymentProviderName; eventId: string; eventType: string; providerPaymentId: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

export async function eventExists(db: DbOrTx, provider: PaymentProviderName, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return rows.length > 0;
}

/** Contractors on the free plan (no paid plan running now) whose `month` is not settled yet. */
export async function findFreePlanContractorsDue(db: DbOrTx, month: string, limit: number): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT u.id FROM users u
          LEFT JOIN subscriptions s ON s.user_id = u.id
         WHERE u.role = 'contractor'
           AND (s.user_id IS NULL OR s.plan_id = 'free' OR s.expires_at IS NULL OR s.expires_at <= now())
           AND NOT EXISTS (SELECT 1 FROM free_plan_months m WHERE m.user_id = u.id AND m.month = ${month}::date)
         ORDER BY u.id
         LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Claims a contractor's free-plan month (the primary key decides); false when it was already claimed. */
export async function claimFreePlanMonth(tx: Tx, userId: string, month: string, credited: number): Promise<boolean> {
  const claimed = await tx.insert(freePlanMonths).values({ userId, month, credited }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** What the month's top-up credited (the row was claimed with 0). */
export async function recordFreePlanCredit(tx: Tx, userId: string, month: string, credited: number): Promise<void> {
  await tx
    .update(freePlanMonths)
    .set({ credited })
    .where(and(eq(freePlanMonths.userId, userId), eq(freePlanMonths.month, month)));
}

export async function findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRecord | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** Starts (or switches to) a paid plan for `days` days from now. */
export async function activatePlan(
  tx: Tx,
  userId: string,
  planId: Exclude<PlanKey, 'free'>,
  paymentId: string,
  days: number,
): Promise<void> {
  const values = {
    userId,
    planId,
    paymentId,
    startedAt: sql`now()`,
    expiresAt: sql`now() + make_interval(days => ${days})`,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, userId: undefined } });
}

/** Back to the free plan, for the subscription paid by `paymentId` (refund) or any expired one. */
export async function revertToFree(
  tx: DbOrTx,
  where: { paymentId: string } | { expiredBefore: 'now' },
): Promise<string[]> {
  const condition =
    'paymentId' in where
      ? eq(subscriptions.paymentId, where.paymentId)
      : and(lte(subscriptions.expiresAt, sql`now()`), sql`${subscriptions.planId} <> 'free'`);
  const rows = await tx
    .update(subscriptions)
    .set({ planId: 'free', startedAt: null, expiresAt: null, paymentId: null, updatedAt: sql`now()` })
    .where(condition)
    .returning({ userId: subscriptions.userId });
  return rows.map((r) => r.userId);
}

/** Rows left without a provider charge (the process died between reserving and creating it). */
export async function deleteOrphans(db: DbOrTx, olderThanMinutes: number): Promise<number> {
  const rows = await db
    .delete(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        sql`${payments.kind} NOT IN ('shift', 'job')`,
        isNull(payments.providerPaymentId),
        lt(payments.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`),
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
}

/** A place's charge left without its provider charge (decision 0042): its hold is settled as cancelled, not deleted. */
export async function findShiftOrphans(db: DbOrTx, olderThanMinutes: number): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.kind, ['shift', 'job']),
        isNull(payments.providerPaymentId),
        lt(payments.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * A guaranteed-pay charge, pending, in the caller's transaction: a place's (kind 'shift', the hold's)
 * or all of a job's places (kind 'job', the publication's: decision 0056; quantity: the places).
 */
export async function insertShiftCharge(
  tx: Tx,
  values: Omit<NewPayment, 'kind' | 'quantity' | 'status'> & { kind?: 'shift' | 'job'; quantity?: number },
): Promise<PaymentRecord> {
  const [row] = await tx
    .insert(payments)
    .values({ kind: 'shift', quantity: 1, ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('shift charge insert returned no row');
  return row;
}

/** Advisory-lock key of the sweep: one instance sweeps at a time. */
const SWEEP_LOCK = 727_003;

/** Takes the sweep's advisory lock until the transaction ends; false when another instance holds it. */
export async function tryLockSweep(tx: Tx): Promise<boolean> {
  const [row] = await selectRows<{ locked: boolean }>(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}::int4, 0) AS locked`,
  );
  return row?.locked === true;
}
