import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../modules/metrics/metrics.ts';

/**
 * Counts every answered request and its duration by route pattern (`/api/jobs/:id`, never the raw
 * URL, whose ids would make a series per job): a path no route serves counts as `unmatched`.
 * Hijacked answers (the SSE stream) are not counted here; their gauge is vt_sse_connections.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
