import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { checkHealth, checkReadiness } from './health.service.ts';

const ready = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.number(),
});
const notReady = z.object({
  status: z.literal('not_ready'),
  reason: z.enum(['shutting_down', 'database_unavailable', 'migrations_pending']),
  pending: z.array(z.string()).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // Liveness: the process answers (restart it when it does not).
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } } },
    async () => checkHealth(deps),
  );
  // Readiness: send it traffic (take it out of the load balancer when it answers 503).
  app.get('/ready', { schema: { response: { 200: ready, 503: notReady } } }, async (_request, reply) => {
    const readiness = await checkReadiness(deps);
    if (readiness.ready) return reply.header('cache-control', 'no-store').send(readiness.body);
    return reply.code(503).header('cache-control', 'no-store').header('retry-after', '5').send(readiness.body);
  });
};
