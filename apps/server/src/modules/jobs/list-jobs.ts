import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { JobListResponse } from '@vamos/shared/schemas/job-views';
import type { JobListQuery } from '@vamos/shared/schemas/jobs';
import type { Deps } from '../../app-deps.ts';
import { decodeCursor, paginate } from '../../http/cursor.ts';
import type { Actor } from '../../http/request-context.ts';
import { findActiveCities, jobListQuery, type JobListFilter } from './job-list.repo.ts';
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

/** `GET /api/jobs`: active jobs from today on, newest first, with my application on each. */
export async function listJobs(deps: Pick<Deps, 'db'>, actor: Actor, query: JobListQuery): Promise<JobListResponse> {
  const rows = await jobListQuery(deps.db, jobListFilter(actor.id, query));
  const { page, next } = paginate(rows, query.limit, (row) => ({ at: row.createdAtText, id: row.id }));
  return { jobs: page.map(presentJobListItem), next_cursor: next };
}

/** `GET /api/jobs/cities`: the cities that currently have jobs to apply for. */
export async function listJobCities(deps: Pick<Deps, 'db'>): Promise<string[]> {
  return findActiveCities(deps.db, todayInSaoPaulo());
}
