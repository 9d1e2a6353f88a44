import { html } from 'htm/preact';
import { render } from 'preact-render-to-string';
import type { JobPosting, WithContext } from 'schema-dts';
import { saoPauloInstant } from '@vamos/shared/dates';
import type { PublicJobPage } from '@vamos/shared/schemas/public-job';
import { dateText, hoursText, placeText, placesLeftText, segmentText, valueText } from '@vamos/shared/job-texts';

/** The description Google shows: the job's own text and what a person needs to know first, as HTML. */
function descriptionHtml(page: PublicJobPage): string {
  const { job } = page;
  return render(
    html`<p>${segmentText(job)} em ${placeText(job)}, ${dateText(job)}, das ${hoursText(job)}.</p>
      ${job.description.trim() ? html`<p>${job.description.trim()}</p>` : null}
      <p>
        Valor: ${valueText(job)}. Vestimentas: ${job.requirements?.trim().replace(/\.+$/, '') || 'Não especificado'}.
      </p>
      <p>${placesLeftText(page.places_left)}.</p>`,
  );
}

/**
 * The job as schema.org `JobPosting` (Google for Jobs): every property Google requires (title,
 * description, datePosted, hiringOrganization, jobLocation) and those it recommends for an on-site
 * job (validThrough: the shift's start; employmentType TEMPORARY; baseSalary: the shift's value in
 * BRL per DAY; identifier; directApply: applying goes through a signup). The address has the city,
 * state and the CEP's prefix only, as the page. Null for a job no longer open: its page carries none.
 */
export function jobPostingJsonLd(page: PublicJobPage, url: string): WithContext<JobPosting> | null {
  if (!page.open) return null;
  const { job } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(page),
    url,
    datePosted: job.created_at,
    validThrough: saoPauloInstant(job.service_date, job.start_time).toISOString(),
    employmentType: 'TEMPORARY',
    jobStartDate: job.service_date,
    workHours: hoursText(job),
    totalJobOpenings: page.places_left,
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: 'Vamos Trabalhar', value: job.id },
    hiringOrganization: { '@type': 'Organization', name: page.contractor.name },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        addressRegion: job.state,
        ...(job.cep_prefix ? { postalCode: job.cep_prefix } : {}),
        addressCountry: 'BR',
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'BRL',
      value: { '@type': 'QuantitativeValue', value: job.salary_cents / 100, unitText: 'DAY' },
    },
  };
}
