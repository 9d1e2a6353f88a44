import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Written by the web build (apps/web/vite.config.ts, `routePreloads`) beside index.html. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const RoutePreloadsSchema = z.array(
  z.object({
    path: z.string().startsWith('/'),
    files: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
    /** The API reads the page makes first ('/api/jobs/:id' takes the route's `:id`), answered in its HTML. */
    reads: z.array(z.string().regex(/^\/api\/[\w\-/:?=&]*$/)).default([]),
  }),
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

/** A route parameter's value that may go into an API address as it is: an id, a slug. */
const PLAIN_PARAMETER = /^[\w-]{1,100}$/;

/** '/jobs/:id' → a pattern that captures each parameter by name. */
function capturingPatternOf(path: string): RegExp {
  const source = path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function readRoutesFile(root: string): z.infer<typeof RoutePreloadsSchema> {
  try {
    return RoutePreloadsSchema.parse(JSON.parse(readFileSync(resolve(root, ROUTE_PRELOADS_FILE), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return [];
  }
}

/**
 * The API reads a first-load route's page makes first (first-load-routes.json's `reads`), with the
 * route's parameters in place ('/jobs/:id' → '/api/jobs/<id>'): the server answers them in the
 * page's HTML (http/first-answers.ts). Null for a path of no such route, or whose parameters are not
 * plain ids (they would go into an address).
 */
export function routeReads(root: string): (path: string) => string[] | null {
  const routes = readRoutesFile(root)
    .filter(({ reads }) => reads.length > 0)
    .map(({ path, reads }) => ({ pattern: capturingPatternOf(path), reads }));
  return (path) => {
    for (const { pattern, reads } of routes) {
      const match = pattern.exec(path);
      if (!match) continue;
      const params = match.groups ?? {};
      if (!Object.values(params).every((value) => PLAIN_PARAMETER.test(value))) return null;
      return reads.map((read) => read.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole));
    }
    return null;
  };
}

/**
 * The `Link` header of index.html for a first-load route (decision 0019): `rel=modulepreload` for
 * the chunks its page needs beyond the entry, so the browser fetches them with the entry instead
 * of after the entry has run and the router has matched the URL. The first route whose pattern
 * matches wins; other paths get no header (the HTML names the entry itself). Without the file (a
 * development build) nothing is preloaded.
 */
export function routePreloads(root: string): (path: string) => string | null {
  const routes = readRoutesFile(root)
    .filter(({ files }) => files.length > 0)
    .map(({ path, files }) => ({
      pattern: patternOf(path),
      link: files.map((href) => `<${href}>; rel=modulepreload; crossorigin`).join(', '),
    }));
  return (path) => routes.find(({ pattern }) => pattern.test(path))?.link ?? null;
}
