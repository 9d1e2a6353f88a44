import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRequestContext } from './http/request-context.ts';
import { createAuth } from './modules/auth/auth.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { EventBus } from './modules/realtime/event-bus.ts';
import { InProcessBus } from './modules/realtime/in-process-bus.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { OutboxMailer } from './providers/mail/outbox-mailer.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Tests replace providers here; production picks them from config. */
  overrides?: Partial<Pick<Deps, 'mailer' | 'events'>>;
  logger?: boolean;
};

export const BODY_LIMIT_BYTES = 64 * 1024;

/** Wires providers, modules and the SPA into one Fastify instance. Tests call it directly. */
export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; deps: Deps }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer: Mailer = options.overrides?.mailer ?? new OutboxMailer(database.db, app.log);
  const events: EventBus = options.overrides?.events ?? new InProcessBus();
  const auth = createAuth({
    db: database.db,
    config,
    sendPasswordReset: async () => undefined,
  });
  const deps: Deps = { config, database, db: database.db, auth, mailer, events };

  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.S3_PUBLIC_URL ? [config.S3_PUBLIC_URL] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.APP_URL.startsWith('https://'),
  });
  registerCsrfProtection(app, { allowedOrigins: [config.APP_URL], exempt: ['/api/payments/webhook/'] });
  registerRequestContext(app, auth, config.SESSION_ABSOLUTE_DAYS);

  await app.register(healthRoutes, { prefix: '/api', deps });

  await registerSpa(app, config);
  app.addHook('onClose', async () => {
    await events.close();
  });
  return { app, deps };
}

async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const root = resolve(import.meta.dirname, '..', config.WEB_DIST_DIR);
  if (!existsSync(resolve(root, 'index.html'))) return;
  await app.register(fastifyStatic, { root, wildcard: false, index: false });
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) return reply.callNotFound();
    const file = resolve(root, '.' + path);
    if (file.startsWith(root + '/') && statSync(file, { throwIfNoEntry: false })?.isFile()) {
      return reply.sendFile(path.slice(1));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
