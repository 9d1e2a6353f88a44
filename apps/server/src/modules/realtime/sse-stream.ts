import type { ServerResponse } from 'node:http';

export type SseOptions = {
  /** Reconnection delay the browser's EventSource should use. */
  retryMs: number;
  /** A comment line at this interval keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /**
   * The stream ends after this long; EventSource reconnects at once, which re-checks the session
   * (a revoked or expired session then gets 401 and the browser stops).
   */
  maxAgeMs: number;
  /** A client that stops reading is dropped once this much output is queued for it. */
  maxBufferedBytes: number;
};

export const SSE_DEFAULTS: SseOptions = {
  retryMs: 5_000,
  heartbeatMs: 25_000,
  maxAgeMs: 30 * 60_000,
  maxBufferedBytes: 256 * 1024,
};

export const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  'x-accel-buffering': 'no',
  // A stream holds its connection for minutes; once it ends, close the socket rather than keep it
  // alive, so a server shutdown that ends the streams is not left waiting on idle connections.
  connection: 'close',
} as const;

/**
 * One Server-Sent Events response written by hand on a hijacked reply: headers, `retry:`, named
 * events, heartbeat comments. Timers are cleared and `onClose` callbacks run exactly once, whether
 * the client went away, the server ended the stream or the stream outlived `maxAgeMs`.
 */
export class SseStream {
  private readonly res: ServerResponse;
  private readonly options: SseOptions;
  private readonly closeCallbacks: (() => void)[] = [];
  private heartbeat: NodeJS.Timeout | null = null;
  private maxAge: NodeJS.Timeout | null = null;
  private finished = false;

  constructor(res: ServerResponse, options: SseOptions = SSE_DEFAULTS) {
    this.res = res;
    this.options = options;
    res.socket?.setNoDelay(true);
    res.socket?.setKeepAlive(true);
    res.writeHead(200, SSE_HEADERS);
    res.write(`retry: ${options.retryMs}\n\n`);
    this.heartbeat = setInterval(() => this.write(': ping\n\n'), options.heartbeatMs);
    this.maxAge = setTimeout(() => this.close(), options.maxAgeMs);
    res.on('close', () => this.finish());
    res.on('error', () => this.finish());
    // The client may have gone while the request was authenticated: 'close' has then already fired.
    if (!res.socket || res.socket.destroyed) this.finish();
  }

  get isOpen(): boolean {
    return !this.finished;
  }

  /** `event: <type>` with one JSON `data:` line (JSON never contains a raw newline). */
  send(type: string, data: unknown): void {
    this.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  onClose(callback: () => void): void {
    if (this.finished) callback();
    else this.closeCallbacks.push(callback);
  }

  /**
   * Ends the response; the browser may reconnect after `retry`. With `retryMs` (a server shutting
   * down), a last `retry:` field first tells the browser when to reconnect (to another instance).
   */
  close(retryMs?: number): void {
    if (this.finished) return;
    if (retryMs !== undefined) this.write(`retry: ${Math.round(retryMs)}\n\n`);
    this.res.end();
    this.finish();
  }

  private write(chunk: string): void {
    if (this.finished) return;
    if (this.res.writableLength > this.options.maxBufferedBytes) {
      this.res.destroy();
      this.finish();
      return;
    }
    this.res.write(chunk);
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.maxAge) clearTimeout(this.maxAge);
    this.heartbeat = null;
    this.maxAge = null;
    for (const callback of this.closeCallbacks.splice(0)) callback();
  }
}
