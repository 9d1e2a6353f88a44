import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agendaItems, evaluations, jobApplications, jobs, profiles, users } from '../../db/schema.ts';

/** Where a page of the job list starts: strictly after this (created_at, id). */
export type JobListAfter = { createdAt: string; id: string };

export type JobListFilter = {
  viewerId: string;
  /** Today in São Paulo: jobs of earlier dates are not listed. */
  today: string;
  /** Words that must all appear in the title or location (accents and case ignored). */
  terms: string[];
  city?: string;
  date?: string;
  minCents?: number;
  maxCents?: number;
  after?: JobListAfter;
  /** Rows to read: the page size plus one, to know whether another page exists. */
  take: number;
};

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** created_at with its microseconds, as UTC ISO text: the keyset cursor must not lose precision. */
const createdAtText = sql<string>`to_char(${jobs.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const listColumns = {
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
  requiredPeople: jobs.requiredPeople,
  approvedCount: jobs.approvedCount,
  imageUrl: jobs.imageUrl,
  segment: jobs.segment,
  createdAtText,
  myApplication: { id: jobApplications.id, status: jobApplications.status },
};

/**
 * A literal (not a bound parameter), so the planner always matches the partial indexes
 * `WHERE status = 'active'`, generic plans included.
 */
const isActive = () => sql`${jobs.status} = 'active'`;

function listConditions(f: JobListFilter): SQL[] {
  const conditions: SQL[] = [isActive(), gte(jobs.serviceDate, f.today)];
  for (const term of f.terms) {
    conditions.push(sql`${jobs.searchText} LIKE '%' || lower(unaccent(${escapeLike(term)}::text)) || '%'`);
  }
  if (f.city) conditions.push(sql`${jobs.city} ILIKE '%' || ${escapeLike(f.city)}::text || '%'`);
  if (f.date) conditions.push(eq(jobs.serviceDate, f.date));
  if (f.minCents !== undefined) conditions.push(gte(jobs.salaryCents, f.minCents));
  if (f.maxCents !== undefined) conditions.push(lte(jobs.salaryCents, f.maxCents));
  if (f.after) {
    conditions.push(sql`(${jobs.createdAt}, ${jobs.id}) < (${f.after.createdAt}::timestamptz, ${f.after.id}::uuid)`);
  }
  return conditions;
}

/**
 * Active jobs from today on, newest first, with the viewer's own application. A query builder
 * (not yet run) so the EXPLAIN test checks exactly this statement.
 */
export function jobListQuery(db: DbOrTx, f: JobListFilter) {
  return db
    .select(listColumns)
    .from(jobs)
    .leftJoin(jobApplications, and(eq(jobApplications.jobId, jobs.id), eq(jobApplications.freelancerId, f.viewerId)))
    .where(and(...listConditions(f)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(f.take);
}

export type JobListRow = Awaited<ReturnType<typeof jobListQuery>>[number];

/**
 * The viewer's applications to the jobs a list page can show (active, from today on), by job id:
 * the part of a page that is theirs, bounded however long their history is.
 */
export function boardApplicationsQuery(db: DbOrTx, viewerId: string, today: string) {
  return db
    .select({ jobId: jobApplications.jobId, id: jobApplications.id, status: jobApplications.status })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.freelancerId, viewerId), isActive(), gte(jobs.serviceDate, today)));
}

export async function findMyApplications(
  db: DbOrTx,
  viewerId: string,
  today: string,
): Promise<Map<string, JobListRow['myApplication']>> {
  const rows = await boardApplicationsQuery(db, viewerId, today);
  return new Map(rows.map((r) => [r.jobId, { id: r.id, status: r.status }]));
}

/** Distinct cities of the jobs a freelancer can see, for the city select. */
export async function findActiveCities(db: DbOrTx, today: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: jobs.city })
    .from(jobs)
    .where(and(isActive(), gte(jobs.serviceDate, today)))
    .orderBy(asc(jobs.city));
  return rows.map((r) => r.city);
}

/**
 * One job with the viewer's application (and its agenda item's status: concluded there, the job
 * may be rated), whether the viewer has rated its contractor (one probe
 * of the evaluations' unique key) and the contractor's contact (the presenter gates it).
 */
export function jobDetailQuery(db: DbOrTx, jobId: string, viewerId: string) {
  const ratedContractor = sql<boolean>`exists (
    select 1 from ${evaluations}
    where ${evaluations.jobId} = ${jobs.id}
      and ${evaluations.evaluatorId} = ${viewerId}
      and ${evaluations.evaluatedId} = ${jobs.contractorId}
  )`;
  return db
    .select({
      job: jobs,
      myApplication: {
        id: jobApplications.id,
        status: jobApplications.status,
        applicationCost: jobApplications.applicationCost,
        appliedAt: jobApplications.appliedAt,
        approvedAt: jobApplications.approvedAt,
        rejectionReason: jobApplications.rejectionReason,
      },
      myAgendaStatus: agendaItems.status,
      ratedContractor,
      contractor: {
        name: users.name,
        email: users.email,
        fullName: profiles.fullName,
        phone: profiles.phone,
        companyPhone: profiles.companyPhone,
      },
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.contractorId))
    .leftJoin(profiles, eq(profiles.userId, jobs.contractorId))
    .leftJoin(jobApplications, and(eq(jobApplications.jobId, jobs.id), eq(jobApplications.freelancerId, viewerId)))
    .leftJoin(agendaItems, eq(agendaItems.applicationId, jobApplications.id))
    .where(eq(jobs.id, jobId))
    .limit(1);
}

export type JobDetailRow = Awaited<ReturnType<typeof jobDetailQuery>>[number];

export async function findJobDetail(db: DbOrTx, jobId: string, viewerId: string): Promise<JobDetailRow | undefined> {
  const [row] = await jobDetailQuery(db, jobId, viewerId);
  return row;
}
