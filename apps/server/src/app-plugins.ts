import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { Deps } from './app-deps.ts';
import { registerCloseIdleSockets } from './http/close-idle-sockets.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRefuseWhileClosing } from './http/refuse-while-closing.ts';
import { registerOperatorContext } from './http/operator-context.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerRequestIdHeader } from './http/request-id.ts';
import { registerRequestMetrics } from './http/request-metrics.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { lookUpOperator } from './modules/auth/operator-auth.ts';
import { registerApiDocs } from './modules/docs/api-docs.ts';

/**
 * What every request goes through before a route, in order: errors answered in Portuguese, its
 * X-Request-Id and its count and duration (/metrics), compression, cookies, security headers, the 503 while closing, the text guard, CSRF, the
 * signed-in actor (through the session cache), idle sockets closed at shutdown; then the API docs,
 * registered before the routes so that they see them all.
 */
export async function registerPlugins(
  app: FastifyInstance,
  {
    config,
    auth,
    sessionCache,
    db,
    companies,
    metrics,
  }: Pick<Deps, 'config' | 'auth' | 'sessionCache' | 'db' | 'companies' | 'metrics'>,
): Promise<void> {
  registerErrorHandler(app);
  registerRequestIdHeader(app);
  registerRequestMetrics(app, metrics);
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
  registerRequestContext(app, auth, config.SESSION_ABSOLUTE_DAYS, sessionCache, (userId) =>
    companies.managerCompanyOf(db, userId),
  );
  // An operator's session opens only the operator's routes, with its second factor (decision 0048).
  registerOperatorContext(app, (headers) => lookUpOperator({ db, auth, config }, headers));
  registerCloseIdleSockets(app);
  await registerApiDocs(app);
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
