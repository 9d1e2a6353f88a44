import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireUser } from '../../http/request-context.ts';
import { RealtimeHub } from './realtime-hub.ts';
import { RecentEvents } from './recent-events.ts';
import { SSE_DEFAULTS, SseStream, type SseOptions } from './sse-stream.ts';

/** After a shutdown a browser reconnects within 1 to 4 s: soon, but not every browser in the same instant. */
export const SHUTDOWN_RETRY_MS = { min: 1_000, max: 4_000 };
const shutdownRetryMs = () => SHUTDOWN_RETRY_MS.min + Math.random() * (SHUTDOWN_RETRY_MS.max - SHUTDOWN_RETRY_MS.min);

export type RealtimeRoutesOptions = ModuleOptions & { sse?: Partial<SseOptions> };

/**
 * GET /api/events: the signed-in user's Server-Sent Events stream. After `retry:` and an
 * `event: ready`, each bus event addressed to the user arrives as `event: <type>` with
 * `data: {"type","ids"}`; a comment every 25 s keeps the connection alive. A page written with its
 * first answers opens it with `?since=` (the moment they were asked, ms): `ready` then carries
 * `caughtUp: true` when nothing was sent to the user since, so the page need not ask again.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRoutesOptions> = async (app, { deps, sse }) => {
  const options: SseOptions = { ...SSE_DEFAULTS, ...sse };
  const hub = new RealtimeHub(deps.events);
  const recent = new RecentEvents(deps.events);
  // Open streams never go idle, so the HTTP server's close would wait for them forever. Each ends
  // with a retry hint: the browser reconnects within a few seconds, through the load balancer, to an
  // instance still serving (decision 0052).
  app.addHook('preClose', async () => {
    hub.closeAll(shutdownRetryMs);
    recent.close();
  });

  // Any other `since` is no moment: the stream opens as without it.
  const query = z.object({ since: z.coerce.number().int().positive().optional().catch(undefined) });
  app.get('/events', { onRequest: requireUser, schema: { querystring: query } }, async (request, reply) => {
    const actor = actorOf(request);
    const { since } = request.query;
    // Written by hand from here on: the headers set so far (security headers) go on the raw response.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    const stream = new SseStream(reply.raw, options);
    deps.metrics.sseStreams.inc();
    stream.onClose(() => deps.metrics.sseStreams.dec());
    // Attached first: an event sent from this moment on reaches the stream, so `caughtUp` holds.
    const detach = hub.attach(actor.id, actor.role, stream, actor.personId);
    const caughtUp = since !== undefined && recent.quietSince(actor.id, actor.role, since);
    stream.send('ready', caughtUp ? { type: 'ready', ids: {}, caughtUp } : { type: 'ready', ids: {} });
    stream.onClose(detach);
  });
};
