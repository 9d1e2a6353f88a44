import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { startBackgroundWork } from './app-background.ts';
import { createCaches, followBusWithCaches } from './app-caches.ts';
import type { Deps } from './app-deps.ts';
import { registerPlugins } from './app-plugins.ts';
import { createProviders, type ProviderOverrides } from './app-providers.ts';
import { registerStaticFiles } from './app-static.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { frameworkErrors } from './http/error-handler.ts';
import { Lifecycle } from './http/lifecycle.ts';
import { requestIdOf } from './http/request-id.ts';
import { recordRoutes, type RouteEntry } from './http/route-table.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { devOperatorsRoutes } from './modules/auth/dev-operators.routes.ts';
import { operatorAuthRoutes } from './modules/auth/operator-auth.routes.ts';
import { operatorsRoutes } from './modules/operators/operators.routes.ts';
import { operatorPaymentsRoutes } from './modules/operators/operator-payments.routes.ts';
import { signupRoutes } from './modules/signup/signup.routes.ts';
import { stillAwaitingDecision } from './modules/shifts/shifts.service.ts';
import { loginSuspended } from './modules/auth/login-suspensions.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { asaasWebhookRoutes } from './modules/payments/asaas-webhook.routes.ts';
import { devPixRoutes } from './modules/payments/dev-pix.routes.ts';
import { devPixOutRoutes } from './modules/payouts/dev-pix-out.routes.ts';
import { handleTransferEvent } from './modules/payouts/handle-transfer-event.ts';
import { transferWebhookRoutes } from './modules/payouts/transfer-webhook.routes.ts';
import { devJobsRoutes } from './modules/jobs/dev-jobs.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { agendaRoutes } from './modules/agenda/agenda.routes.ts';
import { evaluationsRoutes } from './modules/evaluations/evaluations.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { shiftsRoutes } from './modules/shifts/shifts.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMetrics } from './modules/metrics/metrics.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { queueDepth } from './modules/notifications/notifications.service.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { jobHistoryWriter } from './modules/jobs/job-history.ts';
import { holdAcceptedInvitation, holdPlaceForPayment } from './modules/shift-pay/hold-place.ts';
import { fundJobAtPublishing } from './modules/shift-pay/job-funding.ts';
import { settleShiftCharge } from './modules/shift-pay/settle-shift-charge.ts';
import { jobEventsRoutes } from './modules/jobs/job-events.routes.ts';
import { devOutboxRoutes } from './modules/mail/dev-outbox.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { vitalsRoutes } from './modules/vitals/vitals.routes.ts';
import { jobAlertsRoutes } from './modules/alerts/job-alerts.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { shiftPayRoutes } from './modules/shift-pay/shift-pay.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { companyReads } from './modules/company/company.service.ts';
import { jobTemplatesRoutes } from './modules/job-templates/job-templates.routes.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Tests replace providers here; production picks them from config. */
  overrides?: ProviderOverrides;
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout (a test reads them). */
  logStream?: NodeJS.WritableStream;
};

export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Wires providers, caches, modules and the SPA into one Fastify instance. Tests call it directly.
 * Each concern has its file: app-providers.ts (the outside world), app-caches.ts (the caches and the
 * events that make them stale), app-plugins.ts (what every request goes through), the routes below,
 * app-static.ts (uploads and the SPA), app-background.ts (periodic work); the onClose hook stops them.
 */
