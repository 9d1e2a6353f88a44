import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobAlertInputSchema, JobAlertListSchema, JobAlertSchema } from '@vamos/shared/schemas/job-alerts';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole } from '../../http/request-context.ts';
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from './manage-job-alerts.ts';

const freelancerOnly = { onRequest: requireRole('freelancer') };
const Params = z.object({ id: z.string().max(100) });

/** 'Alertas de vagas' (issue 25), under /api: a freelancer reads and changes only their own. */
export const jobAlertsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/freelancer/job-alerts',
    { ...freelancerOnly, schema: { response: { 200: JobAlertListSchema } } },
    async (request) => listJobAlerts(deps, actorOf(request)),
  );

  app.post(
    '/freelancer/job-alerts',
    { ...freelancerOnly, schema: { body: JobAlertInputSchema, response: { 201: JobAlertSchema } } },
    async (request, reply) => reply.status(201).send(await createJobAlert(deps, actorOf(request), request.body)),
  );

  app.put(
    '/freelancer/job-alerts/:id',
    { ...freelancerOnly, schema: { params: Params, body: JobAlertInputSchema, response: { 200: JobAlertSchema } } },
    async (request) => updateJobAlert(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/freelancer/job-alerts/:id',
    { ...freelancerOnly, schema: { params: Params } },
    async (request, reply) => {
      await deleteJobAlert(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
