import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthUserResponseSchema,
  ForgotPasswordSchema,
  LoginSchema,
  OkResponseSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SessionResponseSchema,
} from '@vamos/shared/schemas/auth';
import type { ModuleOptions } from '../../app-deps.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { actorOf, requireUser, toHeaders } from '../../http/request-context.ts';
import { afterAnswer } from './after-answer.ts';
import { alertAccountOwner, getMe, requestPasswordReset, resetPassword, signIn, signOut } from './auth.service.ts';
import { knownDeviceFor, rememberDevice } from './known-device.ts';

/** Forwards better-auth's session cookie (set or cleared) to the browser. */
function withCookies(reply: FastifyReply, cookies: string[]): FastifyReply {
  for (const cookie of cookies) reply.header('set-cookie', cookie);
  return reply;
}

/** Registered under /api/auth. */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/login',
    {
      preValidation: rateLimit(deps, {
        route: 'login',
        byEmail: true,
        spareOwner: true,
        // A browser that signed in to the account before is not stopped by an attack on its e-mail.
        knownDevice: (request, email) => knownDeviceFor(deps, request, email),
        // After the answer, so a registered e-mail answers as fast as an unknown one.
        onEmailLimitReached: (email, request) =>
          afterAnswer(deps, request.log, 'login alert: the e-mail could not be sent', () =>
            alertAccountOwner(deps, email),
          ),
      }),
      schema: { body: LoginSchema, response: { 200: AuthUserResponseSchema } },
    },
    async (request, reply) => {
      const { user, cookies } = await signIn(deps, request.body, toHeaders(request));
      rememberDevice(deps, reply, user.id);
      return withCookies(reply, cookies).send({ user });
    },
  );

  app.post('/logout', async (request, reply) => {
    const cookies = await signOut(deps, toHeaders(request), request.actor?.personId);
    return withCookies(reply, cookies).status(204).send();
  });

  app.get(
    '/me',
    { onRequest: requireUser, schema: { response: { 200: AuthUserResponseSchema } } },
    async (request) => ({
      user: await getMe(deps, actorOf(request).personId),
    }),
  );

  app.get('/session', { schema: { response: { 200: SessionResponseSchema } } }, async (request) => ({
    user: request.actor ? await getMe(deps, request.actor.personId) : null,
  }));

  app.post(
    '/forgot-password',
    {
      preValidation: rateLimit(deps, { route: 'forgot-password', byEmail: true }),
      schema: { body: ForgotPasswordSchema, response: { 200: OkResponseSchema } },
    },
    async (request) => {
      // Answer first: the lookup, the token and the e-mail happen only for an existing account, and the
      // time they take must not tell an attacker which e-mails are registered.
      const { email } = request.body;
      const headers = toHeaders(request);
      afterAnswer(deps, request.log, 'password reset: the e-mail could not be sent', () =>
        requestPasswordReset(deps, email, headers),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/reset-password',
    {
      preValidation: rateLimit(deps, { route: 'reset-password' }),
      schema: { body: ResetPasswordRequestSchema, response: { 200: ResetPasswordResponseSchema } },
    },
    async (request, reply) => {
      const { userId, role, cookies } = await resetPassword(deps, request.body, toHeaders(request));
      rememberDevice(deps, reply, userId);
      return withCookies(reply, cookies).send({ role });
    },
  );
};
