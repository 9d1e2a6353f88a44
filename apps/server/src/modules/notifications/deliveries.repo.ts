import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NotificationCategory, NotificationChannel, NotificationKind } from '@vamos/shared/notifications';
import { selectRows, type DbOrTx } from '../../db/client.ts';
import { notificationDeliveries, notificationPreferences } from '../../db/schema.ts';

/** A delivery claimed by this worker, with what its message says and to whom. */
export type ClaimedDelivery = {
  id: number;
  channel: NotificationChannel;
  attempts: number;
  notificationId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  data: Record<string, unknown>;
  email: string;
  name: string;
};

/**
 * Takes the deliveries `candidates` selects (a subquery of ids, locked `FOR UPDATE SKIP LOCKED` so
 * concurrent workers never share one) as this worker's for `leaseSeconds` from `now`, counting one
 * attempt each, and returns them with what their message says, in `orderBy`.
 */
async function claim(
  db: DbOrTx,
  { now, leaseSeconds, candidates, orderBy }: { now: string; leaseSeconds: number; candidates: SQL; orderBy: SQL },
): Promise<ClaimedDelivery[]> {
  return selectRows<ClaimedDelivery>(
    db,
    sql`WITH claimed AS (
          UPDATE notification_deliveries d
             SET status = 'sending', attempts = d.attempts + 1,
                 locked_until = ${now}::timestamptz + make_interval(secs => ${leaseSeconds}::int)
           WHERE d.id IN (${candidates})
          RETURNING d.*
        )
        SELECT d.id::int AS id, d.channel, d.attempts, n.id AS "notificationId", n.user_id AS "userId", n.kind,
               n.title, n.body, n.link, n.data, u.email, u.name
          FROM claimed d
          JOIN notifications n ON n.id = d.notification_id
          JOIN users u ON u.id = n.user_id
         ORDER BY ${orderBy}`,
  );
}

/**
 * Claims up to `limit` deliveries that are due at `now` (or whose claim expired: a worker died
 * mid-send) for `leaseSeconds`, skipping rows another worker holds: any number of instances can
 * run the worker. Each claim counts one attempt.
 */
export async function claimDue(
  db: DbOrTx,
  options: { now: Date; limit: number; leaseSeconds: number },
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString();
  return claim(db, {
    now,
    leaseSeconds: options.leaseSeconds,
    candidates: sql`SELECT id FROM notification_deliveries
                     WHERE (status = 'pending' AND run_at <= ${now}::timestamptz)
                        OR (status = 'sending' AND locked_until < ${now}::timestamptz)
                     ORDER BY run_at
                     LIMIT ${options.limit}
                     FOR UPDATE SKIP LOCKED`,
    orderBy: sql`d.run_at, d.id`,
  });
}

/**
 * The other queued messages (same channel) of the same digest (the person's new applications to
 * one job), claimed with the one that came due, whenever each was due: they go out as one message.
 */
export async function claimDigestSiblings(
  db: DbOrTx,
  options: {
    now: Date;
    userId: string;
    kind: NotificationKind;
    channel: NotificationChannel;
    jobId: string;
    exceptId: number;
    leaseSeconds: number;
  },
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString();
  return claim(db, {
    now,
    leaseSeconds: options.leaseSeconds,
    candidates: sql`SELECT dd.id FROM notification_deliveries dd
                      JOIN notifications nn ON nn.id = dd.notification_id
                     WHERE dd.channel = ${options.channel} AND dd.id <> ${options.exceptId}
                       AND nn.user_id = ${options.userId} AND nn.kind = ${options.kind}
                       AND nn.data ->> 'jobId' = ${options.jobId}
                       AND (dd.status = 'pending' OR (dd.status = 'sending' AND dd.locked_until < ${now}::timestamptz))
                     FOR UPDATE OF dd SKIP LOCKED`,
    orderBy: sql`n.created_at, d.id`,
  });
}

export async function markSent(db: DbOrTx, ids: number[]): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(inArray(notificationDeliveries.id, ids));
}

export async function markSkipped(db: DbOrTx, ids: number[]): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ status: 'skipped', lockedUntil: null })
    .where(inArray(notificationDeliveries.id, ids));
}

/** Back to the queue for another try at `runAt`, or `failed` for good; with the error it met. */
export async function markUnsent(
  db: DbOrTx,
  ids: number[],
  outcome: { status: 'pending'; runAt: Date; error: string } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({
      status: outcome.status,
      lockedUntil: null,
      lastError: outcome.error.slice(0, 1000),
      ...(outcome.status === 'pending' ? { runAt: outcome.runAt } : {}),
    })
    .where(inArray(notificationDeliveries.id, ids));
}

// ---------------------------------------------------------------- preferences

export type PreferenceRow = typeof notificationPreferences.$inferSelect;

export async function findPreferences(db: DbOrTx, userId: string): Promise<PreferenceRow[]> {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function findPreference(
  db: DbOrTx,
  userId: string,
  category: NotificationCategory,
): Promise<PreferenceRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.category, category)));
  return row;
}

/**
 * Saves the person's choice for each category given. An opt-in category turned on records the
 * consent's time once (kept while it stays on; cleared when turned off).
 */
export async function upsertPreferences(
  db: DbOrTx,
  userId: string,
  rows: { category: NotificationCategory; email: boolean; push: boolean; optIn: boolean }[],
): Promise<void> {
  for (const row of rows) {
    const consenting = row.optIn && (row.email || row.push);
    await db
      .insert(notificationPreferences)
      .values({
        userId,
        category: row.category,
        email: row.email,
        push: row.push,
        consentedAt: consenting ? sql`now()` : null,
      })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.category],
        set: {
          email: row.email,
          push: row.push,
          consentedAt: consenting ? sql`coalesce(${notificationPreferences.consentedAt}, now())` : null,
          updatedAt: sql`now()`,
        },
      });
  }
}
