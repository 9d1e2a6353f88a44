import { isIsoDate } from '@vamos/shared/dates';
import { JOB_LIMITS } from '@vamos/shared/job-limits';

/**
 * The job list's filters (spec 01 §2.4, §5 "Job list filters"). They live in the page's URL, so
 * back/forward and a shared link reproduce the list; the API receives the same names.
 */
export type JobFilters = {
  /** Words searched in the title and location (accents and case ignored by the server). */
  q: string;
  /** '' = 'Todas as cidades'. */
  city: string;
  /** Service date `YYYY-MM-DD`, or ''. */
  date: string;
  /** Inclusive value bounds in cents, or null. */
  minCents: number | null;
  maxCents: number | null;
  /** 'Pagamento garantido': only jobs paid through the platform (decision 0042). */
  guaranteed: boolean;
};

export const EMPTY_FILTERS: JobFilters = {
  q: '',
  city: '',
  date: '',
  minCents: null,
  maxCents: null,
  guaranteed: false,
};

/** Names of the URL search params (the same as the API's query string). */
export const FILTER_PARAMS = {
  q: 'q',
  city: 'city',
  date: 'date',
  minCents: 'min_cents',
  maxCents: 'max_cents',
  guaranteed: 'guaranteed',
} as const satisfies Record<keyof JobFilters, string>;

function text(value: string | null, max: number): string {
  return (value ?? '').trim().slice(0, max);
}

function cents(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number.parseInt(value, 10);
  return n <= JOB_LIMITS.maxSalaryCents ? n : null;
}

/** The API takes '1' or 'true'; the web writes '1'. */
function flag(value: string | null): boolean {
  const s = (value ?? '').trim();
  return s === '1' || s === 'true';
}

/** Reads the filters from the URL; anything malformed is ignored (treated as not set). */
export function filtersFromSearchParams(params: URLSearchParams): JobFilters {
  const date = (params.get(FILTER_PARAMS.date) ?? '').trim();
  return {
    q: text(params.get(FILTER_PARAMS.q), JOB_LIMITS.search),
    city: text(params.get(FILTER_PARAMS.city), JOB_LIMITS.city),
    date: isIsoDate(date) ? date : '',
    minCents: cents(params.get(FILTER_PARAMS.minCents)),
    maxCents: cents(params.get(FILTER_PARAMS.maxCents)),
    guaranteed: flag(params.get(FILTER_PARAMS.guaranteed)),
  };
}

function setOrDelete(params: URLSearchParams, name: string, value: string | number | boolean | null): void {
  const s = value === null || value === false ? '' : value === true ? '1' : String(value).trim();
  if (s === '') params.delete(name);
  else params.set(name, s);
}

/**
 * The URL after changing some filters: other params (the tab) are kept, empty filters are
 * removed so a clean list has a clean URL.
 */
export function withFilters(params: URLSearchParams, patch: Partial<JobFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(patch) as (keyof JobFilters)[]) {
    const value = patch[key];
    if (value !== undefined) setOrDelete(next, FILTER_PARAMS[key], value);
  }
  return next;
}

/** The query string of `GET /api/jobs` for one page: only the filters that are set. */
export function jobsQueryString(filters: JobFilters, page: { cursor?: string | null; limit?: number } = {}): string {
  const params = new URLSearchParams();
  setOrDelete(params, FILTER_PARAMS.q, filters.q);
  setOrDelete(params, FILTER_PARAMS.city, filters.city);
  setOrDelete(params, FILTER_PARAMS.date, filters.date);
  setOrDelete(params, FILTER_PARAMS.minCents, filters.minCents);
  setOrDelete(params, FILTER_PARAMS.maxCents, filters.maxCents);
  setOrDelete(params, FILTER_PARAMS.guaranteed, filters.guaranteed);
  setOrDelete(params, 'cursor', page.cursor ?? null);
  setOrDelete(params, 'limit', page.limit ?? null);
  return params.toString();
}

/** Filters other than the search box that are set (the count on the phone's 'Filtros' button). */
export function countPanelFilters(filters: JobFilters): number {
  return [
    filters.city !== '',
    filters.date !== '',
    filters.minCents !== null,
    filters.maxCents !== null,
    filters.guaranteed,
  ].filter(Boolean).length;
}

export function hasAnyFilter(filters: JobFilters): boolean {
  return filters.q !== '' || countPanelFilters(filters) > 0;
}

/** A minimum above the maximum matches nothing: the form says so. */
export function isInvertedRange(filters: JobFilters): boolean {
  return filters.minCents !== null && filters.maxCents !== null && filters.minCents > filters.maxCents;
}
