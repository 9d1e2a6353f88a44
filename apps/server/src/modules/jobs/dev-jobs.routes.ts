import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobFieldsSchema } from '@vamos/shared/schemas/job-views';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole } from '../../http/request-context.ts';
import { presentJobFields } from './job-presenter.ts';
import { moveJobInTime, startJobIn } from './move-job-in-time.ts';

const Params = z.object({ id: z.string() });
const Body = z.object({ days: z.number({ error: 'Informe os dias.' }).int().min(-60).max(60) });
const StartInBody = z.object({
  minutes: z
    .number({ error: 'Informe os minutos.' })
    .int()
    .min(-60 * 24 * 60)
    .max(60 * 24 * 60),
});

/**
 * Development tools only (DEV_TOOLS), on one of my jobs: `POST /api/dev/jobs/:id/move-in-time`
 * { days } moves its dates; `POST /api/dev/jobs/:id/start-in` { minutes } makes its shift start that
 * many minutes from now (negative: started that long ago).
 */
export const devJobsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/dev/jobs/:id/move-in-time',
    {
      onRequest: requireRole('contractor'),
      schema: { params: Params, body: Body, response: { 200: JobFieldsSchema } },
    },
    async (request) =>
      presentJobFields(await moveJobInTime(deps, actorOf(request), request.params.id, request.body.days)),
  );

  app.post(
    '/dev/jobs/:id/start-in',
    {
      onRequest: requireRole('contractor'),
      schema: { params: Params, body: StartInBody, response: { 200: JobFieldsSchema } },
    },
    async (request) =>
      presentJobFields(await startJobIn(deps, actorOf(request), request.params.id, request.body.minutes)),
  );
};
