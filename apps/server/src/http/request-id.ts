import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's request id may look like to be kept: short, and nothing a log line could be forged with. */
const ACCEPTABLE = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId` (decision 0052): the X-Request-Id a proxy (Caddy, a load balancer) or a client
 * sent, when it looks like an id, so one id follows a request across the proxy's and the app's logs;
 * otherwise a new UUID. Every log line of the request carries it as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
}

/** Every answer names its request id (X-Request-Id), so a person's report or a proxy log leads to the app's log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
