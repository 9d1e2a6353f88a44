import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AgendaItemSchema,
  AgendaItemViewSchema,
  AgendaResponseSchema,
  FreelancerAgendaResponseSchema,
} from '@vamos/shared/schemas/agenda';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole } from '../../http/request-context.ts';
import {
  createAgendaItem,
  deleteAgendaItem,
  listAgenda,
  listFreelancerAgenda,
  updateAgendaItem,
} from './agenda-items.ts';

const IdParams = z.object({ id: z.string() });
const freelancer = { onRequest: requireRole('freelancer') };
const contractor = { onRequest: requireRole('contractor') };
const itemResponse = { 200: AgendaItemViewSchema };

/** Agendas, registered under /api: the contractor's own events and jobs, the freelancer's booked shifts. */
export const agendaRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // ---------------------------------------------------------------- contractor
  app.get('/agenda', { ...contractor, schema: { response: { 200: AgendaResponseSchema } } }, async (request) => ({
    items: await listAgenda(deps, actorOf(request)),
  }));

  app.post(
    '/agenda',
    { ...contractor, schema: { body: AgendaItemSchema, response: { 201: AgendaItemViewSchema } } },
    async (request, reply) => reply.status(201).send(await createAgendaItem(deps, actorOf(request), request.body)),
  );

  app.put(
    '/agenda/:id',
    { ...contractor, schema: { params: IdParams, body: AgendaItemSchema, response: itemResponse } },
    async (request) => updateAgendaItem(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete('/agenda/:id', { ...contractor, schema: { params: IdParams } }, async (request, reply) => {
    await deleteAgendaItem(deps, actorOf(request), request.params.id);
    return reply.status(204).send();
  });

  // ---------------------------------------------------------------- freelancer
  app.get(
    '/freelancer/agenda',
    { ...freelancer, schema: { response: { 200: FreelancerAgendaResponseSchema } } },
    async (request) => ({ items: await listFreelancerAgenda(deps, actorOf(request)) }),
  );
};
