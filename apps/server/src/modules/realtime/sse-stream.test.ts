import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openSseClient } from '../../test/sse-client.ts';
import { SseStream, type SseOptions } from './sse-stream.ts';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

/** A bare HTTP server whose every request opens one SseStream. */
async function serve(options: SseOptions, onStream: (stream: SseStream) => void): Promise<string> {
  server = createServer((_req, res) => onStream(new SseStream(res, options)));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const FAST: SseOptions = { retryMs: 1234, heartbeatMs: 30, maxAgeMs: 60_000, maxBufferedBytes: 64 * 1024 };

describe('SseStream', () => {
  it('writes retry, named events and heartbeat comments', async () => {
    const url = await serve(FAST, (stream) => stream.send('wallet.changed', { type: 'wallet.changed', ids: {} }));
    const client = await openSseClient(url);
    try {
      expect(await client.next()).toEqual({ event: 'wallet.changed', data: '{"type":"wallet.changed","ids":{}}' });
      expect(client.retries).toEqual([1234]);
      await client.comment('ping');
    } finally {
      client.close();
    }
  });

  it('runs close callbacks once when the client disconnects', async () => {
    let closes = 0;
    let stream: SseStream | null = null;
    let closed = () => {};
    const firstClose = new Promise<void>((resolve) => (closed = resolve));
    const url = await serve(FAST, (s) => {
      stream = s;
      s.onClose(() => {
        closes += 1;
        closed();
      });
      s.send('ready', {});
    });
    const client = await openSseClient(url);
    await client.next();
    client.close();
    await firstClose;
    expect((stream as SseStream | null)?.isOpen).toBe(false);
    // Closing it again (the server's own end, the age limit) tells no one a second time.
    (stream as SseStream | null)?.close();
    expect(closes).toBe(1);
  });

  it('ends the stream after maxAgeMs so the browser reconnects and re-authenticates', async () => {
    let stream: SseStream | null = null;
    let closes = 0;
    const url = await serve({ ...FAST, maxAgeMs: 100 }, (s) => {
      stream = s;
      s.onClose(() => (closes += 1));
      s.send('ready', {});
    });
    const client = await openSseClient(url);
    expect(await client.next()).toMatchObject({ event: 'ready' });
    await client.ended;
    // The server ended it (the client never closed): the stream is closed and said so once.
    expect((stream as SseStream | null)?.isOpen).toBe(false);
    expect(closes).toBe(1);
    await expect(client.next()).rejects.toThrow(/ended before the expected event/);
  });
});
