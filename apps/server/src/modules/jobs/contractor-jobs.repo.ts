import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { BOOKED_STATES } from '@vamos/shared/shift-states';
import type { DbOrTx } from '../../db/client.ts';
import { valueList } from '../../db/value-list.ts';
import { jobs } from '../../db/schema.ts';

export type ApprovedFreelancerRow = { id: string; full_name: string };

/**
 * A job with its application counts and booked freelancers' names (spec 02 "Contractor jobs
 * list"). The subqueries name `jobs.id` literally: Drizzle leaves columns unqualified in a
 * one-table select, where "id" would mean the subquery's own a.id.
 */
const contractorJobColumns = {
  job: jobs,
  pendingCount: sql<number>`(SELECT count(*) FROM job_applications a
    WHERE a.job_id = jobs.id AND a.status = 'pending')::int`.mapWith(Number),
  applicantsCount: sql<number>`(SELECT count(*) FROM job_applications a
    WHERE a.job_id = jobs.id AND a.status <> 'cancelled')::int`.mapWith(Number),
  approvedFreelancers: sql<ApprovedFreelancerRow[] | string>`(SELECT coalesce(
      json_agg(json_build_object('id', a.freelancer_id, 'full_name', coalesce(p.full_name, u.name))
        ORDER BY a.approved_at, a.id),
      '[]'::json)
    FROM job_applications a
    JOIN users u ON u.id = a.freelancer_id
    LEFT JOIN profiles p ON p.user_id = a.freelancer_id
    WHERE a.job_id = jobs.id AND a.status IN ${valueList(BOOKED_STATES)})`,
  eventName: sql<string | null>`(SELECT e.name FROM job_events e WHERE e.id = jobs.event_id)`,
};

export type ContractorJobRow = {
  job: typeof jobs.$inferSelect;
  pendingCount: number;
  applicantsCount: number;
  approvedFreelancers: ApprovedFreelancerRow[] | string;
  eventName: string | null;
};

/** The contractor's jobs except cancelled ones (soft-deleted), newest first (a builder, for EXPLAIN). */
export function contractorJobsQuery(db: DbOrTx, contractorId: string) {
  return db
    .select(contractorJobColumns)
    .from(jobs)
    .where(and(eq(jobs.contractorId, contractorId), ne(jobs.status, 'cancelled')))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

export async function findContractorJobs(db: DbOrTx, contractorId: string): Promise<ContractorJobRow[]> {
  return contractorJobsQuery(db, contractorId);
}

/** One job of the contractor (cancelled ones are gone for them). */
export async function findContractorJob(
  db: DbOrTx,
  jobId: string,
  contractorId: string,
): Promise<ContractorJobRow | undefined> {
  const [row] = await db
    .select(contractorJobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId), ne(jobs.status, 'cancelled')));
  return row;
}

/** The jobs of one of the contractor's events still listed (cancelled ones are gone), by date then role order. */
export async function findContractorEventJobs(
  db: DbOrTx,
  eventId: string,
  contractorId: string,
): Promise<ContractorJobRow[]> {
  return db
    .select(contractorJobColumns)
    .from(jobs)
    .where(and(eq(jobs.eventId, eventId), eq(jobs.contractorId, contractorId), ne(jobs.status, 'cancelled')))
    .orderBy(asc(jobs.serviceDate), asc(jobs.createdAt), asc(jobs.id));
}
