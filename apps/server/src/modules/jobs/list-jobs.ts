import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { JobListResponse } from '@vamos/shared/schemas/job-views';
import type { JobListQuery } from '@vamos/shared/schemas/jobs';
import type { Deps } from '../../app-deps.ts';
import { decodeCursor, paginate } from '../../http/cursor.ts';
import type { Actor } from '../../http/request-context.ts';
import { jobListCacheKey, type JobListCache, type PublicJobListRow } from './job-list-cache.ts';
import { findActiveCities, findMyApplications, jobListQuery, type JobListFilter, type JobListRow } from './job-list.repo.ts';
import { presentJobListItem } from './job-presenter.ts';

/** At most this many words of the search box count (each must match). */
const MAX_TERMS = 5;

/** The search box's words, e.g. 'garçom  paulista' → ['garçom', 'paulista']. */
export function searchTerms(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
}

/** The filter of one page of the freelancer job list (spec 01 §5 "Job list filters"). */
export function jobListFilter(viewerId: string, query: JobListQuery, today = todayInSaoPaulo()): JobListFilter {
  const after = decodeCursor(query.cursor);
  return {
    viewerId,
    today,
    terms: searchTerms(query.q),
    city: query.city,
    date: query.date,
    minCents: query.min_cents,
    maxCents: query.max_cents,
    after: after ? { createdAt: after.at, id: after.id } : undefined,
    take: query.limit + 1,
  };
}

/** A viewer id no user has: the public page is read with nobody's application joined. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * `GET /api/jobs`: active jobs from today on, newest first, with my application on each. With the
 * cache, the public page (one load for all concurrent readers of the same filters) is completed
 * with my applications (cached per viewer); without it, one statement joins them.
 */
export async function listJobs(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: JobListQuery,
  cache?: JobListCache,
): Promise<JobListResponse> {
  const filter = jobListFilter(actor.id, query);
  let rows: JobListRow[];
  if (cache) {
    const [publicRows, mine] = await Promise.all([
      cache.getOrLoad(`page:${jobListCacheKey(filter)}`, async (): Promise<PublicJobListRow[]> =>
        (await jobListQuery(deps.db, { ...filter, viewerId: NOBODY })).map(({ myApplication: _none, ...r }) => r),
      ),
      cache.getOrLoad(`mine:${actor.id}`, () => findMyApplications(deps.db, actor.id)),
    ]);
    rows = publicRows.map((r) => ({ ...r, myApplication: mine.get(r.id) ?? null }));
  } else {
    rows = await jobListQuery(deps.db, filter);
  }
  const { page, next } = paginate(rows, query.limit, (row) => ({ at: row.createdAtText, id: row.id }));
  return { jobs: page.map(presentJobListItem), next_cursor: next };
}

/** `GET /api/jobs/cities`: the cities that currently have jobs to apply for. */
export async function listJobCities(deps: Pick<Deps, 'db'>, cache?: JobListCache): Promise<string[]> {
  const today = todayInSaoPaulo();
  if (!cache) return findActiveCities(deps.db, today);
  return cache.getOrLoad(`cities:${today}`, () => findActiveCities(deps.db, today));
}
