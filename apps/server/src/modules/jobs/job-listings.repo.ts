import { and, asc, desc, gte, ne, or, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { JobRow } from './jobs.repo.ts';

/**
 * Open to anyone: active, public and past its invite-first window (decision 0037). Literals (not
 * bound parameters), so the planner matches the partial indexes `WHERE status = 'active'`
 * (jobs_active_date_idx, jobs_public_city_idx).
 */
const isListed = () => sql`${jobs.status} = 'active' AND ${jobs.isPublic} AND ${jobs.inviteFirstUntil} IS NULL`;

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
 * Every public job open for applications (active, from `today` on: job-policies'
 * isOpenForApplications), the most recently changed first, at most `limit`.
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
    .where(and(isListed(), gte(jobs.serviceDate, today)))
    .orderBy(desc(jobs.updatedAt), asc(jobs.id))
    .limit(limit);
}

/**
 * Open public jobs like `job`: of its segment or in its city (both first), the soonest first, never
 * the job itself.
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
    .where(and(isListed(), gte(jobs.serviceDate, today), ne(jobs.id, job.id), or(sameSegment, sameCity)))
    .orderBy(
      desc(sql`(${sameSegment})::int + (${sameCity})::int`),
      asc(jobs.serviceDate),
      asc(jobs.startTime),
      asc(jobs.id),
    )
    .limit(limit);
}

/** A city with public jobs open for applications, and how many. */
export type ListedCityRow = { city: string; state: string; jobs: number };

/** Every city with public jobs open for applications from `today` on. */
export async function findListedCities(db: DbOrTx, today: string): Promise<ListedCityRow[]> {
  return db
    .select({ city: jobs.city, state: jobs.state, jobs: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(isListed(), gte(jobs.serviceDate, today)))
    .groupBy(jobs.state, jobs.city)
    .orderBy(jobs.state, jobs.city);
}

export type ListingFilter = { city: string; state: string; segment: string | null; today: string };

function listedIn(filter: ListingFilter) {
  return and(
    isListed(),
    eq(jobs.state, filter.state),
    eq(jobs.city, filter.city),
    filter.segment === null ? undefined : eq(jobs.segment, filter.segment),
    gte(jobs.serviceDate, filter.today),
  );
}

/** A city's (and segment's) public open jobs, the soonest first: `limit` from `offset`. */
export async function findListedJobs(
  db: DbOrTx,
  filter: ListingFilter,
  page: { limit: number; offset: number },
): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(listedIn(filter))
    .orderBy(asc(jobs.serviceDate), asc(jobs.startTime), asc(jobs.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many public open jobs a city has of each segment. */
export async function countListedBySegment(
  db: DbOrTx,
  filter: Omit<ListingFilter, 'segment'>,
): Promise<{ segment: string; jobs: number }[]> {
  return db
    .select({ segment: jobs.segment, jobs: sql<number>`count(*)::int` })
    .from(jobs)
    .where(listedIn({ ...filter, segment: null }))
    .groupBy(jobs.segment);
}

/** Each city's segments with public jobs open for applications: how many, and when one last changed. */
export async function findListedSegments(
  db: DbOrTx,
  today: string,
): Promise<{ city: string; state: string; segment: string; jobs: number; updatedAt: Date }[]> {
  const rows = await db
    .select({
      city: jobs.city,
      state: jobs.state,
      segment: jobs.segment,
      jobs: sql<number>`count(*)::int`,
      updatedAt: sql<string | Date>`max(${jobs.updatedAt})`,
    })
    .from(jobs)
    .where(and(isListed(), gte(jobs.serviceDate, today)))
    .groupBy(jobs.state, jobs.city, jobs.segment)
    .orderBy(jobs.state, jobs.city, jobs.segment);
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
}
