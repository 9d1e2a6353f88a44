import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerCloseIdleSockets } from './http/close-idle-sockets.ts';
import { routePreloads } from './http/route-preloads.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerRefuseWhileClosing } from './http/refuse-while-closing.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { registerRequestContext } from './http/request-context.ts';
import { recordRoutes, type RouteEntry } from './http/route-table.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { SessionCache } from './http/session-cache.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { createAuth } from './modules/auth/auth.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { signupRoutes } from './modules/signup/signup.routes.ts';
import { stillAwaitingDecision } from './modules/shifts/shifts.service.ts';
import { passwordResetMessage } from './modules/auth/password-reset-mail.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { asaasWebhookRoutes } from './modules/payments/asaas-webhook.routes.ts';
import { devPixRoutes } from './modules/payments/dev-pix.routes.ts';
import { devJobsRoutes } from './modules/jobs/dev-jobs.routes.ts';
import { startPaymentSweeper } from './modules/payments/payment-sweeper.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { agendaRoutes } from './modules/agenda/agenda.routes.ts';
import { evaluationsRoutes } from './modules/evaluations/evaluations.routes.ts';
import { shiftsRoutes } from './modules/shifts/shifts.routes.ts';
import { registerApiDocs } from './modules/docs/api-docs.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { devOutboxRoutes } from './modules/mail/dev-outbox.routes.ts';
import { startDeliveryWorker } from './modules/notifications/delivery-worker.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes.ts';
import { startReminderSweep } from './modules/reminders/send-reminders.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes.ts';
import { spaPageRules } from './modules/public-pages/spa-pages.ts';
import type { EventBus } from './modules/realtime/event-bus.ts';
import { InProcessBus } from './modules/realtime/in-process-bus.ts';
import { PostgresBus } from './modules/realtime/postgres-bus.ts';
import { JobDetailCache } from './modules/jobs/job-detail-cache.ts';
import { JobListCache } from './modules/jobs/job-list-cache.ts';
import { followBus } from './modules/realtime/follow-bus.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { vitalsRoutes } from './modules/vitals/vitals.routes.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { OutboxMailer } from './providers/mail/outbox-mailer.ts';
import { SmtpMailer } from './providers/mail/smtp-mailer.ts';
import { createCepProvider } from './providers/cep/create-cep-provider.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { DiskStorage, UPLOADS_URL_PREFIX } from './providers/storage/disk-storage.ts';
import type { StorageProvider } from './providers/storage/storage-provider.ts';
import { createPaymentProvider } from './providers/payment/create-payment-provider.ts';
import type { PushSender } from './providers/push/push-sender.ts';
import { storedVapidKeys } from './providers/push/vapid-keys.repo.ts';
import { generateVapidKeys, WebPushSender } from './providers/push/web-push-sender.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Tests replace providers here; production picks them from config. */
  overrides?: Partial<Pick<Deps, 'mailer' | 'events' | 'storage' | 'cep' | 'payments' | 'push'>>;
  logger?: boolean;
};

export const BODY_LIMIT_BYTES = 64 * 1024;

