import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobFundingResponseSchema, ShiftFundingSchema } from '@vamos/shared/schemas/guaranteed-pay';
import { ContractorShiftPaymentsSchema, ShiftPaymentsQuerySchema } from '@vamos/shared/schemas/shift-payments';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole } from '../../http/request-context.ts';
import { cancelJobFunding, checkJobFunding, getJobFunding } from './job-funding.ts';
import { listContractorShiftPayments } from './list-shift-payments.ts';
import { cancelPlaceHold, checkShiftFunding, getShiftFunding } from './shift-funding.ts';

const contractor = { onRequest: requireRole('contractor') };
const Params = z.object({ shiftId: z.string().max(64) });
const JobParams = z.object({ jobId: z.string().max(64) });

/**
 * Guaranteed pay (issue 27, decision 0042), under /api: a held place's PIX charge for the company
 * that pays it (its owner and its managers alike: whoever approved may pay), and the month's charges
 * with where each one's money went ('Pagamentos de vagas').
 */
export const shiftPayRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // 'Pagar todas as vagas agora' (decision 0056): the job's funding, 'Já paguei', 'Cancelar pagamento'.
  app.get(
    '/contractor/job-funding/:jobId',
    { ...contractor, schema: { params: JobParams, response: { 200: JobFundingResponseSchema } } },
    async (request) => getJobFunding(deps, actorOf(request), request.params.jobId),
  );

  app.post(
    '/contractor/job-funding/:jobId/check',
    { ...contractor, schema: { params: JobParams, response: { 200: JobFundingResponseSchema } } },
    async (request) => checkJobFunding(deps, actorOf(request), request.params.jobId),
  );

  app.delete(
    '/contractor/job-funding/:jobId',
    { ...contractor, schema: { params: JobParams } },
    async (request, reply) => {
      await cancelJobFunding(deps, actorOf(request), request.params.jobId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/contractor/shift-pay/:shiftId',
    { ...contractor, schema: { params: Params, response: { 200: ShiftFundingSchema } } },
    async (request) => getShiftFunding(deps, actorOf(request), request.params.shiftId),
  );

  app.post(
    '/contractor/shift-pay/:shiftId/check',
    { ...contractor, schema: { params: Params, response: { 200: ShiftFundingSchema } } },
    async (request) => checkShiftFunding(deps, actorOf(request), request.params.shiftId),
  );

  app.delete(
    '/contractor/shift-pay/:shiftId/hold',
    { ...contractor, schema: { params: Params } },
    async (request, reply) => {
      await cancelPlaceHold(deps, actorOf(request), request.params.shiftId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/contractor/shift-payments',
    {
      ...contractor,
      schema: { querystring: ShiftPaymentsQuerySchema, response: { 200: ContractorShiftPaymentsSchema } },
    },
    async (request, reply) => {
      const listed = await listContractorShiftPayments(deps, actorOf(request), request.query.month);
      return reply.header('cache-control', 'private, no-store').send(listed);
    },
  );
};
