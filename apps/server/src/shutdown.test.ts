import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTDOWN_RETRY_MS } from './modules/realtime/realtime.routes.ts';
import type { CepAddress, CepProvider } from './providers/cep/cep-provider.ts';
import { shutDown } from './shutdown.ts';
import { TEST_DATABASES } from './test/databases.ts';
import { signupFreelancer } from './test/factories.ts';
import { openSseClient } from './test/sse-client.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const PAULISTA: CepAddress = {
  cep: '01310100',
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/**
 * SIGTERM's graceful stop (shutdown.ts, decision 0052) on a real listening server: readiness turns
 * 503 while requests are still served; then the server stops accepting, an open SSE stream ends with
 * a retry hint, a request in flight completes, and only then does the database close.
 */
describe.each(TEST_DATABASES)('graceful shutdown on %s', (kind) => {
  let t: TestApp;
  let release: (address: CepAddress) => void;
  let lookupStarted: Promise<void>;
  let stopped: Promise<void> | undefined;

  beforeAll(async () => {
    let started: () => void = () => undefined;
    lookupStarted = new Promise((resolve) => (started = resolve));
    const answer = new Promise<CepAddress>((resolve) => (release = resolve));
    // A CEP lookup that answers only when the test says so: the request in flight.
    const cep: CepProvider = {
      lookup: () => {
        started();
        return answer;
      },
    };
    t = await createTestApp(kind, {}, { cep });
  });
  afterAll(async () => {
    release(PAULISTA);
    await (stopped ?? t.close());
  });

  it('drains, closes SSE streams with a retry hint, finishes the request in flight, then closes the database', async () => {
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const person = await signupFreelancer(t);
    const stream = await openSseClient(`${origin}/api/events`, person.cookie);
    await stream.next((m) => m.event === 'ready');
    const inFlight = fetch(`${origin}/api/address/cep/01310100`);
    await lookupStarted;

    let done = false;
    stopped = shutDown({ app: t.app, deps: t.deps, database: t.database }, { drainMs: 1_500 }).then(() => {
      done = true;
    });

    // Draining: the load balancer is told to stop sending traffic, and what still comes is served.
    const ready = await fetch(`${origin}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'shutting_down' });
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);

    // Closing: no new connections; the stream ends with a reconnection hint of 1 to 4 s.
    await expect.poll(() => t.app.server.listening, { timeout: 10_000 }).toBe(false);
    await stream.ended;
    const [opening, hint] = stream.retries;
    expect(opening).toBe(5_000);
    expect(hint).toBeGreaterThanOrEqual(SHUTDOWN_RETRY_MS.min);
    expect(hint).toBeLessThanOrEqual(SHUTDOWN_RETRY_MS.max);
    expect(done).toBe(false); // the request in flight holds the close

    release(PAULISTA);
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ cep: '01310100', city: 'São Paulo' });
    await stopped;
    expect(done).toBe(true);
    await expect(t.deps.db.execute(sql`SELECT 1`)).rejects.toThrow();
  });
});
