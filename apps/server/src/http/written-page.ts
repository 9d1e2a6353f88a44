import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const HTML_UTF8 = 'text/html; charset=utf-8';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Pages under this size go out as they are (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A page the server wrote: its HTML, the headers that go with it, and its compressed forms, each made
 * on its first request and kept with it (a public page is sent to every reader until a change makes
 * it stale: modules/public-pages/written-pages.ts).
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
    /** Brotli's quality: 9 for a page written once and read many times, lower for one sent once. */
    private readonly brotliQuality = 9,
  ) {
    this.html = Buffer.from(html, 'utf8');
  }

  /** The page in `encoding`. */
  encoded(encoding: Encoding): Promise<Buffer> {
    let form = this.forms.get(encoding);
    if (!form) {
      form =
        encoding === 'br'
          ? brotli(this.html, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: this.brotliQuality,
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
 * Sends `page` (HTML, revalidated by the browser at each visit, unless the page's own headers say
 * otherwise) compressed as the client accepts (br, else gzip), from the forms kept with the page.
 * The route must have `compress: false`.
 */
export async function sendWrittenPage(request: FastifyRequest, reply: FastifyReply, page: WrittenPage) {
  reply.type(HTML_UTF8).header('cache-control', 'no-cache').header('vary', 'accept-encoding').headers(page.headers);
  const accepted = request.headers['accept-encoding'];
  const encoding = page.html.length >= COMPRESS_FROM_BYTES && accepted ? negotiator.negotiate(accepted) : null;
  if (!encoding) return reply.send(page.html);
  const body = await page.encoded(encoding);
  return reply.header('content-encoding', encoding).send(body);
}