/** Wires providers, modules and the SPA into one Fastify instance. Tests call it directly. */
export async function buildApp(
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; deps: Deps; routes: RouteEntry[] }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
    // While closing, our own 503 in Portuguese with Retry-After (http/refuse-while-closing.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer: Mailer =
    options.overrides?.mailer ??
    (config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(database.db, app.log));
  // Realtime fan-out: LISTEN/NOTIFY across instances on PostgreSQL; one process on PGlite.
  const events: EventBus =
    options.overrides?.events ??
    (database.kind === 'postgres' && database.connectionString
      ? await PostgresBus.start({ connectionString: database.connectionString, db: database.db, log: app.log })
      : new InProcessBus());
  const auth = createAuth({
    db: database.db,
    config,
    sendPasswordReset: (input) => mailer.send(passwordResetMessage({ ...input, appUrl: config.APP_URL })),
    log: app.log,
  });
  const storage = options.overrides?.storage ?? createStorage(config);
  const cep = options.overrides?.cep ?? createCepProvider(config);
  const payments = options.overrides?.payments ?? createPaymentProvider(config, database.db);
  const push = options.overrides?.push ?? (await createPushSender(config, database.db));
  const sessionCache = new SessionCache(config.SESSION_CACHE_SECONDS * 1000);
  const jobListCache = new JobListCache(config.JOB_LIST_CACHE_MS);
  const jobDetailCache = new JobDetailCache(config.JOB_DETAIL_CACHE_MS);
  // Any instance's logout, password reset or change to jobs and applications: this one forgets the
  // sessions, board pages and job details it makes stale. While the bus may miss one (its LISTEN
  // connection is down), these caches are bypassed, and they start empty when it is back.
  const stopFollowingBus = [sessionCache, jobListCache, jobDetailCache].map((cache) => followBus(events, cache));
  const deps: Deps = {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    events,
    storage,
    cep,
    payments,
    push,
    sessionCache,
    // A grouped e-mail of applications names only those still waiting for a decision.
    noticeChecks: { application_received: stillAwaitingDecision },
    jobListCache,
    jobDetailCache,
  };

  const routes = recordRoutes(app);
  registerErrorHandler(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Images stored on S3 are served from its public URL, or from the endpoint when none is set.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...[config.S3_PUBLIC_URL ?? config.S3_ENDPOINT].filter((u) => u !== undefined).map((u) => new URL(u).origin),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.APP_URL.startsWith('https://'),
  });
  registerRefuseWhileClosing(app);
  registerTextGuard(app);
  registerCsrfProtection(app, {
    allowedOrigins: [config.APP_URL],
    exempt: ['/api/payments/webhook/'],
    allowLoopback: !config.isProduction,
  });
  registerRequestContext(app, auth, config.SESSION_ABSOLUTE_DAYS, sessionCache);
  registerCloseIdleSockets(app);

  await registerApiDocs(app);
  await app.register(healthRoutes, { prefix: '/api', deps });
  await app.register(appConfigRoutes, { prefix: '/api', deps });
  await app.register(vitalsRoutes, { prefix: '/api', deps });
  await app.register(authRoutes, { prefix: '/api/auth', deps });
  await app.register(signupRoutes, { prefix: '/api/auth', deps });
  await app.register(walletRoutes, { prefix: '/api/wallet', deps });
  if (config.DEV_TOOLS) await app.register(devOutboxRoutes, { deps });
  await app.register(addressRoutes, { prefix: '/api', deps });
  await app.register(profilesRoutes, { prefix: '/api', deps });
  await app.register(realtimeRoutes, { prefix: '/api', deps });
  await app.register(notificationsRoutes, { prefix: '/api', deps });
  await app.register(unsubscribeRoutes, { deps });
  await app.register(jobsRoutes, { prefix: '/api', deps });
  await app.register(shiftsRoutes, { prefix: '/api', deps });
  await app.register(agendaRoutes, { prefix: '/api', deps });
  await app.register(evaluationsRoutes, { prefix: '/api', deps });
  await app.register(paymentsRoutes, { prefix: '/api', deps });
  await app.register(asaasWebhookRoutes, { prefix: '/api', deps });
  if (config.DEV_TOOLS) await app.register(devPixRoutes, { deps });
  if (config.DEV_TOOLS) await app.register(devJobsRoutes, { prefix: '/api', deps });
  await registerUploadsDir(app, storage);
  await app.register(publicPagesRoutes, { deps, webRoot: resolve(import.meta.dirname, '..', config.WEB_DIST_DIR) });

  await registerSpa(app, config);
  // The reconciliation sweep runs in served processes, not in tests (they call sweepPayments).
  const stopSweeper =
    config.NODE_ENV !== 'test' && config.PAYMENT_SWEEP_SECONDS > 0
      ? startPaymentSweeper(deps, app.log, config.PAYMENT_SWEEP_SECONDS)
      : null;
  // The notification queue: a pass every NOTIFICATION_POLL_MS and on every new notification (tests call deliverDue).
  const stopDeliveries =
    config.NODE_ENV !== 'test' && config.NOTIFICATION_POLL_MS > 0
      ? startDeliveryWorker(deps, app.log, config.NOTIFICATION_POLL_MS)
      : null;
  const stopReminders =
    config.NODE_ENV !== 'test' && config.REMINDER_SWEEP_SECONDS > 0
      ? startReminderSweep(deps, app.log, config.REMINDER_SWEEP_SECONDS)
      : null;
  app.addHook('onClose', async () => {
    await stopReminders?.();
    await stopDeliveries?.();
    for (const stop of stopFollowingBus) stop();
    await stopSweeper?.();
    await events.close();
    // A mailer passed in (tests, benches) belongs to whoever made it.
    if (!options.overrides?.mailer) mailer.close?.();
  });
  return { app, deps, routes };
}

