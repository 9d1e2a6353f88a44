import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContractorReceiptsSchema, ReceiptSchema, ReceiptsMonthQuerySchema } from '@vamos/shared/schemas/receipts';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole, requireUser } from '../../http/request-context.ts';
import { listContractorReceipts } from './contractor-receipts.ts';
import { getReceipt } from './get-receipt.ts';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf.ts';
import { contractorReceiptsCsv } from './receipts-csv.ts';

const Params = z.object({ payoutId: z.string().max(64) });

/**
 * Receipts of guaranteed pay (issue 27, decision 0046), under /api: a sent pay-out's receipt as JSON
 * and as a PDF, for the freelancer it paid and the company whose job it paid; the company's month
 * ('Pagamentos') as JSON and as CSV.
 */
export const receiptsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/receipts/:payoutId',
    { onRequest: requireUser, schema: { params: Params, response: { 200: ReceiptSchema } } },
    async (request, reply) => {
      const receipt = await getReceipt(deps, actorOf(request), request.params.payoutId);
      return reply.header('cache-control', 'private, no-store').send(receipt);
    },
  );

  app.get('/receipts/:payoutId/pdf', { onRequest: requireUser, schema: { params: Params } }, async (request, reply) => {
    const receipt = await getReceipt(deps, actorOf(request), request.params.payoutId);
    const pdf = await renderReceiptPdf(receipt);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFileName(receipt)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get(
    '/contractor/receipts',
    {
      onRequest: requireRole('contractor'),
      schema: { querystring: ReceiptsMonthQuerySchema, response: { 200: ContractorReceiptsSchema } },
    },
    async (request, reply) => {
      const listed = await listContractorReceipts(deps, actorOf(request), request.query.month);
      return reply.header('cache-control', 'private, no-store').send(listed);
    },
  );

  app.get(
    '/contractor/receipts.csv',
    { onRequest: requireRole('contractor'), schema: { querystring: ReceiptsMonthQuerySchema } },
    async (request, reply) => {
      const csv = await contractorReceiptsCsv(deps, actorOf(request), request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv.body);
    },
  );
};
