import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import { AcceptConsentsInputSchema, DeleteAccountInputSchema, MyConsentsSchema } from '@vamos/shared/schemas/my-data';
import type { ModuleOptions } from '../../app-deps.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { actorOf, requireAccountHolder, requireUser } from '../../http/request-context.ts';
import { acceptCurrent, myConsents } from '../consents/consents.service.ts';
import { deleteAccount } from './delete-account.ts';
import { exportMyData } from './export-my-data.ts';
import { myDataSummaryHtml } from './my-data-summary.ts';

/**
 * 'Meus dados' (LGPD Art. 18–19, decision 0051), under /api: the export as a JSON file and as a page
 * to read and print, the consents (and accepting a new version), and 'Excluir minha conta'.
 */
export const privacyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get('/me/data', { onRequest: requireUser }, async (request, reply) => {
    const data = await exportMyData(deps, actorOf(request));
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="meus-dados-vamos-trabalhar-${todayInSaoPaulo()}.json"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });

  app.get('/me/data/summary', { onRequest: requireUser }, async (request, reply) => {
    const data = await exportMyData(deps, actorOf(request));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(myDataSummaryHtml(data));
  });

  app.get(
    '/me/consents',
    { onRequest: requireUser, schema: { response: { 200: MyConsentsSchema } } },
    async (request) => myConsents(deps.db, actorOf(request).personId),
  );

  app.post(
    '/me/consents',
    { onRequest: requireUser, schema: { body: AcceptConsentsInputSchema, response: { 200: MyConsentsSchema } } },
    async (request) => acceptCurrent(deps.db, actorOf(request).personId, request.ip),
  );

  app.post(
    '/me/account/delete',
    {
      onRequest: requireAccountHolder,
      preValidation: rateLimit(deps, { route: 'delete-account' }),
      schema: { body: DeleteAccountInputSchema },
    },
    async (request, reply) => {
      await deleteAccount(deps, actorOf(request), request.body);
      // The session row is gone; the browser's cookie goes with it.
      const cookies = await deps.auth.api
        .signOut({ headers: new Headers({ cookie: request.headers.cookie ?? '' }), returnHeaders: true })
        .then((result) => result.headers.getSetCookie())
        .catch(() => []);
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return reply.status(204).send();
    },
  );
};
