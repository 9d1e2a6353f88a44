import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** onRequest factory: 401 unless the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function requireMetricsToken(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] && timingSafeEqual(digest(match[1]), expected)) return;
    reply.header('www-authenticate', 'Bearer realm="metrics"');
    throw new AppError('UNAUTHENTICATED');
  };
}

/**
 * GET /metrics: this instance's Prometheus measures (decision 0052), for a scraper holding
 * METRICS_TOKEN. Registered only when the token is configured: without it the path is a 404.
 */
export const metricsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const token = deps.config.METRICS_TOKEN;
  if (!token) return;
  app.get('/metrics', { onRequest: requireMetricsToken(token) }, async (_request, reply) => {
    const { registry } = deps.metrics;
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
};
