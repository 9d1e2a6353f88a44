import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireUser } from '../../http/request-context.ts';
import { RealtimeHub } from './realtime-hub.ts';
import { SSE_DEFAULTS, SseStream, type SseOptions } from './sse-stream.ts';

export type RealtimeRoutesOptions = ModuleOptions & { sse?: Partial<SseOptions> };

/**
 * GET /api/events: the signed-in user's Server-Sent Events stream. After `retry:` and an
 * `event: ready`, each bus event addressed to the user arrives as `event: <type>` with
 * `data: {"type","ids"}`; a comment every 25 s keeps the connection alive.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRoutesOptions> = async (app, { deps, sse }) => {
  const options: SseOptions = { ...SSE_DEFAULTS, ...sse };
  const hub = new RealtimeHub(deps.events);
  // Open streams never go idle, so the HTTP server's close would wait for them forever.
  app.addHook('preClose', async () => hub.closeAll());

  app.get('/events', { onRequest: requireUser }, async (request, reply) => {
    const actor = actorOf(request);
    // Written by hand from here on: the headers set so far (security headers) go on the raw response.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    const stream = new SseStream(reply.raw, options);
    stream.send('ready', { type: 'ready', ids: {} });
    const detach = hub.attach(actor.id, actor.role, stream);
    stream.onClose(detach);
  });
};
