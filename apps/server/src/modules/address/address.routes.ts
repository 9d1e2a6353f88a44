import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CepLookupResultSchema } from '@vamos/shared/schemas/address';
import { CepSchema } from '@vamos/shared/schemas/fields';
import type { ModuleOptions } from '../../app-deps.ts';
import { lookupCep } from './address.service.ts';

/** CEP lookup for the address forms; open to everyone (signup step 3 runs before there is a session). */
export const addressRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/address/cep/:cep',
    { schema: { params: z.object({ cep: CepSchema }), response: { 200: CepLookupResultSchema } } },
    async (request, reply) => {
      const address = await lookupCep(deps, request.params.cep);
      return reply.header('cache-control', 'public, max-age=86400').send(address);
    },
  );
};
