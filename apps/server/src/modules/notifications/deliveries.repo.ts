import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
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

/** A worker's pass: its claims are marked with `token` and last until `until` unless renewed. */
export type ClaimOwner = { token: string; until: Date };

/**
 * Takes the deliveries `candidates` selects (a subquery of ids, locked `FOR UPDATE SKIP LOCKED` so
 * concurrent workers never share one) as the pass `token`'s until `until`, counting one attempt
 * each, and returns them with what their message says, in `orderBy`.
 */
async function claim(
  db: DbOrTx,
  { owner, candidates, orderBy }: { owner: ClaimOwner; candidates: SQL; orderBy: SQL },
): Promise<ClaimedDelivery[]> {
  return selectRows<ClaimedDelivery>(
    db,
    sql`WITH claimed AS (
          UPDATE notification_deliveries d
             SET status = 'sending', attempts = d.attempts + 1,
                 locked_until = ${owner.until.toISOString()}::timestamptz, claimed_by = ${owner.token}::uuid
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
 * mid-send) for `owner`, skipping rows another worker holds: any number of instances can run the
 * worker. Each claim counts one attempt.
 */
export async function claimDue(
  db: DbOrTx,
  options: { now: Date; limit: number; owner: ClaimOwner },
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString();
  return claim(db, {
    owner: options.owner,
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
    owner: ClaimOwner;
  },
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString();
  return claim(db, {
    owner: options.owner,
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

/** Claims the pass `token` still holds: `sending` under its mark. */
const heldBy = (token: string) =>
  and(eq(notificationDeliveries.claimedBy, token), eq(notificationDeliveries.status, 'sending'));

/** The pass's claims still `sending` last until `owner.until` (the heartbeat of a live worker). */
export async function renewClaims(db: DbOrTx, owner: ClaimOwner): Promise<void> {
  await db.update(notificationDeliveries).set({ lockedUntil: owner.until }).where(heldBy(owner.token));
}

/**
 * Before a message goes out: which of `ids` the pass still holds (another worker may have taken a
 * claim that ran out), each renewed until `owner.until`.
 */
export async function holdClaims(db: DbOrTx, ids: number[], owner: ClaimOwner): Promise<Set<number>> {
  const rows = await db
    .update(notificationDeliveries)
    .set({ lockedUntil: owner.until })
    .where(and(heldBy(owner.token), inArray(notificationDeliveries.id, ids)))
    .returning({ id: notificationDeliveries.id });
  return new Set(rows.map((r) => r.id));
}

/** The message went out: whoever holds the claim now, it is sent (and stays so). */
export async function markSent(db: DbOrTx, ids: number[]): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, claimedBy: null, lastError: null })
    .where(and(inArray(notificationDeliveries.id, ids), ne(notificationDeliveries.status, 'sent')));
}

/** Nothing to send (preferences off, no device left), if the pass `token` still holds them. */
export async function markSkipped(db: DbOrTx, ids: number[], token: string): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ status: 'skipped', lockedUntil: null, claimedBy: null })
    .where(and(inArray(notificationDeliveries.id, ids), heldBy(token)));
}

/**
 * Back to the queue for another try at `runAt`, or `failed` for good, with the error it met; only
 * if the pass `token` still holds them (a worker that took them since decides their fate).
 */
export async function markUnsent(
  db: DbOrTx,
  ids: number[],
  token: string,
  outcome: { status: 'pending'; runAt: Date; error: string } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({
      status: outcome.status,
      lockedUntil: null,
      claimedBy: null,
      lastError: outcome.error.slice(0, 1000),
      ...(outcome.status === 'pending' ? { runAt: outcome.runAt } : {}),
    })
    .where(and(inArray(notificationDeliveries.id, ids), heldBy(token)));
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

/**
 * The queue's waiting rows now (the /metrics gauge): due (pending, run_at passed), scheduled (pending,
 * later: digests, quiet hours, back-off) and sending (claimed by a worker). Reads the partial index.
 */
export async function countQueued(db: DbOrTx, now: Date): Promise<{ due: number; scheduled: number; sending: number }> {
  const at = now.toISOString();
  const [row] = await selectRows<{ due: number; scheduled: number; sending: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'pending' AND run_at <= ${at}::timestamptz)::int AS due,
               count(*) FILTER (WHERE status = 'pending' AND run_at > ${at}::timestamptz)::int AS scheduled,
               count(*) FILTER (WHERE status = 'sending')::int AS sending
          FROM notification_deliveries
         WHERE status IN ('pending', 'sending')`,
  );
  return row ?? { due: 0, scheduled: 0, sending: 0 };
}
