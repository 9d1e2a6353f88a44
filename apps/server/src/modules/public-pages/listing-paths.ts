import slugify from '@sindresorhus/slugify';
import { SEGMENT_CODES, segmentLabel, type SegmentCode } from '@vamos/shared/segments';
import { PUBLIC_JOBS_PREFIX } from '../jobs/job-public-path.ts';

/**
 * The addresses of the listing pages (issue 25): a city's open jobs at `/vagas/{cidade}-{uf}`
 * ('/vagas/sao-paulo-sp') and of one segment there at `/vagas/{cidade}-{uf}/{segmento}`
 * ('/vagas/sao-paulo-sp/garcom'): words a person can read, from the city, its state and the
 * segment's label.
 */

type City = { city: string; state: string };

export function citySlug({ city, state }: City): string {
  return slugify(`${city} ${state}`, { locale: 'pt' });
}

export function segmentSlug(segment: string): string {
  return slugify(segmentLabel(segment), { locale: 'pt' });
}

/** Each segment by its slug ('garcom' → 'GARCOM'); segments.test-like uniqueness is checked by public-pages.test. */
const SEGMENTS_BY_SLUG = new Map<string, SegmentCode>(SEGMENT_CODES.map((code) => [segmentSlug(code), code]));

export function segmentOfSlug(slug: string): SegmentCode | null {
  return SEGMENTS_BY_SLUG.get(slug) ?? null;
}

export function cityListingPath(city: City): string {
  return `${PUBLIC_JOBS_PREFIX}${citySlug(city)}`;
}

export function segmentListingPath(city: City, segment: string): string {
  return `${cityListingPath(city)}/${segmentSlug(segment)}`;
}

/** 'São Paulo - SP'. */
export function cityName({ city, state }: City): string {
  return `${city} - ${state}`;
}

/** The listing pages a job is on: its city's, and its segment's in its city. */
export function listingsOf(job: City & { segment: string }): { path: string; label: string }[] {
  return [
    { path: segmentListingPath(job, job.segment), label: `Vagas de ${segmentLabel(job.segment)} em ${cityName(job)}` },
    { path: cityListingPath(job), label: `Todas as vagas em ${cityName(job)}` },
  ];
}
