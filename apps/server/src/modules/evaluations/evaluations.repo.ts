import { and, asc, count, desc, eq, inArray, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { evaluations, jobApplications, jobs, profiles, users, type Role } from '../../db/schema.ts';
import { RATABLE_STATES } from '@vamos/shared/shift-states';

export type EvaluationRow = typeof evaluations.$inferSelect;
export type EvaluationValues = Pick<
  typeof evaluations.$inferInsert,
  'rating' | 'comment' | 'punctual' | 'proactive' | 'polite' | 'agile'
>;

/**
 * Whether the shift has ended at `now` (its date and end time in São Paulo; an end before the start
 * is on the next day): the SQL form of evaluation-policies' isServiceOver, for the to-rate lists
 * (one row is checked in TypeScript); evaluations.test covers both on the same cases.
 */
function serviceOver(now: Date): SQL {
  return sql`((${jobs.serviceDate} + ${jobs.endTime}
      + CASE WHEN ${jobs.endTime} <= ${jobs.startTime} THEN interval '1 day' ELSE interval '0' END)
      AT TIME ZONE 'America/Sao_Paulo') <= ${now.toISOString()}::timestamptz`;
}

/** How a job relates a freelancer to its contractor, for the check of a new evaluation. */
export async function findPairing(db: DbOrTx, jobId: string, freelancerId: string) {
  const [row] = await db
    .select({
      jobId: jobs.id,
      contractorId: jobs.contractorId,
      jobStatus: jobs.status,
      shiftState: jobApplications.status,
      serviceDate: jobs.serviceDate,
      startTime: jobs.startTime,
      endTime: jobs.endTime,
    })
    .from(jobs)
    .leftJoin(jobApplications, and(eq(jobApplications.jobId, jobs.id), eq(jobApplications.freelancerId, freelancerId)))
    .where(eq(jobs.id, jobId));
  return row;
}

export type Pairing = NonNullable<Awaited<ReturnType<typeof findPairing>>>;

/** Inserts the evaluation unless this evaluator already rated this person on this job (then undefined). */
export async function insertEvaluation(
  tx: Tx,
  values: EvaluationValues & { jobId: string; evaluatorId: string; evaluatedId: string },
): Promise<EvaluationRow | undefined> {
  const [row] = await tx
    .insert(evaluations)
    .values(values)
    .onConflictDoNothing({ target: [evaluations.jobId, evaluations.evaluatorId, evaluations.evaluatedId] })
    .returning();
  return row;
}

export async function findEvaluation(db: DbOrTx, id: string): Promise<EvaluationRow | undefined> {
  const [row] = await db.select().from(evaluations).where(eq(evaluations.id, id));
  return row;
}

/** The author's edit; undefined when `id` is not theirs. */
export async function updateEvaluation(
  tx: Tx,
  id: string,
  evaluatorId: string,
  values: EvaluationValues,
): Promise<EvaluationRow | undefined> {
  const [row] = await tx
    .update(evaluations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(evaluations.id, id), eq(evaluations.evaluatorId, evaluatorId), isNull(evaluations.removedAt)))
    .returning();
  return row;
}

/**
 * 'Remover avaliação' (decision 0054): the evaluation leaves every list and average, kept as the
 * record. A compare-and-set: undefined when there is no such evaluation or it was removed already.
 */
export async function markRemoved(tx: Tx, id: string, at: Date): Promise<EvaluationRow | undefined> {
  const [row] = await tx
    .update(evaluations)
    .set({ removedAt: at })
    .where(and(eq(evaluations.id, id), isNull(evaluations.removedAt)))
    .returning();
  return row;
}

// ---------------------------------------------------------------- lists

const evaluatorUser = alias(users, 'evaluator_user');
const evaluatorProfile = alias(profiles, 'evaluator_profile');
const evaluatedUser = alias(users, 'evaluated_user');
const evaluatedProfile = alias(profiles, 'evaluated_profile');

/** Evaluations with their job and both people, newest first; a removed one is in no list (decision 0054). */
async function findDetailed(db: DbOrTx, where: SQL, limit: number) {
  return db
    .select({
      evaluation: evaluations,
      job: { id: jobs.id, title: jobs.title, company: jobs.company, serviceDate: jobs.serviceDate },
      evaluator: {
        id: evaluatorUser.id,
        name: evaluatorUser.name,
        fullName: evaluatorProfile.fullName,
        avatarUrl: evaluatorProfile.avatarUrl,
      },
      evaluated: {
        id: evaluatedUser.id,
        name: evaluatedUser.name,
        fullName: evaluatedProfile.fullName,
        avatarUrl: evaluatedProfile.avatarUrl,
      },
    })
    .from(evaluations)
    .innerJoin(jobs, eq(jobs.id, evaluations.jobId))
    .innerJoin(evaluatorUser, eq(evaluatorUser.id, evaluations.evaluatorId))
    .leftJoin(evaluatorProfile, eq(evaluatorProfile.userId, evaluations.evaluatorId))
    .innerJoin(evaluatedUser, eq(evaluatedUser.id, evaluations.evaluatedId))
    .leftJoin(evaluatedProfile, eq(evaluatedProfile.userId, evaluations.evaluatedId))
    .where(and(where, isNull(evaluations.removedAt)))
    .orderBy(desc(evaluations.createdAt), desc(evaluations.seq))
    .limit(limit);
}

