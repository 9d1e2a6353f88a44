import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobTemplateInputSchema, JobTemplateListSchema, JobTemplateSchema } from '@vamos/shared/schemas/job-templates';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole } from '../../http/request-context.ts';
import { createJobTemplate, deleteJobTemplate, listJobTemplates } from './manage-job-templates.ts';

const contractorOnly = { onRequest: requireRole('contractor') };
const Params = z.object({ id: z.string().max(100) });

/** 'Salvar como modelo' (issue 26, decision 0035), under /api: a contractor reads and deletes only their own. */
export const jobTemplatesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/contractor/job-templates',
    { ...contractorOnly, schema: { response: { 200: JobTemplateListSchema } } },
    async (request) => listJobTemplates(deps, actorOf(request)),
  );

  app.post(
    '/contractor/job-templates',
    { ...contractorOnly, schema: { body: JobTemplateInputSchema, response: { 201: JobTemplateSchema } } },
    async (request, reply) => reply.status(201).send(await createJobTemplate(deps, actorOf(request), request.body)),
  );

  app.delete(
    '/contractor/job-templates/:id',
    { ...contractorOnly, schema: { params: Params } },
    async (request, reply) => {
      await deleteJobTemplate(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