/** Disk storage: uploaded files at /uploads/<key>; a key never changes content, so caches may keep it. */
async function registerUploadsDir(app: FastifyInstance, storage: StorageProvider): Promise<void> {
  if (!(storage instanceof DiskStorage)) return;
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
  });
}

/**
 * JSON answers over 1 KB go out compressed (br, else gzip) when the client accepts it: only JSON, so
 * the SSE stream (hijacked anyway), uploaded images and the precompressed SPA files are left alone.
 * The auth answers are never compressed (BREACH, decision 0013). Request bodies are not decompressed.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, so it sees `compress: false`.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/auth/') && route.compress === undefined) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
}

/** Vite's output under /assets/ has the content hash in its name: it never changes, caches keep it. */
const HASHED_ASSETS_PREFIX = '/assets/';
const IMMUTABLE = { maxAge: '365d', immutable: true } as const;
/** Everything else (index.html, the manifest, a service worker): revalidated each time by its ETag. */
const REVALIDATE = { cacheControl: false } as const;

/**
 * The built SPA. A file answers with its precompressed .br or .gz sibling when the client accepts
 * it (Vary: Accept-Encoding); a missing file, or any path with an extension, is a 404; a client
 * route (no extension) gets index.html.
 */
async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const root = resolve(import.meta.dirname, '..', config.WEB_DIST_DIR);
  if (!existsSync(resolve(root, 'index.html'))) return;
  await app.register(fastifyStatic, { root, serve: false, index: false, preCompressed: true, etag: true });
  const preloadsOf = routePreloads(root);
  const answeredByPageRules = spaPageRules(root);
  // Files go out as built (precompressed or not), never compressed again on the fly.
  app.get('/*', { compress: false }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) return reply.callNotFound();
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const hasExtension = lastSegment.includes('.');
    const file = resolve(root, '.' + path);
    const isServable =
      hasExtension &&
      !/\.(?:br|gz)$/.test(path) &&
      file.startsWith(root + '/') &&
      statSync(file, { throwIfNoEntry: false })?.isFile() === true;
    if (isServable) {
      if (path.startsWith(HASHED_ASSETS_PREFIX)) return reply.sendFile(path.slice(1), IMMUTABLE);
      return reply.header('cache-control', 'no-cache').sendFile(path.slice(1), REVALIDATE);
    }
    if (hasExtension || path.startsWith(HASHED_ASSETS_PREFIX)) return reply.callNotFound();
    if (answeredByPageRules(path, reply)) return reply;
    const preloads = preloadsOf(path);
    if (preloads) reply.header('link', preloads);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', REVALIDATE);
  });
}

/** Web Push with the configured VAPID keys, or the pair generated once and kept in the database. */
async function createPushSender(config: Config, db: Database['db']): Promise<PushSender> {
  const keys =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : await storedVapidKeys(db, generateVapidKeys);
  return new WebPushSender({ ...keys, subject: config.VAPID_SUBJECT });
}
