import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Written by the web build (apps/web/vite.config.ts, `routePreloads`) beside index.html. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const RoutePreloadsSchema = z.array(
  z.object({ path: z.string().startsWith('/'), files: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)) }),
);

/** '/jobs/:id' → /^\/jobs\/[^/]+\/?$/: a client route's pattern as react-router writes it. */
export function patternOf(path: string): RegExp {
  const source = path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The `Link` header of index.html for a first-load route (decision 0019): `rel=modulepreload` for
 * the chunks its page needs beyond the entry, so the browser fetches them with the entry instead
 * of after the entry has run and the router has matched the URL. The first route whose pattern
 * matches wins; other paths get no header (the HTML names the entry itself). Without the file (a
 * development build) nothing is preloaded.
 */
export function routePreloads(root: string): (path: string) => string | null {
  let routes: { pattern: RegExp; link: string }[] = [];
  try {
    const file = readFileSync(resolve(root, ROUTE_PRELOADS_FILE), 'utf8');
    routes = RoutePreloadsSchema.parse(JSON.parse(file))
      .filter(({ files }) => files.length > 0)
      .map(({ path, files }) => ({
        pattern: patternOf(path),
        link: files.map((href) => `<${href}>; rel=modulepreload; crossorigin`).join(', '),
      }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return (path) => routes.find(({ pattern }) => pattern.test(path))?.link ?? null;
}
