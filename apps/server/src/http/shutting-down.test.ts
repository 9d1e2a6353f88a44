import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CepAddress, CepProvider } from '../providers/cep/cep-provider.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** The HTTP/1.1 responses read off one raw connection, in order (each has a Content-Length). */
function responsesOf(socket: Socket): (count: number) => Promise<RawResponse[]> {
  let buffered = Buffer.alloc(0);
  const parsed: RawResponse[] = [];
  const waiting: { count: number; resolve: (r: RawResponse[]) => void }[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) break;
      const [statusLine = '', ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffered.length < end + 4 + length) break;
      const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
      parsed.push({ status: Number(statusLine.split(' ')[1]), headers, body });
      buffered = buffered.subarray(end + 4 + length);
    }
    for (const w of waiting.filter((x) => parsed.length >= x.count)) w.resolve(parsed.slice(0, w.count));
  });
  return (count) =>
    new Promise((resolve) =>
      parsed.length >= count ? resolve(parsed.slice(0, count)) : waiting.push({ count, resolve }),
    );
}

const PAULISTA: CepAddress = {
  cep: '01310100',
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/**
 * SIGTERM (main.ts → app.close()) on a real listening server: a request in flight keeps the close
 * waiting and still completes; a request arriving meanwhile on an open keep-alive connection gets
 * our 503 in Portuguese with Retry-After, not Fastify's English `{"error":"Service Unavailable"}`.
 */
describe.each(TEST_DATABASES)('shutting down on %s', (kind) => {
  let t: TestApp;
  let socket: Socket;
  let release: (address: CepAddress) => void;
  let lookupStarted: Promise<void>;
  let closing: Promise<void> | undefined;

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
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    release(PAULISTA);
    socket?.destroy();
    await (closing ?? t.app.close());
    await t.database.close();
  });

  it('finishes the request in flight and answers a new one on the open connection with our 503', async () => {
    const { port } = t.app.server.address() as { port: number };
    socket = connect(port, '127.0.0.1');
    const read = responsesOf(socket);
    const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`;

    socket.write(request('/api/address/cep/01310100'));
    await lookupStarted;

    let closed = false;
    closing = t.app.close().then(() => {
      closed = true;
    });
    // The server has stopped accepting connections: the close is under way.
    await expect.poll(() => t.app.server.listening).toBe(false);

    const arrived = new Promise((resolve) => t.app.server.once('request', resolve));
    socket.write(request('/api/health'));
    await arrived;
    expect(closed).toBe(false);

    release(PAULISTA);
    const [inFlight, refused] = await read(2);
    expect(inFlight?.status).toBe(200);
    expect(JSON.parse(inFlight?.body ?? '')).toMatchObject({ cep: '01310100', city: 'São Paulo' });
    expect(refused?.status).toBe(503);
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused?.body ?? '')).toEqual({
      error: { code: 'SHUTTING_DOWN', message: 'O servidor está reiniciando. Tente novamente em instantes.' },
    });

    await closing;
    expect(closed).toBe(true);
  });
});
