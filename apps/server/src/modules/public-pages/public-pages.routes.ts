import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicJobPageSchema } from '@vamos/shared/schemas/public-job';
import type { ModuleOptions } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { loadHtmlShell } from '../../http/html-shell.ts';
import { routePreloads } from '../../http/route-preloads.ts';
import { findJobListing } from '../jobs/jobs.service.ts';
import { getPublicJobPage } from './get-public-job-page.ts';
import { JobCardImages } from './job-card-image.ts';
import { notFoundPage } from './not-found-page.ts';
import { publicJobPage } from './public-job-html.ts';
import { jobIdOf, PUBLIC_JOBS_PREFIX, publicJobPath } from './public-job-path.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { HTML_UTF8 } from './spa-pages.ts';

export type PublicPagesOptions = ModuleOptions & {
  /** The web build (its index.html is the shell of every page written here), or null without one. */
  webRoot: string | null;
};

const IdParams = z.object({ id: z.string() });
/** A page is written per request: it goes out compressed (br, else gzip), like the API's JSON. It holds no secret (BREACH). */
const HTML_COMPRESSION: Pick<FastifyCompressOptions, 'customTypes' | 'threshold' | 'encodings'> = {
  customTypes: /^text\/html/,
  threshold: 1024,
  encodings: ['br', 'gzip'],
};
const CARD_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.png$/i;

/**
 * The pages anyone may read without signing in, written by the server so that crawlers and link
 * previews (which run no JavaScript) get them whole: a job's public page, its card image,
 * robots.txt and the sitemap; and the same page as JSON for the SPA.
 */
export const publicPagesRoutes: FastifyPluginAsyncZod<PublicPagesOptions> = async (app, { deps, webRoot }) => {
  const appUrl = deps.config.APP_URL.replace(/\/+$/, '');
  const shell = loadHtmlShell(webRoot);
  const notFound = shell.render(notFoundPage());
  const preloadsOf = webRoot ? routePreloads(webRoot) : null;
  const cards = new JobCardImages();

  // '/vagas/{slug}-{id}'. A wildcard, not a parameter: any path under /vagas/ is answered here, the
  // malformed ones (another segment, no id at the end, a slug of any length) with the 404 page.
  app.get(`${PUBLIC_JOBS_PREFIX}*`, { compress: HTML_COMPRESSION }, async (request, reply) => {
    const slugId = (request.params as { '*': string })['*'];
    const jobId = slugId.includes('/') ? null : jobIdOf(slugId);
    const page = jobId ? await getPublicJobPage(deps, jobId) : null;
    if (!page) return reply.code(404).type(HTML_UTF8).header('cache-control', 'no-cache').send(notFound);
    if (slugId !== page.slug) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${publicJobPath(page.slug)}${query}`, 301);
    }
    const preloads = preloadsOf?.(publicJobPath(page.slug));
    if (preloads) reply.header('link', preloads);
    if (!page.open) reply.header('x-robots-tag', 'noindex');
    return reply
      .type(HTML_UTF8)
      .header('cache-control', 'no-cache')
      .send(shell.render(publicJobPage(page, appUrl)));
  });

  app.get(
    '/api/public/jobs/:id',
    { schema: { params: IdParams, response: { 200: PublicJobPageSchema } } },
    async (request) => {
      const page = await getPublicJobPage(deps, request.params.id);
      if (!page) throw new AppError('JOB_NOT_FOUND');
      return page;
    },
  );

  // The card of a shared link ('og:image'): its address changes with the job (?v=), so it may be kept a day.
  app.get('/og/vagas/:file', async (request, reply) => {
    const jobId = CARD_FILE.exec((request.params as { file: string }).file)?.[1];
    const listing = jobId ? await findJobListing(deps, jobId) : null;
    if (!listing) return reply.callNotFound();
    const png = await cards.png(listing.fields);
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(appUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await sitemapXml(deps, appUrl)),
  );
};
