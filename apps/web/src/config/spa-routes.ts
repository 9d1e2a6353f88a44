import { paths } from './paths';

/**
 * The pages anyone may open without signing in, which search engines may index. The server answers
 * every other page of the SPA with `X-Robots-Tag: noindex` (every signed-in page among them).
 */
export const INDEXABLE_PATHS: readonly string[] = [
  paths.home.path,
  paths.login.path,
  paths.signup.path,
  paths.forgotPassword.path,
  paths.terms.path,
  paths.privacy.path,
  paths.subscription.path,
  paths.publicJob.path,
];

type PathTree = { readonly [key: string]: unknown };

/** Every route path of `tree` (each `path` of config/paths), depth first. */
export function routePathsOf(tree: PathTree = paths): string[] {
  return Object.values(tree).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const path = (entry as { path?: unknown }).path;
    return typeof path === 'string' ? [path] : routePathsOf(entry as PathTree);
  });
}

/**
 * What the web build writes as spa-routes.json (vite.config.ts): the SPA's pages, so that the
 * server answers any other path with a real 404, and those search engines may index.
 */
export function spaRoutesFile(): { routes: string[]; indexable: string[] } {
  return { routes: routePathsOf(), indexable: [...INDEXABLE_PATHS] };
}
