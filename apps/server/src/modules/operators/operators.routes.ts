import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditListSchema,
  ContestDecisionInputSchema,
  ContestDecisionResultSchema,
  ContestListSchema,
} from '@vamos/shared/schemas/operator';
import { DashboardSchema } from '@vamos/shared/schemas/operator-dashboard';
import type { ModuleOptions } from '../../app-deps.ts';
import { operatorOf, requireOperator } from '../../http/operator-context.ts';
import { decideContest, getDashboard, listAuditEntries, listContests } from './operators.service.ts';

/**
 * Registered under /api/operator (decisions 0048, 0049): every route for an operator whose session
 * passed its second factor only (requireOperator: 401 to anyone else, 403 before the code).
 */
export const operatorsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get('/contests', { onRequest: requireOperator, schema: { response: { 200: ContestListSchema } } }, async () =>
    listContests(deps),
  );

  app.post(
    '/contests/:id/decision',
    {
      onRequest: requireOperator,
      schema: {
        params: z.object({ id: z.string() }),
        body: ContestDecisionInputSchema,
        response: { 200: ContestDecisionResultSchema },
      },
    },
    async (request) => decideContest(deps, operatorOf(request), request.params.id, request.body),
  );

  // 'Painel' (decision 0055): today's and the last 30 days' figures, as of this request.
  app.get('/dashboard', { onRequest: requireOperator, schema: { response: { 200: DashboardSchema } } }, async () =>
    getDashboard(deps),
  );

  app.get('/audit', { onRequest: requireOperator, schema: { response: { 200: AuditListSchema } } }, async () =>
    listAuditEntries(deps),
  );
};
