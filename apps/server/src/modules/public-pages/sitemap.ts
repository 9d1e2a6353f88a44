import { html } from 'htm/preact';
import { render } from 'preact-render-to-string';
import type { Deps } from '../../app-deps.ts';
import { jobSlugId, publicJobPath } from '../jobs/job-public-path.ts';
import { findListedSegments, findOpenJobRefs } from '../jobs/jobs.service.ts';
import { cityListingPath, segmentListingPath } from './listing-paths.ts';

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The sitemaps the index (/sitemap.xml) lists: the jobs' pages, and the listing pages. */
export const SITEMAPS = { jobs: '/sitemaps/vagas.xml', listings: '/sitemaps/cidades.xml' } as const;

/** robots.txt: crawl the pages, not the API, the e-mail links or the development tools; where the sitemap is. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /email/',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

type Entry = { loc: string; lastmod: Date };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** sitemaps.org 0.9: one <url> per page, the renderer escaping every text as XML needs. */
function urlset(entries: Entry[]): string {
  return (
    XML_DECLARATION +
    render(
      html`<urlset xmlns=${NAMESPACE}>
        ${entries.map((e) => html`<url><loc>${e.loc}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></url>`)}
      </urlset>`,
    )
  );
}

/** The most recent lastmod of `entries` (the epoch for none: a sitemap with nothing in it yet). */
function newest(entries: Entry[]): Date {
  return new Date(Math.max(0, ...entries.map((e) => e.lastmod.getTime())));
}

/** Every open public job's page, the most recently changed first. */
async function jobEntries(deps: Pick<Deps, 'db'>, appUrl: string): Promise<Entry[]> {
  const jobs = await findOpenJobRefs(deps, SITEMAP_MAX_URLS);
  return jobs.map((job) => ({ loc: `${appUrl}${publicJobPath(jobSlugId(job))}`, lastmod: job.updatedAt }));
}

/** Every city's listing page and each of its segments' pages, each dated by its most recently changed job. */
async function listingEntries(deps: Pick<Deps, 'db'>, appUrl: string): Promise<Entry[]> {
  const segments = await findListedSegments(deps);
  const cities = new Map<string, Entry>();
  const entries: Entry[] = [];
  for (const s of segments) {
    const cityLoc = `${appUrl}${cityListingPath(s)}`;
    const city = cities.get(cityLoc);
    if (!city) cities.set(cityLoc, { loc: cityLoc, lastmod: s.updatedAt });
    else if (s.updatedAt > city.lastmod) city.lastmod = s.updatedAt;
    entries.push({ loc: `${appUrl}${segmentListingPath(s, s.segment)}`, lastmod: s.updatedAt });
  }
  return [...cities.values(), ...entries].slice(0, SITEMAP_MAX_URLS);
}

/** /sitemaps/vagas.xml: the public page of every job open for applications, with the time it last changed. */
export async function jobsSitemapXml(deps: Pick<Deps, 'db'>, appUrl: string): Promise<string> {
  return urlset(await jobEntries(deps, appUrl));
}

/** /sitemaps/cidades.xml: the listing pages of every city with open public jobs, and of its segments. */
export async function listingsSitemapXml(deps: Pick<Deps, 'db'>, appUrl: string): Promise<string> {
  return urlset(await listingEntries(deps, appUrl));
}

/** /sitemap.xml: the index of the two, each dated by the newest page it lists (so crawlers fetch only what changed). */
export async function sitemapIndexXml(deps: Pick<Deps, 'db'>, appUrl: string): Promise<string> {
  const [jobs, listings] = await Promise.all([jobEntries(deps, appUrl), listingEntries(deps, appUrl)]);
  const sitemaps: Entry[] = [
    { loc: `${appUrl}${SITEMAPS.jobs}`, lastmod: newest(jobs) },
    { loc: `${appUrl}${SITEMAPS.listings}`, lastmod: newest(listings) },
  ];
  return (
    XML_DECLARATION +
    render(
      html`<sitemapindex xmlns=${NAMESPACE}>
        ${sitemaps.map(
          (e) => html`<sitemap><loc>${e.loc}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></sitemap>`,
        )}
      </sitemapindex>`,
    )
  );
}
