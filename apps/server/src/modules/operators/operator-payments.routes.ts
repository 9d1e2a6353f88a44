import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BalanceAdjustmentInputSchema,
  BalanceAdjustmentResultSchema,
  ChargeRefundInputSchema,
  ChargeRefundResultSchema,
  OperatorChargeListSchema,
  OperatorPaymentsQuerySchema,
  PaymentFailuresSchema,
  PayoutRetryInputSchema,
  PayoutRetryResultSchema,
  RetryResultSchema,
} from '@vamos/shared/schemas/operator-payments';
import type { ModuleOptions } from '../../app-deps.ts';
import { operatorOf, requireOperator } from '../../http/operator-context.ts';
import {
  adjustBalance,
  listOperatorCharges,
  listPaymentFailures,
  refundCharge,
  retryFailedPayout,
  retryFailedRefund,
} from './operator-payments.ts';

/** 'Pagamentos' under /api/operator (decision 0053): an operator past the second factor only. */
export const operatorPaymentsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/payments',
    {
      onRequest: requireOperator,
      schema: { querystring: OperatorPaymentsQuerySchema, response: { 200: OperatorChargeListSchema } },
    },
    async (request) => listOperatorCharges(deps, request.query),
  );

  app.post(
    '/payments/:id/refund',
    {
      onRequest: requireOperator,
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: ChargeRefundInputSchema,
        response: { 200: ChargeRefundResultSchema },
      },
    },
    async (request) => refundCharge(deps, operatorOf(request), request.params.id, request.body),
  );

  app.post(
    '/balance-adjustments',
    {
      onRequest: requireOperator,
      schema: { body: BalanceAdjustmentInputSchema, response: { 200: BalanceAdjustmentResultSchema } },
    },
    async (request) => adjustBalance(deps, operatorOf(request), request.body),
  );

  app.get(
    '/payment-failures',
    { onRequest: requireOperator, schema: { response: { 200: PaymentFailuresSchema } } },
    async () => listPaymentFailures(deps),
  );

  app.post(
    '/payouts/:id/retry',
    {
      onRequest: requireOperator,
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: PayoutRetryInputSchema,
        response: { 200: PayoutRetryResultSchema },
      },
    },
    async (request) => retryFailedPayout(deps, operatorOf(request), request.params.id, request.body),
  );

  app.post(
    '/refunds/:id/retry',
    {
      onRequest: requireOperator,
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: PayoutRetryInputSchema,
        response: { 200: RetryResultSchema },
      },
    },
    async (request) => retryFailedRefund(deps, operatorOf(request), request.params.id, request.body),
  );
};
