import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { asaasWebhookAuth } from '../../http/provider-webhook.ts';
import { handleProviderEvent } from './handle-provider-event.ts';

/** Asaas's webhook body: the event id ('evt_...'), its type and the payment it is about. */
const AsaasWebhookBody = z.looseObject({
  id: z.string().min(1).max(200).optional(),
  event: z.string().min(1).max(100),
  payment: z.looseObject({ id: z.string().min(1).max(200) }).optional(),
});

/**
 * `POST /api/payments/webhook/asaas`: authenticated by the `asaas-access-token` header (the token
 * set in Asaas's webhook settings = ASAAS_WEBHOOK_TOKEN), exempt from the CSRF check. Answers 200
 * only after the event is committed; any failure is a 5xx so Asaas delivers it again.
 */
export const asaasWebhookRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const authenticate = asaasWebhookAuth(deps);

  app.post(
    '/payments/webhook/asaas',
    { onRequest: authenticate, schema: { body: AsaasWebhookBody } },
    async (request) => {
      const { id, event, payment } = request.body;
      const outcome = await handleProviderEvent(deps, {
        // Older payloads carry no event id: the event type and payment name the delivery.
        eventId: id ?? `${event}:${payment?.id ?? 'none'}`,
        eventType: event,
        providerPaymentId: payment?.id ?? null,
      });
      return { received: true, outcome };
    },
  );
};
