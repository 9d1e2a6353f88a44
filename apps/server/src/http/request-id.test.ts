import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/databases.ts';
import { TEST_ORIGIN } from '../test/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Structured logs (decision 0052): one JSON object a line (pino), each line of a request carrying its
 * id, the proxy's X-Request-Id when it sent a usable one, a new UUID otherwise; every answer names it.
 * Not a database matter: PGlite only.
 */
describe('request ids and JSON logs', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', APP_URL: TEST_ORIGIN, LOG_LEVEL: 'info' });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    ({ app } = await buildApp({ config, database, logStream }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const logsOf = (reqId: string) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId === reqId);

  it('keeps the X-Request-Id a proxy sent, answers with it and logs every line of the request with it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'caddy-7f3a.19' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('caddy-7f3a.19');
    const logged = logsOf('caddy-7f3a.19');
    expect(logged.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(logged[1]).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(typeof logged[1]?.responseTime).toBe('number');
  });

  it('gives a request without one a new UUID, also on an error answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(logsOf(id).length).toBeGreaterThan(0);
  });

  it('replaces an id that could forge a log line or is too long', async () => {
    for (const given of ['a"}\n{"msg":"falso', 'x'.repeat(129), '']) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    expect(lines.every((line) => !line.includes('falso'))).toBe(true);
  });
});
