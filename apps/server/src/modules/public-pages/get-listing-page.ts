import type { PublicJobLink } from '@vamos/shared/schemas/public-job';
import { segmentLabel } from '@vamos/shared/segments';
import type { Deps } from '../../app-deps.ts';
import { findCityListing, findListedCities } from '../jobs/jobs.service.ts';
import { citySlug, cityListingPath, segmentListingPath, segmentOfSlug } from './listing-paths.ts';
import { presentPublicJobLink } from './public-job-presenter.ts';

/** Jobs on each listing page. */
export const LISTING_PAGE_SIZE = 20;

/** A listing page: a city's open public jobs (of one segment, or all), one page of them. */
export type ListingPage = {
  city: { city: string; state: string };
  /** The segment's code, or null for the whole city. */
  segment: string | null;
  /** This page's address, without the page number. */
  path: string;
  page: number;
  pageCount: number;
  total: number;
  jobs: PublicJobLink[];
  /** The city's segments with open jobs, the most jobs first: the links to their pages. */
  segments: { label: string; path: string; jobs: number }[];
};

/**
 * The listing page at `/vagas/{citySlug}[/{segmentSlug}]?pagina={page}`, or null when the address
 * names no city with open public jobs, no segment, or a page past the last. A segment of the city
 * with no job open now still has its page (empty, and not indexed).
 */
export async function getListingPage(
  deps: Pick<Deps, 'db' | 'jobListCache'>,
  slugs: { city: string; segment: string | null },
  page: number,
): Promise<ListingPage | null> {
  const segment = slugs.segment === null ? null : segmentOfSlug(slugs.segment);
  if (slugs.segment !== null && segment === null) return null;
  const city = (await findListedCities(deps)).find((c) => citySlug(c) === slugs.city);
  if (!city) return null;
  const listing = await findCityListing(
    deps,
    { city: city.city, state: city.state, segment },
    { limit: LISTING_PAGE_SIZE, offset: (page - 1) * LISTING_PAGE_SIZE },
  );
  const pageCount = Math.max(1, Math.ceil(listing.total / LISTING_PAGE_SIZE));
  if (page > pageCount) return null;
  return {
    city: { city: city.city, state: city.state },
    segment,
    path: segment === null ? cityListingPath(city) : segmentListingPath(city, segment),
    page,
    pageCount,
    total: listing.total,
    jobs: listing.jobs.map(presentPublicJobLink),
    segments: [...listing.segments]
      .sort((a, b) => b.jobs - a.jobs || segmentLabel(a.segment).localeCompare(segmentLabel(b.segment), 'pt-BR'))
      .map((s) => ({ label: segmentLabel(s.segment), path: segmentListingPath(city, s.segment), jobs: s.jobs })),
  };
}
