import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PixKeyInputSchema, PixKeyResponseSchema, PixKeyViewSchema } from '@vamos/shared/schemas/pix-keys';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireHolderRole } from '../../http/request-context.ts';
import { EarningsQuerySchema, EarningsSchema } from '@vamos/shared/schemas/guaranteed-pay';
import { z } from 'zod';
import { getEarnings, retryPayout } from './earnings.ts';
import { getPixKey, removePixKey, savePixKey } from './pix-key.ts';

const freelancer = { onRequest: requireHolderRole('freelancer') };

/** 'Recebimento' (issue 27, decision 0041), under /api: the freelancer's own PIX key for receiving. */
export const payoutsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/freelancer/pix-key',
    { ...freelancer, schema: { response: { 200: PixKeyResponseSchema } } },
    async (request) => getPixKey(deps, actorOf(request)),
  );

  app.put(
    '/freelancer/pix-key',
    { ...freelancer, schema: { body: PixKeyInputSchema, response: { 200: PixKeyViewSchema } } },
    async (request) => savePixKey(deps, actorOf(request), request.body),
  );

  app.get(
    '/freelancer/earnings',
    { ...freelancer, schema: { querystring: EarningsQuerySchema, response: { 200: EarningsSchema } } },
    async (request) => getEarnings(deps, actorOf(request), request.query.month),
  );

  app.post(
    '/freelancer/payouts/:id/retry',
    { ...freelancer, schema: { params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) => {
      await retryPayout(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete('/freelancer/pix-key', { ...freelancer }, async (request, reply) => {
    await removePixKey(deps, actorOf(request));
    return reply.status(204).send();
  });
};
