import { and, asc, eq, inArray, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { endsNextDay } from '@vamos/shared/schemas/agenda';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { agendaItems, jobApplications, jobs, profiles, users, type AgendaItemStatus } from '../../db/schema.ts';

export type AgendaRow = typeof agendaItems.$inferSelect;
export type NewAgendaItem = typeof agendaItems.$inferInsert;
export type AgendaFields = Pick<
  NewAgendaItem,
  'title' | 'description' | 'date' | 'startTime' | 'endTime' | 'endsNextDay' | 'type' | 'status'
>;

/** A job's date, times and title as its agenda items copy them. */
export type JobSchedule = {
  id: string;
  title: string;
  location: string;
  serviceDate: string;
  startTime: string;
  endTime: string;
};

/** Items still ahead: what a job change updates and a cancellation cancels. */
const OPEN: AgendaItemStatus[] = ['scheduled', 'confirmed'];

/**
 * Both items of an approval, confirmed, copying the job's title, place, date and times, in one
 * statement: the approved freelancer's (one per application), and the contractor's one item for
 * the job — added on the first approval, kept afterwards, and confirmed again when an approval
 * follows a "Desistir" that left it scheduled. Plain SQL: every approval runs it.
 */
export async function insertApprovalItems(
  tx: Tx,
  items: { freelancerId: string; contractorId: string; applicationId: string; job: JobSchedule },
): Promise<void> {
  const { job } = items;
  const item = (userId: string, applicationId: string | null) =>
    sql`(${userId}::uuid, ${job.id}::uuid, ${applicationId}::uuid, ${job.title}::text, ${job.location}::text,
         ${job.serviceDate}::date, ${job.startTime}::time, ${job.endTime}::time,
         ${endsNextDay(job.startTime, job.endTime)}::boolean, 'job', 'confirmed')`;
  const columns = sql.raw(
    '(user_id, job_id, application_id, title, description, date, start_time, end_time, ends_next_day, type, status)',
  );
  await tx.execute(
    sql`WITH freelancer_item AS (
          INSERT INTO agenda_items ${columns} VALUES ${item(items.freelancerId, items.applicationId)}
          ON CONFLICT (application_id) DO NOTHING)
        INSERT INTO agenda_items ${columns} VALUES ${item(items.contractorId, null)}
        ON CONFLICT (user_id, job_id) WHERE job_id IS NOT NULL AND application_id IS NULL
        DO UPDATE SET status = 'confirmed', updated_at = now() WHERE agenda_items.status = 'scheduled'`,
  );
}

export async function closeApplicationItem(tx: Tx, applicationId: string, status: AgendaItemStatus): Promise<void> {
  await tx
    .update(agendaItems)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(agendaItems.applicationId, applicationId), inArray(agendaItems.status, OPEN)));
}

/**
 * After a "Desistir": the contractor's item of the application's job is scheduled again, no longer
 * confirmed, once no approved freelancer remains on the job.
 */
export async function unconfirmOwnerJobItem(tx: Tx, applicationId: string): Promise<void> {
  const jobOfApplication = tx
    .select({ jobId: jobApplications.jobId })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  const approvedOnJob = tx
    .select({ one: sql`1` })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, agendaItems.jobId), eq(jobApplications.status, 'approved')));
  await tx
    .update(agendaItems)
    .set({ status: 'scheduled', updatedAt: sql`now()` })
    .where(
      and(
        eq(agendaItems.jobId, jobOfApplication),
        isNull(agendaItems.applicationId),
        eq(agendaItems.status, 'confirmed'),
        notExists(approvedOnJob),
      ),
    );
}

/** Every open item of the job (freelancers' and the contractor's) moves to `status`. */
export async function closeJobItems(tx: Tx, jobId: string, status: AgendaItemStatus): Promise<void> {
  await tx
    .update(agendaItems)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(agendaItems.jobId, jobId), inArray(agendaItems.status, OPEN)));
}

/** After a job edit its open items show the new title, date and times. */
export async function syncJobItems(tx: Tx, job: JobSchedule): Promise<void> {
  await tx
    .update(agendaItems)
    .set({
      title: job.title,
      date: job.serviceDate,
      startTime: job.startTime,
      endTime: job.endTime,
      endsNextDay: endsNextDay(job.startTime, job.endTime),
      updatedAt: sql`now()`,
    })
    .where(and(eq(agendaItems.jobId, job.id), eq(agendaItems.type, 'job'), inArray(agendaItems.status, OPEN)));
}

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

export async function findOwn(db: DbOrTx, id: string, userId: string): Promise<AgendaRow | undefined> {
  const [row] = await db
    .select()
    .from(agendaItems)
    .where(and(eq(agendaItems.id, id), eq(agendaItems.userId, userId)));
  return row;
}

/** Marks an open item completed once its date has come (guarded); undefined otherwise. */
export async function completeOwn(
  db: DbOrTx,
  id: string,
  userId: string,
  today: string,
): Promise<AgendaRow | undefined> {
  const [row] = await db
    .update(agendaItems)
    .set({ status: 'completed', updatedAt: sql`now()` })
    .where(
      and(
        eq(agendaItems.id, id),
        eq(agendaItems.userId, userId),
        inArray(agendaItems.status, OPEN),
        lte(agendaItems.date, today),
      ),
    )
    .returning();
  return row;
}

/**
 * The freelancer's agenda (spec 01 §4): open items whose job is not completed, date then time,
 * each with its job and the job's contractor (the freelancer is approved on it).
 */
export async function findFreelancerAgenda(db: DbOrTx, userId: string) {
  return db
    .select({
      item: agendaItems,
      job: {
        id: jobs.id,
        title: jobs.title,
        company: jobs.company,
        location: jobs.location,
        city: jobs.city,
        state: jobs.state,
        serviceDate: jobs.serviceDate,
        startTime: jobs.startTime,
        endTime: jobs.endTime,
        salaryCents: jobs.salaryCents,
        imageUrl: jobs.imageUrl,
        status: jobs.status,
      },
      contractor: { id: users.id, name: users.name, fullName: profiles.fullName, phone: profiles.phone },
    })
    .from(agendaItems)
    .leftJoin(jobs, eq(jobs.id, agendaItems.jobId))
    .leftJoin(users, eq(users.id, jobs.contractorId))
    .leftJoin(profiles, eq(profiles.userId, jobs.contractorId))
    .where(
      and(
        eq(agendaItems.userId, userId),
        inArray(agendaItems.status, OPEN),
        or(isNull(agendaItems.jobId), ne(jobs.status, 'completed')),
      ),
    )
    .orderBy(asc(agendaItems.date), asc(agendaItems.startTime), asc(agendaItems.createdAt));
}

export type FreelancerAgendaRow = Awaited<ReturnType<typeof findFreelancerAgenda>>[number];
