import { and, asc, desc, eq, getTableColumns, gte, lte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { BOOKED_STATES, stateForFreelancer } from '@vamos/shared/shift-states';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobApplications, jobs } from '../../db/schema.ts';
import { valueList } from '../../db/value-list.ts';
import { contractorRecordColumns } from '../shifts/contractor-record.ts';
import type { JobRow } from './jobs.repo.ts';

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
  /** Only jobs with 'Pagamento garantido' (decision 0042). */
  guaranteed?: boolean;
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
  contractorId: jobs.contractorId,
  inviteFirstUntil: jobs.inviteFirstUntil,
  guaranteedPay: jobs.guaranteedPay,
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
  if (f.guaranteed) conditions.push(sql`${jobs.guaranteedPay}`);
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
    .leftJoin(
      jobApplications,
      and(
        eq(jobApplications.jobId, jobs.id),
        eq(jobApplications.freelancerId, f.viewerId),
        ne(jobApplications.status, 'cancelled'),
      ),
    )
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
    .where(
      and(
        eq(jobApplications.freelancerId, viewerId),
        ne(jobApplications.status, 'cancelled'),
        isActive(),
        gte(jobs.serviceDate, today),
      ),
    );
}

export async function findMyApplications(
  db: DbOrTx,
  viewerId: string,
  today: string,
): Promise<Map<string, JobListRow['myApplication']>> {
  const rows = await boardApplicationsQuery(db, viewerId, today);
  return new Map(rows.map((r) => [r.jobId, { id: r.id, status: stateForFreelancer(r.status) }]));
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

/** A value of a statement, or a placeholder filled when a prepared statement runs. */
type Param = string | Placeholder;

/**
 * A job detail's public part: the job row and its contractor's record (late cancellations, events
 * held), the same for every viewer (kept by JobDetailCache, so the record is at most its age old).
 */
export function jobPublicQuery(db: DbOrTx, jobId: Param) {
  // The outer table by its name: the record's subqueries alias their own.
  const record = contractorRecordColumns(sql.raw('"jobs"."contractor_id"'));
  return db
    .select({ ...getTableColumns(jobs), ...record })
    .from(jobs)
    .where(eq(jobs.id, jobId));
}

/** The contractor's name, e-mail and phones: read for a viewer approved on the job only. */
export type ContractorContactRow = {
  name: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  companyPhone: string | null;
};

/**
 * The viewer's shift on the job (a cancelled application included: they may apply again), whether they have rated the job's contractor (one probe of the evaluations'
 * unique key) and, only when the application is approved, the contractor's contact (the
 * presenter gates it again): one statement through the unique key (job, freelancer), no row when
 * they have not applied.
 */
export function viewerPartQuery(db: DbOrTx, p: { jobId: Param; viewerId: Param; contractorId: Param }) {
  return db
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      applicationCost: jobApplications.applicationCost,
      appliedAt: jobApplications.appliedAt,
      approvedAt: jobApplications.approvedAt,
      rejectionReason: jobApplications.rejectionReason,
      // Plain SQL with aliases: a one-table select renders its columns unqualified.
      ratedContractor: sql<boolean>`EXISTS (
        SELECT 1 FROM evaluations e
         WHERE e.job_id = job_applications.job_id AND e.evaluator_id = job_applications.freelancer_id
           AND e.evaluated_id = ${p.contractorId})`,
      contractor: sql<ContractorContactRow | null>`CASE WHEN job_applications.status IN ${valueList(BOOKED_STATES)} THEN (
        SELECT json_build_object('name', u.name, 'email', u.email, 'fullName', p.full_name,
                                 'phone', p.phone, 'companyPhone', p.company_phone)
          FROM users u LEFT JOIN profiles p ON p.user_id = u.id
         WHERE u.id = ${p.contractorId}) END`,
    })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, p.jobId), eq(jobApplications.freelancerId, p.viewerId)));
}

export type ViewerPartRow = Awaited<ReturnType<typeof viewerPartQuery>>[number];

/**
 * The two statements of a job detail, prepared once per database handle: named statements on
 * PostgreSQL, so each pooled connection parses and plans them once (planning the viewer's part
 * cost four times running it: decisions 0008, 0009). They run outside any transaction.
 */
function prepareDetailStatements(db: Db) {
  const jobId = sql.placeholder('jobId');
  const viewerId = sql.placeholder('viewerId');
  const contractorId = sql.placeholder('contractorId');
  return {
    publicPart: jobPublicQuery(db, jobId).prepare('job_detail_public'),
    viewerPart: viewerPartQuery(db, { jobId, viewerId, contractorId }).prepare('job_detail_viewer'),
  };
}

const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareDetailStatements>>();

function detailStatements(db: Db): ReturnType<typeof prepareDetailStatements> {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareDetailStatements(db);
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

/** The job row with its contractor's record (jobPublicQuery). */
export type JobPublicRow = JobRow & { lateCancellations: number; eventsHeld: number };

export async function findJobPublic(db: Db, jobId: string): Promise<JobPublicRow | undefined> {
  const [row] = await detailStatements(db).publicPart.execute({ jobId });
  return row;
}

export async function findViewerPart(
  db: Db,
  job: { id: string; contractorId: string },
  viewerId: string,
): Promise<ViewerPartRow | null> {
  const [row] = await detailStatements(db).viewerPart.execute({
    jobId: job.id,
    viewerId,
    contractorId: job.contractorId,
  });
  if (!row) return null;
  const { contractor } = row;
  return {
    ...row,
    ratedContractor: Boolean(row.ratedContractor),
    contractor: typeof contractor === 'string' ? (JSON.parse(contractor) as ContractorContactRow) : contractor,
  };
}
