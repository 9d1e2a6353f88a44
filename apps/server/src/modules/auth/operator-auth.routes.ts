import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginSchema, OkResponseSchema } from '@vamos/shared/schemas/auth';
import { OperatorSessionSchema, TotpCodeSchema, TotpEnrolmentSchema } from '@vamos/shared/schemas/operator';
import type { ModuleOptions } from '../../app-deps.ts';
import { operatorOf, operatorStateOf, requireOperatorSession } from '../../http/operator-context.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { toHeaders } from '../../http/request-context.ts';
import {
  operatorSession,
  signInOperator,
  signOutOperator,
  startEnrolment,
  verifyOperatorCode,
} from './operator-auth.ts';

/**
 * Registered under /api/auth/operator (decision 0048): an operator's sign-in, then their second
 * factor — the only routes an operator's session opens before its code is verified.
 */
export const operatorAuthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/login',
    {
      preValidation: rateLimit(deps, { route: 'operator-login', byEmail: true }),
      schema: { body: LoginSchema, response: { 200: OkResponseSchema } },
    },
    async (request, reply) => {
      const { cookies } = await signInOperator(deps, request.body, toHeaders(request));
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return reply.send({ ok: true as const });
    },
  );

  app.get(
    '/session',
    { onRequest: requireOperatorSession, schema: { response: { 200: OperatorSessionSchema } } },
    async (request) => operatorSession(deps, operatorStateOf(request)),
  );

  app.post(
    '/totp/enrolment',
    { onRequest: requireOperatorSession, schema: { response: { 200: TotpEnrolmentSchema } } },
    async (request) => startEnrolment(deps, operatorOf(request)),
  );

  app.post(
    '/totp/verify',
    {
      onRequest: requireOperatorSession,
      preValidation: rateLimit(deps, { route: 'operator-totp' }),
      schema: { body: TotpCodeSchema, response: { 200: OkResponseSchema } },
    },
    async (request) => {
      await verifyOperatorCode(deps, operatorOf(request), request.body.code);
      return { ok: true as const };
    },
  );

  app.post(
    '/logout',
    { onRequest: requireOperatorSession, schema: { response: { 200: OkResponseSchema } } },
    async (request) => {
      await signOutOperator(deps, operatorOf(request));
      return { ok: true as const };
    },
  );
};
