import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Once the app starts closing (SIGTERM → app.close() in main.ts), a request that still arrives — on
 * a keep-alive connection that was busy, or pipelined behind a request in flight — answers 503
 * SHUTTING_DOWN in our shape, with Retry-After and `Connection: close` (Fastify's), before any session
 * lookup or handler runs. Fastify's own `return503OnClosing` answer (English, no Retry-After) is
 * turned off in app.ts. Requests already in flight finish normally; the close waits for them.
 * Register it before every other onRequest hook that does work.
 */
export function registerRefuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError('SHUTTING_DOWN');
  });
}
