import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/**
 * Stores the notifications in one statement; one already stored under the same (user, kind, ref)
 * is left as it is. Returns the users who got a new one.
 */
export async function insertNotifications(tx: Tx, rows: NewNotification[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.kind, notifications.ref] })
    .returning({ userId: notifications.userId });
  return inserted.map((row) => row.userId);
}

/** Where a page starts: after this (created_at to the microsecond, id), newest first. */
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
  const older = after
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ row: notifications, cursorAt: exactCreatedAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), older))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
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
