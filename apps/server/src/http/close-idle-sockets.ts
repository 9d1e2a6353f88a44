import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * On close, Node's HTTP server ends idle keep-alive connections but waits for connections that
 * have not sent a request yet (browser preconnects, a client's spare socket); one of those can
 * hold shutdown for minutes. This destroys them when the app starts closing, and ends each connection
 * a request in flight leaves idle after its answer; in-flight requests still finish normally.
 */
export function registerCloseIdleSockets(app: FastifyInstance): void {
  const withoutRequest = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    withoutRequest.add(socket);
    socket.once('close', () => withoutRequest.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => withoutRequest.delete(request.socket));
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of withoutRequest) socket.destroy();
    withoutRequest.clear();
  });
  // Node ends the connections idle when the close begins, not those a request in flight leaves idle
  // after it: each would hold the close open until the client drops it. Once an answer has gone out,
  // the connections idle by then are ended (one with a request waiting behind it is not idle).
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
