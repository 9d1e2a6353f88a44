import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import type { RejectionReason } from '@vamos/shared/constants';
import {
  jobApplications,
  jobs,
  profiles,
  users,
  type Address,
  type ApplicationStatus,
  type JobStatus,
} from '../../db/schema.ts';

export type ApplicationRow = typeof jobApplications.$inferSelect;

/** An application with the two facts every decision needs: whose job it is and its status. */
export type ApplicationWithJob = ApplicationRow & { contractorId: string; jobTitle: string; serviceDate: string };

/**
 * A pending application, or undefined when the freelancer already has one on the job (the unique
 * key decides). Plain SQL: it runs on every apply, the hottest write, and skips the query builder.
 */
export async function insertApplication(
  tx: Tx,
  values: { jobId: string; freelancerId: string; applicationCost: number },
): Promise<ApplicationRow | undefined> {
  const [row] = await selectRows<Omit<ApplicationRow, 'appliedAt'> & { appliedAt: string | Date }>(
    tx,
    sql`INSERT INTO job_applications (job_id, freelancer_id, application_cost)
        VALUES (${values.jobId}, ${values.freelancerId}, ${values.applicationCost})
        ON CONFLICT (job_id, freelancer_id) DO NOTHING
        RETURNING id, job_id AS "jobId", freelancer_id AS "freelancerId", status, application_cost AS "applicationCost",
                  applied_at AS "appliedAt", approved_at AS "approvedAt", decided_at AS "decidedAt",
                  rejection_reason AS "rejectionReason"`,
  );
  return row && { ...row, appliedAt: new Date(row.appliedAt) };
}

/** Unlocked read: tells the caller which job to lock first (jobs before applications, always). */
export async function findWithJob(db: DbOrTx, id: string): Promise<ApplicationWithJob | undefined> {
  const [row] = await db
    .select({
      application: jobApplications,
      contractorId: jobs.contractorId,
      jobTitle: jobs.title,
      serviceDate: jobs.serviceDate,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id));
  return row
    ? { ...row.application, contractorId: row.contractorId, jobTitle: row.jobTitle, serviceDate: row.serviceDate }
    : undefined;
}

/** The application row, locked until the transaction ends (after its job's lock). */
export async function lockApplication(tx: Tx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(jobApplications).where(eq(jobApplications.id, id)).for('update');
  return row;
}

/** What an approval reads of its application and its job, both locked (lockForApproval). */
export type ApprovalTarget = Pick<
  ApplicationRow,
  'id' | 'freelancerId' | 'status' | 'applicationCost' | 'rejectionReason'
> & {
  contractorId: string;
  job: {
    id: string;
    title: string;
    company: string;
    location: string;
    address: Address | null;
    serviceDate: string;
    startTime: string;
    endTime: string;
    status: JobStatus;
    approvedCount: number;
    requiredPeople: number;
  };
};

/**
 * The job and the application of an approval, locked for update in one statement and in the one
 * order every writer of a job uses: the job first (a locked subquery), then the application (a
 * LATERAL subquery on the job's row, so it runs after it). Only a job of `contractorId` is locked;
 * undefined: no such application on one of their jobs. Plain SQL: every approval runs it.
 */
export async function lockForApproval(
  tx: Tx,
  applicationId: string,
  contractorId: string,
): Promise<ApprovalTarget | undefined> {
  type Row = ApprovalTarget['job'] &
    Omit<ApprovalTarget, 'job' | 'id' | 'status'> & { applicationStatus: ApplicationStatus };
  const [row] = await selectRows<Row>(
    tx,
    sql`SELECT j.id, j.contractor_id AS "contractorId", j.title, j.company, j.location, j.address, j.service_date::text AS "serviceDate",
               j.start_time::text AS "startTime", j.end_time::text AS "endTime", j.status,
               j.approved_count AS "approvedCount", j.required_people AS "requiredPeople",
               a.freelancer_id AS "freelancerId", a.status AS "applicationStatus",
               a.application_cost AS "applicationCost", a.rejection_reason AS "rejectionReason"
          FROM (SELECT * FROM jobs
                 WHERE id = (SELECT job_id FROM job_applications WHERE id = ${applicationId})
                   AND contractor_id = ${contractorId}
                   FOR UPDATE) j
          CROSS JOIN LATERAL (SELECT * FROM job_applications WHERE id = ${applicationId} AND job_id = j.id FOR UPDATE) a`,
  );
  if (!row) return undefined;
  const { applicationStatus, freelancerId, applicationCost, rejectionReason, contractorId: owner, ...job } = row;
  return {
    id: applicationId,
    freelancerId,
    contractorId: owner,
    status: applicationStatus,
    applicationCost,
    rejectionReason,
    job,
  };
}

