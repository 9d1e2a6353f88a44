import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateEvaluationSchema,
  EvaluationSchema,
  GivenEvaluationsResponseSchema,
  PendingEvaluationsCountSchema,
  PendingEvaluationsResponseSchema,
  ReceivedEvaluationsResponseSchema,
  UpdateEvaluationSchema,
} from '@vamos/shared/schemas/evaluations';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireUser } from '../../http/request-context.ts';
import { createEvaluation } from './create-evaluation.ts';
import { countPending, listGiven, listPending, listReceived } from './list-evaluations.ts';
import { updateEvaluation } from './update-evaluation.ts';

const IdParams = z.object({ id: z.string() });
const signedIn = { onRequest: requireUser };

/** Evaluations, registered under /api: both roles rate the other side of a job that is over. */
export const evaluationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/evaluations/received',
    { ...signedIn, schema: { response: { 200: ReceivedEvaluationsResponseSchema } } },
    async (request) => listReceived(deps, actorOf(request)),
  );

  app.get(
    '/evaluations/given',
    { ...signedIn, schema: { response: { 200: GivenEvaluationsResponseSchema } } },
    async (request) => listGiven(deps, actorOf(request)),
  );

  app.get(
    '/evaluations/pending',
    { ...signedIn, schema: { response: { 200: PendingEvaluationsResponseSchema } } },
    async (request) => listPending(deps, actorOf(request)),
  );

  app.get(
    '/evaluations/pending/count',
    { ...signedIn, schema: { response: { 200: PendingEvaluationsCountSchema } } },
    async (request) => countPending(deps, actorOf(request)),
  );

  app.post(
    '/evaluations',
    { ...signedIn, schema: { body: CreateEvaluationSchema, response: { 201: EvaluationSchema } } },
    async (request, reply) => reply.status(201).send(await createEvaluation(deps, actorOf(request), request.body)),
  );

  app.put(
    '/evaluations/:id',
    { ...signedIn, schema: { params: IdParams, body: UpdateEvaluationSchema, response: { 200: EvaluationSchema } } },
    async (request) => updateEvaluation(deps, actorOf(request), request.params.id, request.body),
  );
};
