import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * On close, Node's HTTP server ends idle keep-alive connections but waits for connections that
 * have not sent a request yet (browser preconnects, a client's spare socket); one of those can
 * hold shutdown for minutes. This destroys them when the app starts closing; in-flight requests
 * still finish normally.
 */
export function registerCloseIdleSockets(app: FastifyInstance): void {
  const withoutRequest = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    withoutRequest.add(socket);
    socket.once('close', () => withoutRequest.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => withoutRequest.delete(request.socket));
  app.addHook('preClose', async () => {
    for (const socket of withoutRequest) socket.destroy();
    withoutRequest.clear();
  });
}