/** How full the job is after an approval took its place, and whom the last place turned away. */
export type ApprovalPlace = {
  approvedCount: number;
  requiredPeople: number;
  status: JobStatus;
  /** The job's other pending applications, rejected ('Vaga preenchida') when the last place went. */
  turnedAway: { id: string; freelancerId: string }[];
};

/**
 * The approval's writes to the job and its applications, in one statement, on rows the caller
 * has locked (lockForApproval): takes one place on an active job that is not full, with a guarded
 * UPDATE (filled when it was the last one); moves the application from pending to approved,
 * only once the place was taken; and when the job filled, rejects its other pending applications
 * with the reason job_filled (followPlaces). undefined: no place (active and not full) was left;
 * `approved` false: the application was no longer pending. Plain SQL: every approval runs it.
 */
export async function approveTakingPlace(
  tx: Tx,
  jobId: string,
  applicationId: string,
): Promise<(ApprovalPlace & { approved: boolean }) | undefined> {
  const [row] = await selectRows<
    ApprovalPlace & { approved: boolean; turnedAway: string | ApprovalPlace['turnedAway'] }
  >(
    tx,
    sql`WITH slot AS (
          UPDATE jobs
             SET approved_count = approved_count + 1,
                 status = CASE WHEN approved_count + 1 >= required_people THEN 'filled' ELSE status END,
                 updated_at = now()
           WHERE id = ${jobId} AND status = 'active' AND approved_count < required_people
          RETURNING approved_count, required_people, status
        ), approved AS (
          UPDATE job_applications SET status = 'approved', decided_at = now(), approved_at = now()
           WHERE id = ${applicationId} AND status = 'pending' AND EXISTS (SELECT 1 FROM slot)
          RETURNING id
        ), turned_away AS (
          UPDATE job_applications SET status = 'rejected', decided_at = now(), rejection_reason = 'job_filled'
           WHERE job_id = ${jobId} AND status = 'pending' AND id <> ${applicationId}
             AND EXISTS (SELECT 1 FROM slot WHERE status = 'filled') AND EXISTS (SELECT 1 FROM approved)
          RETURNING id, freelancer_id
        )
        SELECT slot.approved_count AS "approvedCount", slot.required_people AS "requiredPeople", slot.status,
               EXISTS (SELECT 1 FROM approved) AS approved,
               (SELECT coalesce(json_agg(json_build_object('id', id, 'freelancerId', freelancer_id)), '[]')
                  FROM turned_away) AS "turnedAway"
          FROM slot`,
  );
  if (!row) return undefined;
  const turnedAway = typeof row.turnedAway === 'string' ? JSON.parse(row.turnedAway) : row.turnedAway;
  return { ...row, turnedAway };
}

/** Moves an application from `from` to `to` in one guarded statement; undefined if it was not in `from`. */
async function transition(
  tx: Tx,
  id: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .update(jobApplications)
    .set({ status: to, decidedAt: sql`now()` })
    .where(and(eq(jobApplications.id, id), eq(jobApplications.status, from)))
    .returning();
  return row;
}

export const markRejected = (tx: Tx, id: string) => transition(tx, id, 'pending', 'rejected');
export const markWithdrawn = (tx: Tx, id: string) => transition(tx, id, 'approved', 'withdrawn');

