import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditListSchema,
  ContestDecisionInputSchema,
  ContestDecisionResultSchema,
  ContestListSchema,
} from '@vamos/shared/schemas/operator';
import { DashboardSchema } from '@vamos/shared/schemas/operator-dashboard';
import {
  HideJobInputSchema,
  HideJobResultSchema,
  OperatorJobListSchema,
  OperatorJobQuerySchema,
} from '@vamos/shared/schemas/operator-jobs';
import {
  OperatorReportListSchema,
  ResolveReportInputSchema,
  ResolveReportResultSchema,
} from '@vamos/shared/schemas/reports';
import {
  UserActionInputSchema,
  UserActionResultSchema,
  UserDetailSchema,
  UserSearchQuerySchema,
  UserSearchResultSchema,
} from '@vamos/shared/schemas/operator-users';
import type { ModuleOptions } from '../../app-deps.ts';
import { operatorOf, requireOperator } from '../../http/operator-context.ts';
import {
  decideContest,
  getDashboard,
  hideJob,
  listAuditEntries,
  listContests,
  listOperatorJobs,
  listReports,
  resolveReport,
} from './operators.service.ts';
import { sendUserPasswordReset } from './send-user-password-reset.ts';
import { reactivateUser, suspendUser } from './suspend-user.ts';
import { getUserDetail, searchUsers } from './user-directory.ts';

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

  app.get(
    '/jobs',
    {
      onRequest: requireOperator,
      schema: { querystring: OperatorJobQuerySchema, response: { 200: OperatorJobListSchema } },
    },
    async (request) => listOperatorJobs(deps, request.query),
  );

  app.post(
    '/jobs/:id/hide',
    {
      onRequest: requireOperator,
      schema: {
        params: z.object({ id: z.string() }),
        body: HideJobInputSchema,
        response: { 200: HideJobResultSchema },
      },
    },
    async (request) => hideJob(deps, operatorOf(request), request.params.id, request.body),
  );

  app.get(
    '/reports',
    { onRequest: requireOperator, schema: { response: { 200: OperatorReportListSchema } } },
    async () => listReports(deps),
  );

  app.post(
    '/reports/:id/resolve',
    {
      onRequest: requireOperator,
      schema: {
        params: z.object({ id: z.string() }),
        body: ResolveReportInputSchema,
        response: { 200: ResolveReportResultSchema },
      },
    },
    async (request) => resolveReport(deps, operatorOf(request), request.params.id, request.body),
  );

  app.get('/audit', { onRequest: requireOperator, schema: { response: { 200: AuditListSchema } } }, async () =>
    listAuditEntries(deps),
  );

  // 'Usuários' (decision 0050).
  app.get(
    '/users',
    {
      onRequest: requireOperator,
      schema: { querystring: UserSearchQuerySchema, response: { 200: UserSearchResultSchema } },
    },
    async (request) => searchUsers(deps, request.query),
  );

  app.get(
    '/users/:id',
    {
      onRequest: requireOperator,
      schema: { params: z.object({ id: z.string() }), response: { 200: UserDetailSchema } },
    },
    async (request) => getUserDetail(deps, request.params.id),
  );

  const userAction = {
    params: z.object({ id: z.string() }),
    body: UserActionInputSchema,
    response: { 200: UserActionResultSchema },
  };

  app.post('/users/:id/suspension', { onRequest: requireOperator, schema: userAction }, async (request) =>
    suspendUser({ ...deps, log: request.log }, operatorOf(request), request.params.id, request.body.reason),
  );

  app.post('/users/:id/reactivation', { onRequest: requireOperator, schema: userAction }, async (request) =>
    reactivateUser({ ...deps, log: request.log }, operatorOf(request), request.params.id, request.body.reason),
  );

  app.post('/users/:id/password-reset', { onRequest: requireOperator, schema: userAction }, async (request) =>
    sendUserPasswordReset({ ...deps, log: request.log }, operatorOf(request), request.params.id, request.body.reason),
  );
};
