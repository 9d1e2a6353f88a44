import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthUserResponseSchema, SignupSchema } from '@vamos/shared/schemas/auth';
import type { ModuleOptions } from '../../app-deps.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { toHeaders } from '../../http/request-context.ts';
import { rememberDevice } from '../auth/auth.service.ts';
import { signUp } from './sign-up.ts';

/** `POST /api/auth/signup` (registered under /api/auth, beside the other auth routes). */
export const signupRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/signup',
    {
      preValidation: rateLimit(deps, { route: 'signup', byEmail: true }),
      schema: { body: SignupSchema, response: { 201: AuthUserResponseSchema } },
    },
    async (request, reply) => {
      const { user, cookies } = await signUp(deps, request.body, toHeaders(request), request.ip);
      rememberDevice(deps, reply, user.id);
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return reply.status(201).send({ user });
    },
  );
};