/** Cancels (deletes) the freelancer's own pending application; undefined if there was none. */
export async function deletePending(tx: Tx, id: string, freelancerId: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .delete(jobApplications)
    .where(
      and(
        eq(jobApplications.id, id),
        eq(jobApplications.freelancerId, freelancerId),
        eq(jobApplications.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Every pending application of the job becomes rejected, with why (the job filled, was cancelled or completed). */
export async function rejectAllPending(tx: Tx, jobId: string, reason: RejectionReason): Promise<ApplicationRow[]> {
  return tx
    .update(jobApplications)
    .set({ status: 'rejected', decidedAt: sql`now()`, rejectionReason: reason })
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.status, 'pending')))
    .returning();
}

/** The applications turned away because the job filled are pending again (a place reopened). */
export async function restoreTurnedAway(tx: Tx, jobId: string): Promise<ApplicationRow[]> {
  return tx
    .update(jobApplications)
    .set({ status: 'pending', decidedAt: null, rejectionReason: null })
    .where(
      and(
        eq(jobApplications.jobId, jobId),
        eq(jobApplications.status, 'rejected'),
        eq(jobApplications.rejectionReason, 'job_filled'),
      ),
    )
    .returning();
}

/** The approved applications of a job, in freelancer order (a stable lock order for refunds). */
export async function findApproved(tx: Tx, jobId: string): Promise<ApplicationRow[]> {
  return tx
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.status, 'approved')))
    .orderBy(asc(jobApplications.freelancerId));
}

/** Everyone who applied to the job (any status): who hears about changes to it. */
export async function findApplicantIds(db: DbOrTx, jobId: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobApplications.freelancerId })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, jobId));
  return rows.map((r) => r.id);
}

const STATUS_ORDER = sql`CASE ${jobApplications.status}
  WHEN 'approved' THEN 0 WHEN 'pending' THEN 1 WHEN 'rejected' THEN 2 ELSE 3 END`;

/** A job's applications with each freelancer's profile: approved, pending, rejected, withdrawn. */
export async function findForJob(db: DbOrTx, jobId: string) {
  return db
    .select({
      application: jobApplications,
      freelancer: {
        name: users.name,
        email: users.email,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        position: profiles.position,
        description: profiles.description,
        phone: profiles.phone,
        cpf: profiles.cpf,
      },
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.freelancerId))
    .leftJoin(profiles, eq(profiles.userId, jobApplications.freelancerId))
    .where(eq(jobApplications.jobId, jobId))
    .orderBy(STATUS_ORDER, asc(jobApplications.appliedAt), asc(jobApplications.id));
}

export type JobApplicationRow = Awaited<ReturnType<typeof findForJob>>[number];

/** created_at-style microsecond ISO text of applied_at, for keyset cursors. */
const appliedAtText = sql<string>`to_char(${jobApplications.appliedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** "My applications", newest applied first, each with its job (a builder, for the EXPLAIN test). */
export function myApplicationsQuery(
  db: DbOrTx,
  freelancerId: string,
  after: { at: string; id: string } | undefined,
  take: number,
) {
  const conditions = [eq(jobApplications.freelancerId, freelancerId)];
  if (after) {
    conditions.push(
      sql`(${jobApplications.appliedAt}, ${jobApplications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return db
    .select({
      application: jobApplications,
      appliedAtText,
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
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(...conditions))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(take);
}

export type MyApplicationRow = Awaited<ReturnType<typeof myApplicationsQuery>>[number];

/** How many applications of the freelancer are in each status (a builder, for the EXPLAIN test). */
export function myApplicationCountsQuery(db: DbOrTx, freelancerId: string) {
  return db
    .select({ status: jobApplications.status, n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.freelancerId, freelancerId))
    .groupBy(jobApplications.status);
}

export async function countByStatus(db: DbOrTx, freelancerId: string): Promise<Map<ApplicationStatus, number>> {
  const rows = await myApplicationCountsQuery(db, freelancerId);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The freelancer's profile, and how they relate to the contractor's jobs (applied? approved?). */
export async function findApplicantProfile(db: DbOrTx, freelancerId: string, contractorId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      position: profiles.position,
      description: profiles.description,
      phone: profiles.phone,
      cpf: profiles.cpf,
      applied: sql<boolean>`EXISTS (SELECT 1 FROM job_applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.freelancer_id = users.id AND j.contractor_id = ${contractorId}::uuid)`,
      approved: sql<boolean>`EXISTS (SELECT 1 FROM job_applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.freelancer_id = users.id AND j.contractor_id = ${contractorId}::uuid AND a.status = 'approved')`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, freelancerId), eq(users.role, 'freelancer')));
  return row;
}

export type ApplicantProfileRow = NonNullable<Awaited<ReturnType<typeof findApplicantProfile>>>;
