import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { handleProviderEvent } from './handle-provider-event.ts';

/** Asaas's webhook body: the event id ('evt_...'), its type and the payment it is about. */
const AsaasWebhookBody = z.looseObject({
  id: z.string().min(1).max(200).optional(),
  event: z.string().min(1).max(100),
  payment: z.looseObject({ id: z.string().min(1).max(200) }).optional(),
});

/** Constant-time comparison of two tokens of any lengths (both are hashed to 32 bytes first). */
export function tokensMatch(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}

/**
 * `POST /api/payments/webhook/asaas`: authenticated by the `asaas-access-token` header (the token
 * set in Asaas's webhook settings = ASAAS_WEBHOOK_TOKEN), exempt from the CSRF check. Answers 200
 * only after the event is committed; any failure is a 5xx so Asaas delivers it again.
 */
export const asaasWebhookRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const authenticate = async (request: FastifyRequest) => {
    const expected = deps.config.ASAAS_WEBHOOK_TOKEN;
    const given = request.headers['asaas-access-token'];
    if (!expected || deps.payments.name !== 'asaas' || typeof given !== 'string' || !tokensMatch(given, expected)) {
      throw new AppError('WEBHOOK_UNAUTHORIZED');
    }
  };

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
