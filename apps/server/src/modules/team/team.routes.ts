import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlockedFreelancersResponseSchema,
  HiddenContractorsResponseSchema,
  TeamMemberResponseSchema,
  TeamQuerySchema,
  TeamResponseSchema,
} from '@vamos/shared/schemas/team';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole } from '../../http/request-context.ts';
import { blockFreelancer, listBlockedFreelancers, unblockFreelancer } from './block-freelancer.ts';
import { hideContractorOfJob, listHiddenContractors, showContractor } from './hide-contractor.ts';
import { addToTeam, listTeam, removeFromTeam } from './manage-team.ts';

const contractorOnly = { onRequest: requireRole('contractor') };
const freelancerOnly = { onRequest: requireRole('freelancer') };
const FreelancerParams = z.object({ freelancerId: z.string().max(100) });
const ContractorParams = z.object({ contractorId: z.string().max(100) });
const JobParams = z.object({ id: z.string().max(100) });

/**
 * 'Minha equipe' (issue 26, decision 0034), under /api: a contractor's favourites and blocks, a
 * freelancer's hidden contractors. Each person reads and changes only their own.
 */
export const teamRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/contractor/team',
    { ...contractorOnly, schema: { querystring: TeamQuerySchema, response: { 200: TeamResponseSchema } } },
    async (request) => listTeam(deps, actorOf(request), request.query),
  );

  app.put(
    '/contractor/team/:freelancerId',
    { ...contractorOnly, schema: { params: FreelancerParams, response: { 200: TeamMemberResponseSchema } } },
    async (request) => addToTeam(deps, actorOf(request), request.params.freelancerId),
  );

  app.delete(
    '/contractor/team/:freelancerId',
    { ...contractorOnly, schema: { params: FreelancerParams } },
    async (request, reply) => {
      await removeFromTeam(deps, actorOf(request), request.params.freelancerId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/contractor/blocks',
    { ...contractorOnly, schema: { response: { 200: BlockedFreelancersResponseSchema } } },
    async (request) => listBlockedFreelancers(deps, actorOf(request)),
  );

  app.put(
    '/contractor/blocks/:freelancerId',
    { ...contractorOnly, schema: { params: FreelancerParams } },
    async (request, reply) => {
      await blockFreelancer(deps, actorOf(request), request.params.freelancerId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/contractor/blocks/:freelancerId',
    { ...contractorOnly, schema: { params: FreelancerParams } },
    async (request, reply) => {
      await unblockFreelancer(deps, actorOf(request), request.params.freelancerId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/freelancer/hidden-contractors',
    { ...freelancerOnly, schema: { response: { 200: HiddenContractorsResponseSchema } } },
    async (request) => listHiddenContractors(deps, actorOf(request)),
  );

  app.post(
    '/jobs/:id/hide-contractor',
    { ...freelancerOnly, schema: { params: JobParams } },
    async (request, reply) => {
      await hideContractorOfJob(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/freelancer/hidden-contractors/:contractorId',
    { ...freelancerOnly, schema: { params: ContractorParams } },
    async (request, reply) => {
      await showContractor(deps, actorOf(request), request.params.contractorId);
      return reply.status(204).send();
    },
  );
};
