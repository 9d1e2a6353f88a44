import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agendaItems } from '../../db/schema.ts';

export type AgendaRow = typeof agendaItems.$inferSelect;
export type NewAgendaItem = typeof agendaItems.$inferInsert;
export type AgendaFields = Pick<
  NewAgendaItem,
  'title' | 'description' | 'date' | 'startTime' | 'endTime' | 'endsNextDay' | 'type' | 'status'
>;

export async function insertItem(db: DbOrTx, userId: string, fields: AgendaFields): Promise<AgendaRow> {
  const [row] = await db
    .insert(agendaItems)
    .values({ ...fields, userId })
    .returning();
  if (!row) throw new Error('agenda insert returned no row');
  return row;
}

/** Every item of the user, date then start time ascending. */
export async function findForUser(db: DbOrTx, userId: string): Promise<AgendaRow[]> {
  return db
    .select()
    .from(agendaItems)
    .where(eq(agendaItems.userId, userId))
    .orderBy(asc(agendaItems.date), asc(agendaItems.startTime), asc(agendaItems.createdAt));
}

export async function updateOwn(
  db: DbOrTx,
  id: string,
  userId: string,
  fields: AgendaFields,
): Promise<AgendaRow | undefined> {
  const [row] = await db
    .update(agendaItems)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(agendaItems.id, id), eq(agendaItems.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwn(db: DbOrTx, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(agendaItems)
    .where(and(eq(agendaItems.id, id), eq(agendaItems.userId, userId)))
    .returning({ id: agendaItems.id });
  return rows.length > 0;
}

/** A deleted account (decision 0051): the person's own agenda events. */
export async function deleteAllOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(agendaItems).where(eq(agendaItems.userId, userId));
}
