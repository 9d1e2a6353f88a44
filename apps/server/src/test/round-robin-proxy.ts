import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = {
  origin: string;
  /** Which upstream (its index) answered each request, in order. */
  served: number[];
  close(): Promise<void>;
};

/**
 * The load balancer of the topology test, on node's http: each request goes to the next upstream in
 * turn (no stickiness: the instances must not care which one a person reaches), streamed both ways
 * (uploads, SSE), with the X-Forwarded-For / -Proto / -Host a proxy adds and an X-Request-Id kept when
 * the client sent one. An upstream that cannot be reached answers 502.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const served: number[] = [];
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next++ % upstreams.length;
    served.push(index);
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const upstream = forward(
      target,
      {
        method: incoming.method,
        headers: {
          ...incoming.headers,
          host: target.host,
          'x-forwarded-for': incoming.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': incoming.headers.host ?? '',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
