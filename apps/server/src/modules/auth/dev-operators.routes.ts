import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { CreateOperatorError, CreateOperatorSchema, createOperator } from './create-operator.ts';

/**
 * Development only (DEV_TOOLS, refused in production): `npm run operator:create` as a request, for the
 * e2e journeys, whose server holds the embedded database the command would otherwise open. Answers the
 * same one-time link the command prints.
 */
export const devOperatorsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/dev/operators',
    { schema: { body: CreateOperatorSchema, response: { 201: z.object({ id: z.string(), link: z.string() }) } } },
    async (request, reply) => {
      try {
        const { userId, link } = await createOperator({ ...deps, log: request.log }, request.body);
        return reply.status(201).send({ id: userId, link });
      } catch (error) {
        if (error instanceof CreateOperatorError) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
    },
  );
};
