import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicJobPageSchema } from '@vamos/shared/schemas/public-job';
import type { ModuleOptions } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { loadHtmlShell } from '../../http/html-shell.ts';
import { routePreloads } from '../../http/route-preloads.ts';
import { findJobListing } from '../jobs/jobs.service.ts';
import { getListingPage } from './get-listing-page.ts';
import { getPublicJobPage } from './get-public-job-page.ts';
import { listingPage } from './listing-html.ts';
import { JobCardImages } from './job-card-image.ts';
import { notFoundPage } from './not-found-page.ts';
import { publicJobPage } from './public-job-html.ts';
import { jobIdOf, PUBLIC_JOBS_PREFIX, publicJobPath } from '../jobs/job-public-path.ts';
import { jobsSitemapXml, listingsSitemapXml, robotsTxt, sitemapIndexXml, SITEMAPS } from './sitemap.ts';
import { sendWrittenPage, WrittenPage } from '../../http/written-page.ts';
import { jobPageKey, listingPageKey, WrittenPages } from './written-pages.ts';
import { followBus } from '../realtime/follow-bus.ts';

export type PublicPagesOptions = ModuleOptions & {
  /** The web build (its index.html is the shell of every page written here), or null without one. */
  webRoot: string | null;
};

const IdParams = z.object({ id: z.string() });
const NOINDEX = { 'x-robots-tag': 'noindex' };
/** `?pagina=N` (1 without it), or null for anything else: a page number is a whole number from 1. */
function pageOf(query: unknown): number | null {
  const value = (query as Record<string, unknown> | undefined)?.pagina;
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,4}$/.test(value)) return null;
  return Number(value);
}

const CARD_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.png$/i;

/**
 * The pages anyone may read without signing in, written by the server so that crawlers and link
 * previews (which run no JavaScript) get them whole: a job's public page, its card image,
 * robots.txt and the sitemap; and the same page as JSON for the SPA.
 */
export const publicPagesRoutes: FastifyPluginAsyncZod<PublicPagesOptions> = async (app, { deps, webRoot }) => {
  const appUrl = deps.config.APP_URL.replace(/\/+$/, '');
  const shell = loadHtmlShell(webRoot);
  const notFound = new WrittenPage('fixed', '/404', shell.render(notFoundPage()));
  const preloadsOf = webRoot ? routePreloads(webRoot) : null;
  const cards = new JobCardImages();
  // Written once per change, not per request (decision 0026): the pages crawlers and shared links hit.
  const pages = new WrittenPages(deps.config.JOB_DETAIL_CACHE_MS);
  const stopFollowing = followBus(deps.events, pages);
  app.addHook('onClose', async () => stopFollowing());

  const answerNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendWrittenPage(request, reply.code(404), notFound);

  // A city's listing page ('/vagas/sao-paulo-sp', '?pagina=2'), or a segment's there ('/vagas/sao-paulo-sp/garcom').
  const listing = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slugs: { city: string; segment: string | null },
  ) => {
    const pageNumber = pageOf(request.query);
    if (pageNumber === null) return answerNotFound(request, reply);
    const written = await pages.getOrLoad(
      listingPageKey(`${slugs.city}/${slugs.segment ?? ''}`, pageNumber),
      async () => {
        const page = await getListingPage(deps, slugs, pageNumber);
        if (!page) return undefined;
        const html = shell.render(listingPage(page, appUrl), { scripts: false });
        return new WrittenPage('listing', page.path, html, page.total === 0 ? NOINDEX : {});
      },
    );
    if (!written) return answerNotFound(request, reply);
    return sendWrittenPage(request, reply, written);
  };

  // A job's page as written for everyone: its canonical address, its preloads, noindex once closed.
  const writeJobPage = async (jobId: string) => {
    const page = await getPublicJobPage(deps, jobId);
    if (!page) return undefined;
    const path = publicJobPath(page.slug);
    const preloads = preloadsOf?.(path);
    const headers = { ...(preloads ? { link: preloads } : {}), ...(page.open ? {} : NOINDEX) };
    return new WrittenPage('job', path, shell.render(publicJobPage(page, appUrl)), headers);
  };

  // '/vagas/{slug}-{id}' (a job), '/vagas/{cidade}-{uf}' and '/vagas/{cidade}-{uf}/{segmento}' (listings).
  // A wildcard, not a parameter: any path under /vagas/ is answered here, the malformed ones (more
  // segments, a job id that names no public job) with the 404 page.
  app.get(`${PUBLIC_JOBS_PREFIX}*`, { compress: false }, async (request, reply) => {
    const slugId = (request.params as { '*': string })['*'];
    const parts = slugId.split('/');
    if (parts.length === 2 && parts[0] && parts[1])
      return listing(request, reply, { city: parts[0], segment: parts[1] });
    const jobId = parts.length === 1 ? jobIdOf(slugId) : null;
    if (parts.length === 1 && slugId && !jobId) return listing(request, reply, { city: slugId, segment: null });
    const page = jobId ? await pages.getOrLoad(jobPageKey(jobId), () => writeJobPage(jobId)) : undefined;
    if (!page) return answerNotFound(request, reply);
    if (publicJobPath(slugId) !== page.path) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${page.path}${query}`, 301);
    }
    return sendWrittenPage(request, reply, page);
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
    if (!listing?.isPublic) return reply.callNotFound();
    const png = await cards.png(listing.fields);
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(appUrl)),
  );

  const xml = (write: (d: typeof deps, url: string) => Promise<string>) => async (_: unknown, reply: FastifyReply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await write(deps, appUrl));
  app.get('/sitemap.xml', xml(sitemapIndexXml));
  app.get(SITEMAPS.jobs, xml(jobsSitemapXml));
  app.get(SITEMAPS.listings, xml(listingsSitemapXml));
};
