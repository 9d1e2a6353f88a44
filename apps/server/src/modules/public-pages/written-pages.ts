import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadCache } from '../../read-cache.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';
import { jobsChangedBy } from '../jobs/job-detail-cache.ts';
import { HTML_UTF8 } from './spa-pages.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Pages under this size go out as they are (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A public page written once and sent to every reader until a change makes it stale: its HTML, the
 * headers that go with it, and its compressed forms, each made on its first request and kept with it.
 */
export class WrittenPage {
  private readonly forms = new Map<Encoding, Promise<Buffer>>();
  readonly html: Buffer;

  constructor(
    /** A job's page, a listing page (every job change may reorder or empty one), or one no job changes. */
    readonly kind: 'job' | 'listing' | 'fixed',
    /** Its own address (a job's canonical `/vagas/{slug}-{id}`: another slug is redirected to it). */
    readonly path: string,
    html: string,
    readonly headers: Record<string, string> = {},
  ) {
    this.html = Buffer.from(html, 'utf8');
  }

  /** The page in `encoding` (br at quality 9: written once, read many times). */
  encoded(encoding: Encoding): Promise<Buffer> {
    let form = this.forms.get(encoding);
    if (!form) {
      form =
        encoding === 'br'
          ? brotli(this.html, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.html.length,
              },
            })
          : gzipped(this.html);
      this.forms.set(encoding, form);
      // A failed compression is not kept: the next request tries again.
      form.catch(() => this.forms.delete(encoding));
    }
    return form;
  }
}

const negotiator = new Negotiator<Encoding>({ supportedValues: ENCODINGS });

/**
 * Sends `page` (200, HTML, revalidated by the browser at each visit) compressed as the client
 * accepts (br, else gzip), from the forms kept with the page. The route must have `compress: false`.
 */
export async function sendWrittenPage(request: FastifyRequest, reply: FastifyReply, page: WrittenPage) {
  reply.type(HTML_UTF8).header('cache-control', 'no-cache').header('vary', 'accept-encoding').headers(page.headers);
  const accepted = request.headers['accept-encoding'];
  const encoding = page.html.length >= COMPRESS_FROM_BYTES && accepted ? negotiator.negotiate(accepted) : null;
  if (!encoding) return reply.send(page.html);
  const body = await page.encoded(encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/** A job's page is kept as `job:<id>`, a listing page as `listing:<address>?<page>`. */
export const jobPageKey = (jobId: string) => `job:${jobId}`;
export const listingPageKey = (address: string, page: number) => `listing:${address}?${page}`;

/**
 * The public pages as written, by key, for `ttlMs` (JOB_DETAIL_CACHE_MS: the same freshness as the
 * job details the pages are drawn from; 0 turns it off), at most `maxEntries`. A `job.*` event makes
 * the page of the job it names stale (every job page when it names none) and every listing page
 * (a job opened, closed or changed its place in them). The contractor's rating and a closed job's
 * similar jobs are bounded by the time to live.
 */
export class WrittenPages extends ReadCache<WrittenPage> {
  constructor(ttlMs: number, maxEntries = 2_000) {
    super({ ttlMs, maxEntries, staleWhileReload: false });
  }

  forgetStale(event: RealtimeEvent): void {
    const jobs = jobsChangedBy(event);
    if (jobs === 'all') return this.clear();
    if (jobs.length === 0) return;
    this.forgetWhere((page) => page.kind === 'listing');
    for (const jobId of jobs) this.forget(jobPageKey(jobId));
  }
}
