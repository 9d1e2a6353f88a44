import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonForScript, scriptSafeJson } from './html-shell.ts';

/** The element of index.html the web reads its first answers from (apps/web/src/lib/first-answers.ts). */
export const FIRST_ANSWERS_ID = 'first-answers';
/** Asked first: a page is answered only for someone signed in. */
const SESSION_READ = '/api/auth/session';

/** The request headers an API answer may depend on, passed to the reads made on the page's behalf. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;

/**
 * The API's answers to a signed-in page's first reads (`reads`, from http/route-preloads.ts), each
 * by its address, made by the app itself (`inject`: the same routes, checks and serialisation as
 * the browser's own request) with the request's session; only the successful JSON answers. Null
 * when the request has no session cookie or the session is not signed in: the page is sent as built.
 */
export async function firstAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  reads: readonly string[],
): Promise<Record<string, string> | null> {
  if (!request.headers.cookie) return null;
  const headers = Object.fromEntries(
    FORWARDED_HEADERS.flatMap((name) => {
      const value = request.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
  const read = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    const json = answer.statusCode === 200 && answer.headers['content-type']?.toString().startsWith('application/json');
    return json ? answer.body : null;
  };
  const session = await read(SESSION_READ);
  if (!session || (JSON.parse(session) as { user?: unknown }).user == null) return null;
  const answers: Record<string, string> = { [SESSION_READ]: session };
  const others = reads.filter((url) => url !== SESSION_READ);
  const bodies = await Promise.all(others.map(read));
  others.forEach((url, i) => {
    const body = bodies[i];
    if (body) answers[url] = body;
  });
  return answers;
}

/** `<link rel="preload" href="…" as="fetch" …>` of index.html, by its address. */
const FETCH_PRELOAD = /<link\s+rel="preload"\s+href="([^"]+)"\s+as="fetch"[^>]*>\s*/g;

/**
 * index.html with the answers written in before `</body>` (as JSON in a `<script type=
 * "application/json">`, escaped so that no answer can close it), and without the preloads of the
 * addresses it answers: a preloaded answer nobody takes would be handed to a later fetch. The
 * script's `data-asked-at` is the moment (ms) they were asked: the page's event stream starts
 * from it (realtime.routes.ts), so it asks again only if something happened since.
 */
export function withFirstAnswers(html: string, answers: Record<string, string>, askedAt: number): string {
  if (!html.includes('</body>')) return html;
  // Each answer is already JSON: written as it is, not parsed and written again.
  const entries = Object.entries(answers).map(([url, body]) => `${jsonForScript(url)}:${scriptSafeJson(body)}`);
  const script = `<script type="application/json" id="${FIRST_ANSWERS_ID}" data-asked-at="${Math.floor(askedAt)}">{${entries.join(',')}}</script>`;
  const page = html.replace(FETCH_PRELOAD, (tag, href: string) => (href in answers ? '' : tag));
  const end = page.lastIndexOf('</body>');
  return page.slice(0, end) + script + page.slice(end);
}
