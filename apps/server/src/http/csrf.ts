import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Outside production, the page may have been opened on any loopback address and port (`PORT=3001`,
 * `http://127.0.0.1:3000`) while APP_URL keeps its default: a loopback Origin is accepted when it is
 * the very host the request was sent to, which no other site can be.
 */
function isSameLoopbackOrigin(origin: string, host: string | undefined): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.host === host;
}

/**
 * CSRF defence for cookie-authenticated calls: state-changing requests must come from an allowed
 * Origin (checked when the browser sends one) and, unless they are uploads, carry JSON — a cross-site
 * form cannot send application/json without a CORS preflight, which we never grant.
 * Multipart uploads must carry an allowed Origin or Sec-Fetch-Site: same-origin.
 * Paths in `exempt` (provider webhooks) authenticate by their own token.
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  options: { allowedOrigins: string[]; exempt?: string[]; allowLoopback?: boolean },
): void {
  const allowed = new Set(options.allowedOrigins.map((o) => new URL(o).origin));
  const exempt = options.exempt ?? [];
  const isAllowed = (origin: string, host: string | undefined) =>
    allowed.has(origin) || (options.allowLoopback === true && isSameLoopbackOrigin(origin, host));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (exempt.some((p) => request.url.startsWith(p))) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowed(origin, request.headers.host)) throw new AppError('CSRF');
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new AppError('CSRF');
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type === 'multipart/form-data') {
      if (origin === undefined && fetchSite !== 'same-origin') throw new AppError('CSRF');
      return;
    }
    const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    if ((hasBody || request.headers['transfer-encoding']) && type !== 'application/json') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }
  });
}
