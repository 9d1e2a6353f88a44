import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Written by the web build (apps/web/vite.config.ts, `routePreloads`) beside index.html. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;
const RoutePreloadsSchema = z.array(
  z.object({ path: z.string().startsWith('/'), files: z.array(z.string().regex(ASSET)) }),
);

/** '/jobs/:id' → /^\/jobs\/[^/]+\/?$/: a client route's pattern as react-router writes it. */
function patternOf(path: string): RegExp {
  const source = path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** What index.html loads itself: its stylesheet, its entry script and the entry's modulepreloads. */
function entryFiles(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"|rel="(?:stylesheet|modulepreload)"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '')
    .filter((href) => ASSET.test(href))
    .sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')));
}

const linkOf = (href: string) =>
  href.endsWith('.css') ? `<${href}>; rel=preload; as=style; crossorigin` : `<${href}>; rel=modulepreload; crossorigin`;

/**
 * The `Link` header of index.html for a client route (decision 0013): the stylesheet and the entry's
 * modules, then the chunks of the route's page when it is one of the first-load routes (the first
 * whose pattern matches), so the browser starts them all with the HTML's first bytes instead of
 * after the entry has run and the router has matched the route. A build without
 * route-preloads.json preloads the entry only; without index.html, nothing.
 */
export function routePreloads(root: string): (path: string) => string | null {
  let entry: string[] = [];
  let routes: { pattern: RegExp; files: string[] }[] = [];
  try {
    entry = entryFiles(readFileSync(resolve(root, 'index.html'), 'utf8'));
    routes = RoutePreloadsSchema.parse(JSON.parse(readFileSync(resolve(root, ROUTE_PRELOADS_FILE), 'utf8'))).map(
      ({ path, files }) => ({ pattern: patternOf(path), files }),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const header = (files: string[]) => (files.length > 0 ? [...new Set(files)].map(linkOf).join(', ') : null);
  const entryOnly = header(entry);
  const byRoute = routes.map(({ pattern, files }) => ({ pattern, link: header([...entry, ...files]) }));
  return (path) => byRoute.find(({ pattern }) => pattern.test(path))?.link ?? entryOnly;
}
