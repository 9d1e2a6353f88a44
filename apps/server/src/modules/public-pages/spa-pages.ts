import type { FastifyReply } from 'fastify';
import { loadHtmlShell } from '../../http/html-shell.ts';
import { spaRoutes } from '../../http/spa-routes.ts';
import { HTML_UTF8 } from '../../http/written-page.ts';
import { notFoundPage } from './not-found-page.ts';

/**
 * What the SPA's fallback (index.html for a client route) answers besides the shell, for the web
 * build in `root`: a path that is none of the SPA's pages gets the 404 page with HTTP 404 (never a
 * 200 that search engines would take for a page); a page that is not public gets `X-Robots-Tag:
 * noindex` (every signed-in page). Returns whether it answered.
 */
export function spaPageRules(root: string): (path: string, reply: FastifyReply) => boolean {
  const routes = spaRoutes(root);
  const shell = loadHtmlShell(root);
  const notFound = shell.render(notFoundPage());
  return (path, reply) => {
    if (!routes.isPage(path)) {
      void reply.code(404).type(HTML_UTF8).header('cache-control', 'no-cache').send(notFound);
      return true;
    }
    if (!routes.isIndexable(path)) reply.header('x-robots-tag', 'noindex');
    return false;
  };
}
