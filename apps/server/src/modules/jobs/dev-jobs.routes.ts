import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobFieldsSchema } from '@vamos/shared/schemas/job-views';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole } from '../../http/request-context.ts';
import { presentJobFields } from './job-presenter.ts';
import { moveJobInTime } from './move-job-in-time.ts';

const Params = z.object({ id: z.string() });
const Body = z.object({ days: z.number({ error: 'Informe os dias.' }).int().min(-60).max(60) });

/** Development tools only (DEV_TOOLS): `POST /api/dev/jobs/:id/move-in-time` { days } on one of my jobs. */
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
};