export async function buildApp(
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; deps: Deps; routes: RouteEntry[] }> {
  const { config, database } = options;
  const app = Fastify({
    // pino: one JSON object per line, each with the request's id (X-Request-Id when a proxy sent one).
    logger:
      options.logger === false
        ? false
        : { level: config.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
    // While closing, our own 503 in Portuguese with Retry-After (http/refuse-while-closing.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const providers = await createProviders(config, database, app.log, options.overrides);
  const caches = createCaches(config);
  const stopFollowingBus = followBusWithCaches(providers.events, caches);
  const metrics = createMetrics({
    queueDepth: () => queueDepth({ db: database.db }),
    poolStats: database.poolStats,
    processMetrics: Boolean(config.METRICS_TOKEN),
    onCollectError: (source, error) => app.log.warn({ err: error, source }, 'metrics source unavailable'),
  });
  const deps: Deps = {
    config,
    database,
    db: database.db,
    ...providers,
    ...caches,
    lifecycle: new Lifecycle(),
    metrics,
    companies: companyReads,
    // The company's ratings go into the job's history (evaluations reaches jobs only so).
    jobHistory: jobHistoryWriter,
    // Guaranteed pay (decision 0042): a place's approval waits for its PIX charge, whose settlement
    // books or frees it (shift-pay reaches shifts and payments; they reach it only so).
    shiftCharges: settleShiftCharge,
    placeHolds: holdPlaceForPayment,
    invitationHolds: holdAcceptedInvitation,
    jobFundings: fundJobAtPublishing,
    // A grouped e-mail of applications names only those still waiting for a decision.
    noticeChecks: { application_received: stillAwaitingDecision },
    // A suspended person is e-mailed and pushed only about their money (decision 0050).
    suspendedLogin: (db, userId) => loginSuspended({ companies: companyReads }, db, userId),
  };

  const routes = recordRoutes(app);
  await registerPlugins(app, deps);
  await registerRoutes(app, deps);
  await registerStaticFiles(app, config, deps.storage);
  const stopBackgroundWork = startBackgroundWork(deps, app.log);
  app.addHook('onClose', async () => {
    await stopBackgroundWork();
    stopFollowingBus();
    await deps.events.close();
    // A mailer passed in (tests, benches) belongs to whoever made it.
    if (!options.overrides?.mailer) deps.mailer.close?.();
  });
  return { app, deps, routes };
}

/** Every module's routes: one line each, the development tools only with DEV_TOOLS. */
async function registerRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config } = deps;
  await app.register(healthRoutes, { prefix: '/api', deps });
  await app.register(metricsRoutes, { deps });
  await app.register(appConfigRoutes, { prefix: '/api', deps });
  await app.register(vitalsRoutes, { prefix: '/api', deps });
  await app.register(authRoutes, { prefix: '/api/auth', deps });
  await app.register(operatorAuthRoutes, { prefix: '/api/auth/operator', deps });
  await app.register(operatorsRoutes, { prefix: '/api/operator', deps });
  await app.register(operatorPaymentsRoutes, { prefix: '/api/operator', deps });
  await app.register(signupRoutes, { prefix: '/api/auth', deps });
  await app.register(walletRoutes, { prefix: '/api/wallet', deps });
  if (config.DEV_TOOLS) await app.register(devOutboxRoutes, { deps });
  if (config.DEV_TOOLS) await app.register(devOperatorsRoutes, { deps });
  await app.register(addressRoutes, { prefix: '/api', deps });
  await app.register(profilesRoutes, { prefix: '/api', deps });
  await app.register(realtimeRoutes, { prefix: '/api', deps });
  await app.register(notificationsRoutes, { prefix: '/api', deps });
  await app.register(jobAlertsRoutes, { prefix: '/api', deps });
  await app.register(teamRoutes, { prefix: '/api', deps });
  await app.register(payoutsRoutes, { prefix: '/api', deps });
  await app.register(receiptsRoutes, { prefix: '/api', deps });
  await app.register(shiftPayRoutes, { prefix: '/api', deps });
  await app.register(companyRoutes, { prefix: '/api', deps });
  await app.register(jobTemplatesRoutes, { prefix: '/api', deps });
  await app.register(unsubscribeRoutes, { deps });
  await app.register(jobsRoutes, { prefix: '/api', deps });
  await app.register(jobEventsRoutes, { prefix: '/api', deps });
  await app.register(shiftsRoutes, { prefix: '/api', deps });
  await app.register(agendaRoutes, { prefix: '/api', deps });
  await app.register(evaluationsRoutes, { prefix: '/api', deps });
  await app.register(reportsRoutes, { prefix: '/api', deps });
  await app.register(privacyRoutes, { prefix: '/api', deps });
  await app.register(paymentsRoutes, { prefix: '/api', deps });
  await app.register(asaasWebhookRoutes, { prefix: '/api', deps });
  await app.register(transferWebhookRoutes, { prefix: '/api', deps });
  if (config.DEV_TOOLS) await app.register(devPixRoutes, { deps });
  if (config.DEV_TOOLS) {
    await app.register(devPixOutRoutes, {
      deps,
      onTransferChanged: (providerTransferId) =>
        handleTransferEvent(deps, { providerTransferId, externalReference: null }).then(() => undefined),
    });
  }
  if (config.DEV_TOOLS) await app.register(devJobsRoutes, { prefix: '/api', deps });
  await app.register(publicPagesRoutes, { deps, webRoot: resolve(import.meta.dirname, '..', config.WEB_DIST_DIR) });
}
