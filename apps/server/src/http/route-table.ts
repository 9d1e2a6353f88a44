import type { FastifyInstance } from 'fastify';

/**
 * One entry of the route table: what a client can call, and whether it takes a multipart/form-data
 * body (an upload route: its scope registered the multipart parser).
 */
export type RouteEntry = { method: string; url: string; multipart: boolean };

/** The route table, filled as routes are declared: call it before registering any route. */
export function recordRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', function ({ method, url }) {
    // `this` is the scope the route is declared in.
    const multipart = this.hasContentTypeParser('multipart/form-data');
    for (const m of [method].flat()) if (m !== 'HEAD') routes.push({ method: m, url, multipart });
  });
  return routes;
}
