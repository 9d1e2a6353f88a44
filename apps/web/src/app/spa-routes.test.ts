import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { INDEXABLE_PATHS, routePathsOf } from '@/config/spa-routes';
import { routes } from './router';

/** The areas a visitor cannot open: their pages are never indexable. */
const GUARDED_IDS = new Set(['freelancer', 'contractor', 'signed-in', 'freelancer-id']);

type Page = { path: string; guarded: boolean };

/** Every page of the tree with its absolute path, and whether a guarded area holds it. */
function pagesOf(routes: RouteObject[], parent = '', guarded = false): Page[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const inGuard = guarded || (route.id !== undefined && GUARDED_IDS.has(route.id));
    const own = route.path !== undefined ? [{ path, guarded: inGuard }] : [];
    return [...own, ...pagesOf(route.children ?? [], path, inGuard)];
  });
}

/**
 * The server learns the SPA's pages from spa-routes.json, which the build writes from
 * config/paths.ts: these hold paths.ts to the router, so a page added to one and not the other, or
 * a signed-in page listed as indexable, fails here rather than answering 404 or being indexed.
 */
describe('the SPA routes the server knows', () => {
  it('are exactly the pages of the router (its catch-alls aside)', () => {
    const routed = pagesOf(routes)
      .map((page) => page.path)
      .filter((path) => !path.endsWith('*'));
    expect(new Set(routePathsOf())).toEqual(new Set(routed));
  });

  it('index only public pages', () => {
    const pages = pagesOf(routes);
    const guarded = pages.filter((page) => page.guarded).map((page) => page.path);
    expect(guarded.length).toBeGreaterThan(20);
    expect(INDEXABLE_PATHS.filter((path) => guarded.includes(path))).toEqual([]);
    expect(INDEXABLE_PATHS.filter((path) => !pages.some((page) => page.path === path))).toEqual([]);
  });
});
