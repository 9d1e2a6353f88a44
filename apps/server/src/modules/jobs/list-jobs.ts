import { todayInSaoPaulo } from '@vamos/shared/dates';
import { JobListItemSchema, type MyApplicationRef } from '@vamos/shared/schemas/job-views';
import type { JobListQuery } from '@vamos/shared/schemas/jobs';
import type { Deps } from '../../app-deps.ts';
import { decodeCursor, paginate } from '../../http/cursor.ts';
import type { Actor } from '../../http/actor.ts';
import { jobListCacheKey, mineKey } from './job-list-cache.ts';
import { findActiveCities, findMyApplications, jobListQuery, type JobListFilter } from './job-list.repo.ts';
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
    guaranteed: query.guaranteed || undefined,
    after: after ? { createdAt: after.at, id: after.id } : undefined,
    take: query.limit + 1,
  };
}

/** A viewer id no user has: the public page is read with nobody's application joined. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * One job of a public page, written as JSON once: the object's text without its closing brace, its
 * contractor (a viewer does not see the jobs of a contractor who blocked them or whom they hid) and
 * whether it is still open only to that contractor's team (decision 0037).
 */
type PageItem = { id: string; contractorId: string; inviteFirst: boolean; open: string };

/** A page as every freelancer with the same filters sees it, ready to be completed per viewer. */
export type PublicJobListPage = { items: PageItem[]; nextCursor: string | null };

const PublicJobListItemSchema = JobListItemSchema.omit({ my_application: true, can: true });

/** Reads, presents, checks and writes a public page: once per page and load, not per request. */
async function loadPublicPage(
  deps: Pick<Deps, 'db'>,
  filter: JobListFilter,
  limit: number,
): Promise<PublicJobListPage> {
  const rows = await jobListQuery(deps.db, { ...filter, viewerId: NOBODY });
  const { page, next } = paginate(rows, limit, (row) => ({ at: row.createdAtText, id: row.id }));
  const items = page.map((row) => {
    const { my_application: _none, can: _mine, ...item } = presentJobListItem(row);
    const open = JSON.stringify(PublicJobListItemSchema.parse(item)).slice(0, -1);
    return { id: row.id, contractorId: row.contractorId, inviteFirst: row.inviteFirstUntil !== null, open };
  });
  return { items, nextCursor: next };
}

/** What the viewer may see of contractors (deps.team, decision 0037). */
type Visibility = Awaited<ReturnType<Deps['team']['visibilityOf']>>;

const NO_ONE: Visibility = { invisible: new Set(), teams: new Set() };

/** Whether the viewer sees a job of the shared page: no block, and an invite-first job only in its contractor's team or already on it. */
function isVisible(item: PageItem, seen: Visibility, mine: Map<string, MyApplicationRef | null>): boolean {
  if (seen.invisible.has(item.contractorId)) return false;
  return !item.inviteFirst || seen.teams.has(item.contractorId) || mine.has(item.id);
}

/**
 * The `GET /api/jobs` body (JobListResponseSchema): the page's prewritten items but those the viewer
 * may not see (decision 0034: a contractor they blocked or who blocked them; decision 0037: a job
 * still open only to a team they are not in) — the page may hold fewer jobs; its cursor is the
 * shared page's, so the next page starts where it should — each closed with the viewer's own
 * application and whether they may apply (every listed job is open to applications: they may unless
 * they already applied or were invited, shift-moves `apply`).
 */
export function writeJobList(
  page: PublicJobListPage,
  mine: Map<string, MyApplicationRef | null>,
  seen: Visibility = NO_ONE,
): string {
  const visible = page.items.filter((item) => isVisible(item, seen, mine));
  const jobs = visible.map((item) => {
    const application = mine.get(item.id) ?? null;
    return `${item.open},"my_application":${JSON.stringify(application)},"can":{"apply":${application === null}}}`;
  });
  return `{"jobs":[${jobs.join(',')}],"next_cursor":${JSON.stringify(page.nextCursor)}}`;
}

/**
 * `GET /api/jobs`: active jobs from today on, newest first, with my application on each, as JSON
 * text. The public page (one load for all concurrent readers of the same filters) and my
 * applications come from the cache (JOB_LIST_CACHE_MS; with 0 each request loads them), and so do
 * the contractors I may not see (`deps.team`, per viewer, decision 0034), whose jobs leave my page.
 */
export async function listJobs(
  deps: Pick<Deps, 'db' | 'jobListCache' | 'team'>,
  actor: Actor,
  query: JobListQuery,
): Promise<string> {
  const cache = deps.jobListCache;
  const filter = jobListFilter(actor.id, query);
  const [page, mine, seen] = await Promise.all([
    cache.getOrLoad(`page:${jobListCacheKey(filter)}`, () => loadPublicPage(deps, filter, query.limit)),
    cache.getOrLoad(mineKey(actor.id), () => findMyApplications(deps.db, actor.id, filter.today)),
    deps.team.visibilityOf(deps.db, actor.id),
  ]);
  return writeJobList(page, mine, seen);
}

/** `GET /api/jobs/cities`: the cities that currently have jobs to apply for. */
export async function listJobCities(deps: Pick<Deps, 'db' | 'jobListCache'>): Promise<string[]> {
  const today = todayInSaoPaulo();
  return deps.jobListCache.getOrLoad(`cities:${today}`, () => findActiveCities(deps.db, today));
}
