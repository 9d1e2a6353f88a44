import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StatementSchema } from '@vamos/shared/schemas/payments';
import { WalletSchema, type Wallet } from '@vamos/shared/schemas/wallet';
import type { ModuleOptions } from '../../app-deps.ts';
import type { Role } from '../../db/schema.ts';
import { actorOf, requireAccountHolder, requireUser } from '../../http/request-context.ts';
import { getStatement } from './statement.ts';
import { getBalances, type Balances } from './wallet.service.ts';

/** A freelancer sees coins, a contractor credits. */
export function presentWallet(role: Role, balances: Balances): Wallet {
  return role === 'freelancer' ? { coins: balances.coin } : { credits: balances.credit };
}

const signedIn = { onRequest: requireUser };

export const walletRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get('/', { ...signedIn, schema: { response: { 200: WalletSchema } } }, async (request) => {
    const actor = actorOf(request);
    return presentWallet(actor.role, await getBalances(deps.db, actor.id));
  });

  app.get(
    '/statement',
    {
      // The statement is the account holder's (a manager sees the credits, not what was paid, decision 0040).
      onRequest: requireAccountHolder,
      schema: { querystring: z.object({ cursor: z.string().max(20).optional() }), response: { 200: StatementSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      return getStatement(deps.db, actor.id, actor.role === 'freelancer' ? 'coin' : 'credit', request.query.cursor);
    },
  );
};
