import { html } from 'htm/preact';
import { render } from 'preact-render-to-string';
import type { Deps } from '../../app-deps.ts';
import { findOpenJobRefs } from '../jobs/jobs.service.ts';
import { jobSlugId, publicJobPath } from './public-job-path.ts';

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

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

/**
 * /sitemap.xml (sitemaps.org 0.9): the public page of every job open for applications, each with
 * the time the job last changed (`lastmod`), the most recently changed first. The renderer escapes
 * every text, as XML needs.
 */
export async function sitemapXml(deps: Pick<Deps, 'db'>, appUrl: string): Promise<string> {
  const jobs = await findOpenJobRefs(deps, SITEMAP_MAX_URLS);
  const urlset = html`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
    ${jobs.map(
      (job) =>
        html`<url
          ><loc>${`${appUrl}${publicJobPath(jobSlugId(job))}`}</loc
          ><lastmod>${job.updatedAt.toISOString()}</lastmod></url
        >`,
    )}
  </urlset>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(urlset)}`;
}
