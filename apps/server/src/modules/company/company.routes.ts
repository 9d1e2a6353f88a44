import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthUserResponseSchema } from '@vamos/shared/schemas/auth';
import {
  AcceptManagerInvitationSchema,
  InviteManagerResponseSchema,
  InviteManagerSchema,
  ManagerInvitationViewSchema,
  ManagersResponseSchema,
} from '@vamos/shared/schemas/managers';
import type { ModuleOptions } from '../../app-deps.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { actorOf, requireCompanyOwner, toHeaders } from '../../http/request-context.ts';
import { rememberDevice } from '../auth/auth.service.ts';
import {
  acceptManagerInvitation,
  inviteManager,
  listManagers,
  removeManager,
  revokeManagerInvitation,
  viewManagerInvitation,
} from './managers.ts';

const ownerOnly = { onRequest: requireCompanyOwner };
const IdParams = z.object({ id: z.string().max(100) });
const TokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * Managers (issue 26, decision 0040), under /api: the owner's 'Gerentes' (list, invite, cancel an
 * invitation, remove), and the invitation link's page (view, accept: anyone holding the link).
 */
export const companyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/contractor/managers',
    { ...ownerOnly, schema: { response: { 200: ManagersResponseSchema } } },
    async (request) => listManagers(deps, actorOf(request)),
  );

  app.post(
    '/contractor/managers/invitations',
    {
      ...ownerOnly,
      preValidation: rateLimit(deps, { route: 'manager-invitation' }),
      schema: { body: InviteManagerSchema, response: { 201: InviteManagerResponseSchema } },
    },
    async (request, reply) => {
      const invitation = await inviteManager(deps, actorOf(request), request.body.email, request.log);
      return reply.status(201).send({ invitation });
    },
  );

  app.delete(
    '/contractor/managers/invitations/:id',
    { ...ownerOnly, schema: { params: IdParams } },
    async (request, reply) => {
      await revokeManagerInvitation(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete('/contractor/managers/:id', { ...ownerOnly, schema: { params: IdParams } }, async (request, reply) => {
    await removeManager(deps, actorOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/manager-invitations/:token',
    {
      preValidation: rateLimit(deps, { route: 'manager-invitation-view' }),
      schema: { params: TokenParams, response: { 200: ManagerInvitationViewSchema } },
    },
    async (request) => viewManagerInvitation(deps, request.params.token),
  );

  app.post(
    '/manager-invitations/:token/accept',
    {
      preValidation: rateLimit(deps, { route: 'manager-invitation-accept' }),
      schema: { params: TokenParams, body: AcceptManagerInvitationSchema, response: { 200: AuthUserResponseSchema } },
    },
    async (request, reply) => {
      const { user, cookies } = await acceptManagerInvitation(
        deps,
        request.params.token,
        request.body,
        toHeaders(request),
        request.ip,
      );
      rememberDevice(deps, reply, user.id);
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return reply.send({ user });
    },
  );
};
