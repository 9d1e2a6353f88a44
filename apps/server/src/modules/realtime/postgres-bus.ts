import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { ConnectionListener, EventBus, EventListener, RealtimeEvent } from './event-bus.ts';
import { notifyAll } from './realtime.repo.ts';
import { decodeNotification, encodeForNotify, normalizeEvent } from './wire-format.ts';

export const REALTIME_CHANNEL = 'vt_events';
/** Names the LISTEN connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'vt-realtime-listener';

export type Backoff = { initialMs: number; maxMs: number };
const DEFAULT_BACKOFF: Backoff = { initialMs: 250, maxMs: 10_000 };

export type PostgresBusOptions = {
  connectionString: string;
  /** Publishes go through the pool, so they do not depend on the listener's health. */
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  backoff?: Backoff;
};

/** Exponential backoff with jitter: attempt 0 waits about initialMs, then doubling up to maxMs. */
export function backoffDelay(attempt: number, backoff: Backoff, random = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Fan-out across server instances with PostgreSQL LISTEN/NOTIFY. One dedicated connection per
 * instance listens on `vt_events`. Publish hands the event to this instance's subscribers at
 * once (so a request's own caches and streams never lag its answer), then sends `pg_notify`
 * through the pool without making the caller wait; the other instances hand each notification
 * to their subscribers, and this one skips its own (tagged with its `origin`).
 *
 * When the listening connection drops, the bus reconnects with backoff; notifications sent while
 * it was away are lost. So it tells `onConnectionChange` listeners: `false` as soon as the
 * connection is lost (the instance's caches stop answering), `true` once it LISTENs again (they
 * drop what they kept, which may have missed an event, and cache again): see `followBus`.
 */
export class PostgresBus implements EventBus {
  private readonly listeners = new Set<EventListener>();
  private readonly connectionListeners = new Set<ConnectionListener>();
  private readonly backoff: Backoff;
  private client: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private connects = 0;
  private closed = false;
  private readonly options: PostgresBusOptions;
  /** Tags this instance's notifications, so it does not deliver them twice. */
  private readonly origin = randomUUID();
  /** Payloads waiting for the send in flight; sent in publish order, one statement per batch. */
  private queued: string[] = [];
  /** The send in flight, if any; flush() and close() wait for it. */
  private sending: Promise<void> | null = null;

  private constructor(options: PostgresBusOptions) {
    this.options = options;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
  }

  /** Connects and LISTENs before resolving, so the instance never starts deaf; throws if it cannot. */
  static async start(options: PostgresBusOptions): Promise<PostgresBus> {
    const bus = new PostgresBus(options);
    await bus.connect();
    return bus;
  }

  /** `listening`: the LISTEN connection is up. `connects`: successful connections so far (1 + reconnects). */
  get status(): { listening: boolean; connects: number } {
    return { listening: this.connected, connects: this.connects };
  }

  get connected(): boolean {
    return this.client !== null;
  }

  onConnectionChange(listener: ConnectionListener): () => void {
    this.connectionListeners.add(listener);
    return () => void this.connectionListeners.delete(listener);
  }

  /**
   * Best effort: an event that cannot be encoded throws (a programming error), but a database
   * failure is logged and swallowed, because the change it announces has already committed.
   */
  async publish(event: RealtimeEvent): Promise<void> {
    if (this.closed) return;
    const payloads = encodeForNotify({ ...event, origin: this.origin });
    this.dispatch(normalizeEvent(event));
    this.queued.push(...payloads);
    // Started on the next turn of the event loop: everything published until then (a request
    // often publishes two or three events, concurrent requests more) goes in one statement.
    this.sending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.sendQueued());
  }

  /** Resolves once every notification published so far has been handed to PostgreSQL. */
  async flush(): Promise<void> {
    while (this.sending) await this.sending;
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.listeners.clear();
    this.connectionListeners.clear();
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on('notification', (message) => this.deliver(message));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    this.connects += 1;
    // Notifications committed from now on reach this instance; those of the outage are lost.
    this.tellConnection(true);
  }

  /** The listening connection failed or ended: drop it and try again later (once per connection). */
  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.options.log.warn({ err: error }, 'realtime: LISTEN connection lost, reconnecting');
    this.tellConnection(false);
    this.scheduleReconnect();
  }

  private tellConnection(connected: boolean): void {
    for (const listener of this.connectionListeners) {
      try {
        listener(connected);
      } catch (error) {
        this.options.log.error({ err: error, connected }, 'realtime: a connection listener failed');
      }
    }
  }

  private scheduleReconnect(): void {
    const delay = backoffDelay(this.attempt, this.backoff);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closed) return;
      this.connect().then(
        () => this.options.log.info({ attempt: this.attempt }, 'realtime: LISTEN connection restored'),
        (error: unknown) => {
          this.options.log.warn({ err: error, attempt: this.attempt }, 'realtime: reconnect failed');
          if (!this.closed) this.scheduleReconnect();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  /**
   * One send at a time, so other instances receive events in the order they were published;
   * whatever queues up meanwhile goes out together in the next statement.
   */
  private async sendQueued(): Promise<void> {
    try {
      while (this.queued.length > 0) {
        const batch = this.queued;
        this.queued = [];
        try {
          await notifyAll(this.options.db, REALTIME_CHANNEL, batch);
        } catch (error) {
          this.options.log.error({ err: error, notifications: batch.length }, 'realtime: publish failed');
        }
      }
    } finally {
      this.sending = null;
    }
  }

  private deliver(message: pg.Notification): void {
    if (message.channel !== REALTIME_CHANNEL) return;
    const event = decodeNotification(message.payload);
    if (!event) {
      this.options.log.warn({ payload: message.payload?.slice(0, 200) }, 'realtime: ignored a malformed notification');
      return;
    }
    if (event.origin === this.origin) return;
    const { origin: _origin, ...local } = event;
    this.dispatch(local);
  }

  private dispatch(event: RealtimeEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.log.error({ err: error, type: event.type }, 'realtime: a subscriber failed');
      }
    }
  }
}
