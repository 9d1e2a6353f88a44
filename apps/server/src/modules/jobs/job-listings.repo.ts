import { and, asc, desc, gte, ne, or, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { JobRow } from './jobs.repo.ts';

/**
 * A literal (not a bound parameter), so the planner matches the partial indexes
 * `WHERE status = 'active'` (jobs_active_date_idx, jobs_active_city_idx).
 */
const isActive = () => sql`${jobs.status} = 'active'`;

/** What a link to a job's public page is made of, and when the job last changed (the sitemap's lastmod). */
export type JobRefRow = {
  id: string;
  title: string;
  neighborhood: string | null;
  city: string;
  state: string;
  updatedAt: Date;
};

/**
 * Every job open for applications (active, from `today` on: job-policies' isOpenForApplications),
 * the most recently changed first, at most `limit`.
 */
export async function findOpenJobRefRows(db: DbOrTx, today: string, limit: number): Promise<JobRefRow[]> {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      neighborhood: sql<string | null>`${jobs.address} ->> 'neighborhood'`,
      city: jobs.city,
      state: jobs.state,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(and(isActive(), gte(jobs.serviceDate, today)))
    .orderBy(desc(jobs.updatedAt), asc(jobs.id))
    .limit(limit);
}

/**
 * Open jobs like `job`: of its segment or in its city (both first), the soonest first, never the
 * job itself.
 */
export async function findSimilarOpenJobs(
  db: DbOrTx,
  job: Pick<JobRow, 'id' | 'segment' | 'city'>,
  today: string,
  limit: number,
): Promise<JobRow[]> {
  const sameSegment = eq(jobs.segment, job.segment);
  const sameCity = eq(jobs.city, job.city);
  return db
    .select()
    .from(jobs)
    .where(and(isActive(), gte(jobs.serviceDate, today), ne(jobs.id, job.id), or(sameSegment, sameCity)))
    .orderBy(
      desc(sql`(${sameSegment})::int + (${sameCity})::int`),
      asc(jobs.serviceDate),
      asc(jobs.startTime),
      asc(jobs.id),
    )
    .limit(limit);
}
