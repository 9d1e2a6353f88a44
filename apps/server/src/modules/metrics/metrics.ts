import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/client.ts';

/** The notification queue's rows waiting to go out, as the metrics read them at each scrape. */
export type QueueDepth = { due: number; scheduled: number; sending: number };

export type MetricsSources = {
  /** The notification queue (every instance shares it: the same number on each). */
  queueDepth: () => Promise<QueueDepth>;
  /** The PostgreSQL pool of this instance; absent on PGlite (one embedded connection). */
  poolStats?: () => PoolStats;
  /** Node's own measures (CPU, memory, event loop lag, GC): on when /metrics is served. */
  processMetrics: boolean;
  /** Told when a scrape could not read a source (the database is down): its series is left out. */
  onCollectError?: (source: string, error: unknown) => void;
};

export type Metrics = {
  registry: Registry;
  /** One answered request: its method, route pattern (never the raw URL), status and duration. */
  observeRequest(request: { method: string; route: string; statusCode: number; seconds: number }): void;
  /** Open Server-Sent Events streams on this instance. */
  sseStreams: Gauge;
};

/** Seconds: from a cached answer to a slow report. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This instance's Prometheus registry (prom-client, decision 0052), its own rather than the library's
 * global one, so that each app built (tests build many) counts only its requests.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  if (sources.processMetrics) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const sseStreams = new Gauge({
    name: 'vt_sse_connections',
    help: 'Open Server-Sent Events streams (GET /api/events) on this instance',
    registers: [registry],
  });
  new Gauge({
    name: 'vt_queue_depth',
    help: "Notification deliveries waiting, by state: due now, scheduled later, being sent (held by a worker's claim)",
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const depth = await sources.queueDepth();
        for (const state of ['due', 'scheduled', 'sending'] as const)
          this.set({ queue: 'notifications', state }, depth[state]);
      } catch (error) {
        sources.onCollectError?.('vt_queue_depth', error);
      }
    },
  });
  const { poolStats } = sources;
  if (poolStats) {
    new Gauge({
      name: 'vt_db_pool_connections',
      help: 'PostgreSQL pool of this instance: connections open (busy, idle) and the ceiling',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'busy' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new Gauge({
      name: 'vt_db_pool_waiting',
      help: 'Requests of this instance waiting for a PostgreSQL connection (the pool is exhausted)',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }
  return {
    registry,
    observeRequest({ method, route, statusCode, seconds }) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    sseStreams,
  };
}
