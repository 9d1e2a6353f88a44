import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateEventSchema } from '@vamos/shared/schemas/job-events';
import { ContractorEventSchema, CreatedEventSchema } from '@vamos/shared/schemas/job-views';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole } from '../../http/request-context.ts';
import { createEvent } from './create-event.ts';
import { cancelEvent, completeEvent } from './event-actions.ts';
import { getContractorEvent } from './get-event.ts';

const IdParams = z.object({ id: z.string() });
// Role checks run on request, before the body is parsed or validated: 401/403 come first.
const contractor = { onRequest: requireRole('contractor') };

/** A contractor's events and weekly series (decision 0038), registered under /api. */
export const jobEventsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/contractor/events',
    { ...contractor, schema: { body: CreateEventSchema, response: { 201: CreatedEventSchema } } },
    async (request, reply) => reply.status(201).send(await createEvent(deps, actorOf(request), request.body)),
  );

  app.get(
    '/contractor/events/:id',
    { ...contractor, schema: { params: IdParams, response: { 200: ContractorEventSchema } } },
    async (request) => getContractorEvent(deps, actorOf(request), request.params.id),
  );

  app.post('/contractor/events/:id/cancel', { ...contractor, schema: { params: IdParams } }, async (request, reply) => {
    await cancelEvent(deps, actorOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/contractor/events/:id/complete',
    { ...contractor, schema: { params: IdParams } },
    async (request, reply) => {
      await completeEvent(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
