import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { asaasWebhookAuth } from '../../http/provider-webhook.ts';
import { handleTransferEvent } from './handle-transfer-event.ts';

/** Asaas's transfer webhook body: the event type and the transfer it is about (with our reference). */
const AsaasTransferWebhookBody = z.looseObject({
  event: z.string().min(1).max(100),
  transfer: z
    .looseObject({
      id: z.string().min(1).max(200),
      externalReference: z.string().max(200).nullish(),
    })
    .optional(),
});

/**
 * `POST /api/payments/webhook/asaas-transfers` (decision 0044): the webhook Asaas calls with the
 * TRANSFER_* events, authenticated as the charges' webhook. Answers 200 once the transfer's state
 * is stored; a failure is a 5xx so Asaas delivers it again.
 */
export const transferWebhookRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/payments/webhook/asaas-transfers',
    { onRequest: asaasWebhookAuth(deps), schema: { body: AsaasTransferWebhookBody } },
    async (request) => {
      const { event, transfer } = request.body;
      if (!event.startsWith('TRANSFER_') || !transfer) return { received: true, outcome: 'ignored' };
      const outcome = await handleTransferEvent(deps, {
        providerTransferId: transfer.id,
        externalReference: transfer.externalReference ?? null,
      });
      return { received: true, outcome };
    },
  );
};
