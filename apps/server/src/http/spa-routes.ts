import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { patternOf } from './route-preloads.ts';

/** Written by the web build (apps/web/vite.config.ts, `spaRoutes`) beside index.html, from the web's paths. */
export const SPA_ROUTES_FILE = 'spa-routes.json';

const RoutePathSchema = z.string().regex(/^\/[\w\-/:]*$/);

export const SpaRoutesSchema = z.object({
  /** Every page of the SPA, as react-router writes its path ('/jobs/:id'). */
  routes: z.array(RoutePathSchema),
  /** The pages search engines may index (public, no session needed); every other answers noindex. */
  indexable: z.array(RoutePathSchema),
});

export type SpaRoutes = {
  /** A page of the SPA: index.html answers it with 200; any other path is a 404. */
  isPage(path: string): boolean;
  /** A public page search engines may list; the signed-in pages and the rest answer noindex. */
  isIndexable(path: string): boolean;
};

function matcher(paths: string[]): (path: string) => boolean {
  const patterns = paths.map(patternOf);
  return (path) => patterns.some((pattern) => pattern.test(path));
}

/**
 * The SPA's pages, read from the web build in `root`. Without the file (a build of before, a
 * development dist), every path is a page and none is indexable, as before pages were known.
 */
export function spaRoutes(root: string): SpaRoutes {
  let file: string;
  try {
    file = readFileSync(resolve(root, SPA_ROUTES_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { isPage: () => true, isIndexable: () => false };
  }
  const { routes, indexable } = SpaRoutesSchema.parse(JSON.parse(file));
  return { isPage: matcher(routes), isIndexable: matcher(indexable) };
}