export type DetailedEvaluationRow = Awaited<ReturnType<typeof findDetailed>>[number];

export function findReceived(db: DbOrTx, userId: string, limit: number) {
  return findDetailed(db, eq(evaluations.evaluatedId, userId), limit);
}

export function findGiven(db: DbOrTx, userId: string, limit: number) {
  return findDetailed(db, eq(evaluations.evaluatorId, userId), limit);
}

export function findOneDetailed(db: DbOrTx, id: string) {
  return findDetailed(db, eq(evaluations.id, id), 1).then((rows) => rows[0]);
}

/** Count and sum of the ratings each user received, removed ones aside (decision 0054). Users with none are absent. */
export async function ratingTotals(
  db: DbOrTx,
  userIds: string[],
): Promise<Map<string, { total: number; sum: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: evaluations.evaluatedId,
      total: count(),
      sum: sql<number>`sum(${evaluations.rating})`.mapWith(Number),
    })
    .from(evaluations)
    .where(and(inArray(evaluations.evaluatedId, userIds), isNull(evaluations.removedAt)))
    .groupBy(evaluations.evaluatedId);
  return new Map(rows.map((r) => [r.userId, { total: Number(r.total), sum: r.sum }]));
}

// ---------------------------------------------------------------- awaiting my evaluation

/**
 * The (job, person) pairs `me` may rate and has not rated yet: a contractor, each approved
 * freelancer of each of their jobs that is over; a freelancer, the contractor of each job they
 * were approved on that is over. Cancelled jobs and withdrawn approvals never count.
 */
function pendingFrom(db: DbOrTx, me: { id: string; role: Role }, now: Date) {
  const evaluatedId = me.role === 'contractor' ? jobApplications.freelancerId : jobs.contractorId;
  const mine = me.role === 'contractor' ? eq(jobs.contractorId, me.id) : eq(jobApplications.freelancerId, me.id);
  const alreadyRated = db
    .select({ one: sql`1` })
    .from(evaluations)
    .where(
      and(eq(evaluations.jobId, jobs.id), eq(evaluations.evaluatorId, me.id), eq(evaluations.evaluatedId, evaluatedId)),
    );
  const where = and(
    mine,
    inArray(jobApplications.status, [...RATABLE_STATES]),
    ne(jobs.status, 'cancelled'),
    serviceOver(now),
    notExists(alreadyRated),
  );
  return { evaluatedId, where };
}

export async function findPending(db: DbOrTx, me: { id: string; role: Role }, now: Date) {
  const { evaluatedId, where } = pendingFrom(db, me, now);
  return db
    .select({
      jobId: jobs.id,
      title: jobs.title,
      company: jobs.company,
      imageUrl: jobs.imageUrl,
      salaryCents: jobs.salaryCents,
      serviceDate: jobs.serviceDate,
      jobStatus: jobs.status,
      evaluatedId: users.id,
      name: users.name,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, evaluatedId))
    .leftJoin(profiles, eq(profiles.userId, evaluatedId))
    .where(where)
    .orderBy(desc(jobs.serviceDate), asc(jobs.id), asc(jobApplications.approvedAt), asc(jobApplications.id));
}

export type PendingRow = Awaited<ReturnType<typeof findPending>>[number];

export async function countPending(db: DbOrTx, me: { id: string; role: Role }, now: Date): Promise<number> {
  const { where } = pendingFrom(db, me, now);
  const [row] = await db
    .select({ n: count() })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(where);
  return Number(row?.n ?? 0);
}

/** A deleted account (decision 0051): the ratings stay; their comments stop naming the person. */
export async function forgetNameInComments(tx: Tx, personId: string, name: string, replacement: string): Promise<void> {
  if (!name) return;
  await tx
    .update(evaluations)
    .set({ comment: sql`replace(${evaluations.comment}, ${name}, ${replacement})`, updatedAt: sql`now()` })
    .where(
      and(
        sql`(${evaluations.evaluatorId} = ${personId} OR ${evaluations.evaluatedId} = ${personId})`,
        sql`strpos(${evaluations.comment}, ${name}) > 0`,
      ),
    );
}
