import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Deps } from './app-deps.ts';
import type { Database } from './db/client.ts';

export type ShutdownOptions = {
  /** How long /api/ready answers 503 while requests are still served (the load balancer's probe interval or more). */
  drainMs: number;
};

/**
 * The graceful stop on SIGTERM/SIGINT (decision 0052), in order:
 * 1. readiness turns 503 (`lifecycle.startDraining`), requests are still served for `drainMs` while
 *    the load balancer notices and sends new ones elsewhere;
 * 2. `app.close()`: the server stops accepting connections; a request that still arrives on an open
 *    connection gets 503 SHUTTING_DOWN (refuse-while-closing.ts); idle sockets are closed; every SSE
 *    stream ends with a retry hint (realtime.routes.ts); the requests in flight finish; then the onClose
 *    hook stops the queue workers and periodic tasks, waiting for the runs in progress, and the bus;
 * 3. the database closes (the pool's connections, or PGlite's files).
 */
export async function shutDown(
  { app, deps, database }: { app: FastifyInstance; deps: Pick<Deps, 'lifecycle'>; database: Database },
  { drainMs }: ShutdownOptions,
): Promise<void> {
  deps.lifecycle.startDraining();
  if (drainMs > 0) await sleep(drainMs);
  await app.close();
  await database.close();
}
