import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { LocalPixProvider, qrCodePngBase64 } from '../../providers/payment/local-pix-provider.ts';
import { renderDevPixPage } from './dev-pix-page.ts';
import { handleProviderEvent } from './handle-provider-event.ts';

const Params = z.object({ id: z.string().max(64) });
const NOTICES = {
  confirmed: 'Pagamento confirmado. O Vamos Trabalhar já foi avisado.',
  expired: 'Cobrança expirada. O Vamos Trabalhar já foi avisado.',
} as const;

/**
 * Development only, with the local PIX provider: `/dev/pix/{id}` shows a charge and confirms or
 * expires it, then delivers the event the provider's webhook would (handleProviderEvent, which
 * re-reads the charge from the provider and settles it exactly once).
 */
export const devPixRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const provider = deps.payments;
  if (!(provider instanceof LocalPixProvider)) return;
  // The page's buttons are plain HTML forms (no fields): accept and ignore their body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  const findCharge = async (id: string) => {
    const charge = await provider.find(id);
    if (!charge) throw new AppError('PAYMENT_NOT_FOUND');
    return charge;
  };

  app.get(
    '/dev/pix/:id',
    { schema: { params: Params, querystring: z.object({ done: z.enum(['confirmed', 'expired']).optional() }) } },
    async (request, reply) => {
      const charge = await findCharge(request.params.id);
      const notice = request.query.done ? NOTICES[request.query.done] : null;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderDevPixPage(charge, await qrCodePngBase64(charge.pixPayload), notice));
    },
  );

  for (const action of ['confirm', 'expire'] as const) {
    app.post(`/dev/pix/:id/${action}`, { schema: { params: Params } }, async (request, reply) => {
      const charge = await findCharge(request.params.id);
      const changed = action === 'confirm' ? await provider.confirm(charge.id) : await provider.expire(charge.id);
      if (changed) {
        await handleProviderEvent(deps, {
          eventId: `evt_local_${randomUUID()}`,
          eventType: action === 'confirm' ? 'PAYMENT_CONFIRMED' : 'PAYMENT_OVERDUE',
          providerPaymentId: charge.id,
        });
      }
      const done = action === 'confirm' ? 'confirmed' : 'expired';
      return reply.redirect(`/dev/pix/${encodeURIComponent(charge.id)}?done=${done}`, 303);
    });
  }
};
