import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BuyCoinsBodySchema,
  PaymentCheckSchema,
  PaymentSchema,
  PendingPaymentSchema,
  ReconcileResultSchema,
  SubscribeBodySchema,
  SubscriptionSchema,
} from '@vamos/shared/schemas/payments';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireAccountHolder, requireHolderRole } from '../../http/request-context.ts';
import { getPendingPayment } from './get-pending-payment.ts';
import { cancelOwnPayment, checkOwnPayment, getPayment, reconcileUser } from './own-payments.ts';
import { buyCoins, subscribe } from './start-purchase.ts';
import { getSubscription } from './subscriptions.ts';

const IdParams = z.object({ id: z.string() });
/** Payments are the account holder's: a freelancer's, or a company's owner's (never a manager's, decision 0040). */
const signedIn = { onRequest: requireAccountHolder };

/** Payments under /api: coin packages (freelancers), plans (contractors), checking and cancelling. */
export const paymentsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get('/payments/pending', { ...signedIn, schema: { response: { 200: PendingPaymentSchema } } }, async (request) =>
    getPendingPayment(deps.db, actorOf(request).id),
  );

  app.post(
    '/payments/coins',
    {
      onRequest: requireHolderRole('freelancer'),
      schema: { body: BuyCoinsBodySchema, response: { 201: PaymentSchema } },
    },
    async (request, reply) => reply.status(201).send(await buyCoins(deps, actorOf(request), request.body)),
  );

  app.post(
    '/payments/plans',
    {
      onRequest: requireHolderRole('contractor'),
      schema: { body: SubscribeBodySchema, response: { 201: PaymentSchema } },
    },
    async (request, reply) => reply.status(201).send(await subscribe(deps, actorOf(request), request.body)),
  );

  app.post(
    '/payments/reconcile',
    { ...signedIn, schema: { response: { 200: ReconcileResultSchema } } },
    async (request) => reconcileUser(deps, actorOf(request)),
  );

  app.get(
    '/payments/:id',
    { ...signedIn, schema: { params: IdParams, response: { 200: PaymentSchema } } },
    async (request) => getPayment(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/payments/:id/check',
    { ...signedIn, schema: { params: IdParams, response: { 200: PaymentCheckSchema } } },
    async (request) => checkOwnPayment(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/payments/:id/cancel',
    { ...signedIn, schema: { params: IdParams, response: { 200: PaymentCheckSchema } } },
    async (request) => cancelOwnPayment(deps, actorOf(request), request.params.id),
  );

  app.get(
    '/subscription',
    { onRequest: requireHolderRole('contractor'), schema: { response: { 200: SubscriptionSchema } } },
    async (request) => getSubscription(deps.db, actorOf(request).id),
  );
};
