import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreatedReportSchema, CreateReportInputSchema } from '@vamos/shared/schemas/reports';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireUser } from '../../http/request-context.ts';
import { createReport } from './create-report.ts';

/** 'Denunciar' (decision 0054), registered under /api: any signed-in person reports a job, a profile or an evaluation. */
export const reportsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/reports',
    { onRequest: requireUser, schema: { body: CreateReportInputSchema, response: { 201: CreatedReportSchema } } },
    async (request, reply) => reply.status(201).send(await createReport(deps, actorOf(request), request.body)),
  );
};
