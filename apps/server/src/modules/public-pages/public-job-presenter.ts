import type { RatingStats } from '@vamos/shared/schemas/evaluations';
import type { PublicJobLink, PublicJobPage } from '@vamos/shared/schemas/public-job';
import type { JobListing } from '../jobs/jobs.service.ts';
import { jobSlugId } from '../jobs/job-public-path.ts';
import { listingsOf } from './listing-paths.ts';

/** Another open job as a link: its page, what it is, where, when and for how much. */
export function presentPublicJobLink({ fields }: JobListing): PublicJobLink {
  return {
    slug: jobSlugId(fields),
    title: fields.title,
    segment: fields.segment,
    neighborhood: fields.neighborhood,
    city: fields.city,
    state: fields.state,
    service_date: fields.service_date,
    start_time: fields.start_time,
    end_time: fields.end_time,
    salary_cents: fields.salary_cents,
  };
}

/**
 * A job's public page: the job's public part as the jobs module presents it (the signed-in detail's
 * presenter without its private part), its contractor's public name and rating, and, once it is
 * closed, open jobs like it.
 */
export function presentPublicJobPage(listing: JobListing, rating: RatingStats, similar: JobListing[]): PublicJobPage {
  return {
    job: listing.fields,
    slug: jobSlugId(listing.fields),
    open: listing.open,
    places_left: listing.placesLeft,
    contractor: { name: listing.fields.company, rating },
    similar: listing.open ? [] : similar.map(presentPublicJobLink),
    listings: listingsOf(listing.fields),
  };
}
