import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationChannel } from '@vamos/shared/notifications';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** A notification to store and the channels to queue it on, `delaySeconds` from now. */
export type NotificationToStore = NewNotification & { channels: readonly NotificationChannel[]; delaySeconds: number };

/**
 * Stores the notifications and queues their deliveries in one statement (data-modifying CTEs);
 * one already stored under the same (user, kind, ref) is left as it is and queues nothing.
 * Returns the users who got a new one. Plain SQL: it runs inside every approval (decision 0009).
 */
export async function insertNotifications(tx: Tx, rows: NotificationToStore[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const input = sql.join(
    rows.map(
      (r) =>
        sql`(${r.userId}::uuid, ${r.kind}, ${r.ref}, ${JSON.stringify(r.data)}::jsonb, ${r.title}, ${r.body}, ${r.link},
             ${r.delaySeconds}::int, ${`{${r.channels.join(',')}}`}::text[])`,
    ),
    sql`, `,
  );
  const inserted = await selectRows<{ userId: string }>(
    tx,
    sql`WITH input (user_id, kind, ref, data, title, body, link, delay, channels) AS (VALUES ${input}),
        inserted AS (
          INSERT INTO notifications (user_id, kind, ref, data, title, body, link)
          SELECT user_id, kind, ref, data, title, body, link FROM input
          ON CONFLICT (user_id, kind, ref) DO NOTHING
          RETURNING id, user_id, kind, ref
        ),
        queued AS (
          INSERT INTO notification_deliveries (notification_id, channel, run_at)
          SELECT n.id, c.channel, now() + make_interval(secs => i.delay)
            FROM inserted n
            JOIN input i ON i.user_id = n.user_id AND i.kind = n.kind AND i.ref = n.ref
            CROSS JOIN LATERAL unnest(i.channels) AS c(channel)
           -- Push only for someone with a device that receives it.
           WHERE c.channel <> 'push' OR EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = n.user_id)
          RETURNING notification_id
        )
        SELECT user_id AS "userId" FROM inserted`,
  );
  return inserted.map((row) => row.userId);
}

/**
 * Where a page starts: after this notification (its created_at to the microsecond, and its id),
 * newest first. The list orders by (created_at, seq): the id names the row whose seq a page goes on from.
 */
export type PageCursor = { at: string; id: string };

/** A stored notification and the position a page that ends on it continues from. */
export type NotificationListRow = NotificationRow & { cursorAt: string };

/** created_at exactly (microseconds, UTC), so a cursor never skips a row of the same millisecond. */
const exactCreatedAt = sql<string>`to_char(${notifications.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of the user's notifications, newest first, `limit + 1` rows to tell whether more follow. */
export async function listPage(
  db: DbOrTx,
  userId: string,
  options: { after?: PageCursor; limit: number },
): Promise<NotificationListRow[]> {
  const { after } = options;
  // Notifications of one instant list in the order made (seq, 0055). A cursor naming no notification
  // of the user's goes on with the strictly older ones (its seq is null).
  const older = after
    ? sql`(${notifications.createdAt}, ${notifications.seq}) < (${after.at}::timestamptz,
          (SELECT n.seq FROM notifications n WHERE n.id = ${after.id}::uuid AND n.user_id = ${userId}::uuid))`
    : undefined;
  const rows = await db
    .select({ row: notifications, cursorAt: exactCreatedAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), older))
    .orderBy(desc(notifications.createdAt), desc(notifications.seq))
    .limit(options.limit + 1);
  return rows.map(({ row, cursorAt }) => ({ ...row, cursorAt }));
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * A deleted account (decision 0051): what the person was told goes, with its queued e-mails and
 * pushes, their choices and their devices; in what others were told, `values` (their names and
 * e-mails) become `replacement` (titles, texts and data).
 */
export async function forgetPerson(tx: Tx, userId: string, values: string[], replacement: string): Promise<void> {
  await tx.execute(sql`
    DELETE FROM notification_deliveries
     WHERE notification_id IN (SELECT id FROM notifications WHERE user_id = ${userId})`);
  await tx.execute(sql`DELETE FROM notifications WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM notification_preferences WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM push_subscriptions WHERE user_id = ${userId}`);
  for (const value of values) {
    if (!value) continue;
    const inJson = JSON.stringify(value).slice(1, -1);
    await tx.execute(sql`
      UPDATE notifications
         SET title = replace(title, ${value}, ${replacement}),
             body = replace(body, ${value}, ${replacement}),
             data = replace(data::text, ${inJson}, ${replacement})::jsonb
       WHERE strpos(title || body, ${value}) > 0 OR strpos(data::text, ${inJson}) > 0`);
  }
}
