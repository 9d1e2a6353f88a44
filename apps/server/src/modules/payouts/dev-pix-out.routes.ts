import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { renderDevPixOutPage, type DevPixOutNotice } from './dev-pix-out-page.ts';

export type DevPixOutOptions = ModuleOptions & {
  /**
   * Called after a developer changed a transfer here, as the provider's TRANSFER_* webhook would
   * tell the product. Nothing listens yet: the pay-outs wire it (decision 0043). Default: nothing.
   */
  onTransferChanged?: (providerTransferId: string) => void | Promise<void>;
};

const Params = z.object({ id: z.string().max(64) });
/** The page's forms: `reason`, optional; anything else is ignored. */
const FormBody = z.looseObject({ reason: z.string().max(200).optional() }).catch({});

/**
 * Development only, with the local PIX provider: `/dev/pix-out` lists the pay-outs made (the
 * receiver's bank, seen from outside), fails the next one or marks one failed.
 */
export const devPixOutRoutes: FastifyPluginAsyncZod<DevPixOutOptions> = async (app, options) => {
  const provider = options.deps.payments;
  if (!(provider instanceof LocalPixProvider)) return;
  const onTransferChanged = options.onTransferChanged ?? (() => undefined);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const reasonOf = (body: unknown) => FormBody.parse(body ?? {}).reason ?? '';

  app.get(
    '/dev/pix-out',
    { schema: { querystring: z.object({ done: z.enum(['fail-next', 'failed', 'unchanged']).optional() }) } },
    async (request, reply) => {
      const notice: DevPixOutNotice | null = request.query.done ?? null;
      const page = renderDevPixOutPage(await provider.listTransfers(), provider.failsNextTransfer, notice);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );

  app.post('/dev/pix-out/fail-next', async (request, reply) => {
    provider.failNextTransfer(reasonOf(request.body));
    return reply.redirect('/dev/pix-out?done=fail-next', 303);
  });

  app.post('/dev/pix-out/:id/fail', { schema: { params: Params } }, async (request, reply) => {
    const changed = await provider.failTransfer(request.params.id, reasonOf(request.body));
    if (changed) await onTransferChanged(request.params.id);
    return reply.redirect(`/dev/pix-out?done=${changed ? 'failed' : 'unchanged'}`, 303);
  });
};
