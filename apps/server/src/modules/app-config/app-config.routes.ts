import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppConfigSchema } from '@vamos/shared/schemas/app-config';
import type { ModuleOptions } from '../../app-deps.ts';

/** `GET /api/config`: the deployment's public settings the web app needs at run time; public, cacheable. */
export const appConfigRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get('/config', { schema: { response: { 200: AppConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      supportWhatsapp: deps.config.supportWhatsapp,
      guaranteedPay: { enabled: deps.config.GUARANTEED_PAY, feePercent: deps.config.GUARANTEED_PAY_FEE_PERCENT },
      controller: {
        legalName: deps.config.COMPANY_LEGAL_NAME,
        cnpj: deps.config.COMPANY_CNPJ,
        dpoEmail: deps.config.DPO_EMAIL,
      },
    };
  });
};
