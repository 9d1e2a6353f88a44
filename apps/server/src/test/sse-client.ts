/** A test client for Server-Sent Events over real HTTP (fetch + stream reader), as a browser reads them. */
export type SseMessage = { event: string; data: string };

export type SseClient = {
  response: Response;
  /** The next event (comments and `retry:` skipped) matching `accept`, or a timeout error. */
  next(accept?: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Comment lines seen so far (heartbeats), without the leading ':'. */
  comments: string[];
  /** Resolves once the comment line `text` (a heartbeat: 'ping') has arrived, or a timeout error. */
  comment(text: string, timeoutMs?: number): Promise<void>;
  /** `retry:` values seen so far. */
  retries: number[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openSseClient(url: string, cookie?: string): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const queue: SseMessage[] = [];
  const waiters = new Set<() => void>();
  const comments: string[] = [];
  const retries: number[] = [];
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  let done = false;

  const parseBlock = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      else if (line.startsWith('retry:')) retries.push(Number(line.slice(6).trim()));
    }
    if (data.length > 0) queue.push({ event, data: data.join('\n') });
  };

  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let index: number;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, index));
          buffer = buffer.slice(index + 2);
        }
        wake();
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      wake();
    }
  })();

  /** What `take` finds, tried now and on each chunk received, until the stream ends or `timeoutMs` passes. */
  const arrival = <T>(take: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = take();
        if (found !== undefined) {
          cleanup();
          resolve(found);
        } else if (done) {
          cleanup();
          reject(new Error(`SSE stream ended before ${what}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`${what} did not come within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  const next = (accept: (message: SseMessage) => boolean = () => true, timeoutMs = 5_000) =>
    arrival(
      () => {
        for (let message = queue.shift(); message; message = queue.shift()) if (accept(message)) return message;
        return undefined;
      },
      'the expected event',
      timeoutMs,
    );

  const comment = (text: string, timeoutMs = 5_000) =>
    arrival(() => (comments.includes(text) ? true : undefined), `the comment ':${text}'`, timeoutMs).then(() => {});

  return { response, next, comments, comment, retries, ended, close: () => controller.abort() };
}
