import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Deps } from '../../app-deps.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.ts';
import { openSseClient } from '../../test/sse-client.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import type { FastifyInstance } from 'fastify';
import type { EventBus, RealtimeEvent } from './event-bus.ts';
import { LISTENER_APPLICATION_NAME, PostgresBus } from './postgres-bus.ts';
import { publishEvent } from './publish-event.ts';

/** The first event `bus` hands its subscribers from now on that `accept` takes. */
function nextEvent(
  bus: EventBus,
  accept: (event: RealtimeEvent) => boolean,
  timeoutMs = 10_000,
): Promise<RealtimeEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no matching event within ${timeoutMs} ms`));
    }, timeoutMs);
    const off = bus.subscribe((event) => {
      if (!accept(event)) return;
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });
}

const onPostgres = TEST_DATABASES.includes('postgres');

describe.runIf(onPostgres)('realtime fan-out across instances on postgres', () => {
  let a: TestApp;
  let b: { app: FastifyInstance; deps: Deps; database: Database };
  let urlA: string;
  let ana: SignedInUser;

  beforeAll(async () => {
    a = await createTestApp('postgres');
    const connectionString = a.database.connectionString;
    if (!connectionString) throw new Error('postgres test database without a connection string');
    // A second instance: its own pool and its own LISTEN connection, on the same database.
    const database = openPostgres(connectionString, { max: 5 });
    const config = loadConfig({ NODE_ENV: 'test', APP_URL: TEST_ORIGIN, LOG_LEVEL: 'silent' });
    const built = await buildApp({ config, database, logger: false });
    b = { ...built, database };
    urlA = `${await a.app.listen({ host: '127.0.0.1', port: 0 })}/api/events`;
    ana = await createSignedInUser(a);
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
  });

  it('picks the LISTEN/NOTIFY bus on PostgreSQL', () => {
    expect(a.deps.events).toBeInstanceOf(PostgresBus);
    expect(b.deps.events).toBeInstanceOf(PostgresBus);
    expect((a.deps.events as PostgresBus).status.listening).toBe(true);
  });

  it('delivers an event published through instance B to a client connected to instance A', async () => {
    const client = await openSseClient(urlA, ana.cookie);
    try {
      await client.next((m) => m.event === 'ready');
      await publishEvent(b.deps, { type: 'wallet.changed', userIds: ['someone-else'] });
      await publishEvent(b.deps, { type: 'wallet.changed', userIds: [ana.id], ids: { userId: ana.id } });
      const received = await client.next();
      expect(received.event).toBe('wallet.changed');
      expect(JSON.parse(received.data)).toEqual({ type: 'wallet.changed', ids: { userId: ana.id } });
    } finally {
      client.close();
    }
  });

  it('hands an event to its own instance at once and to the other instance once, never twice', async () => {
    const seenA: string[] = [];
    const seenB: string[] = [];
    // Only this test's events: notifications of earlier tests may still be arriving.
    const offA = a.deps.events.subscribe((e) => e.type === 'job.changed' && seenA.push(e.ids?.n ?? ''));
    const offB = b.deps.events.subscribe((e) => e.type === 'job.changed' && seenB.push(e.ids?.n ?? ''));
    const changed = (n: string) => ({ type: 'job.changed' as const, userIds: ['x'], ids: { n } });
    try {
      const published = publishEvent(a.deps, changed('um'));
      // Delivered to instance A's own subscribers before publish even resolves: no NOTIFY round trip.
      expect(seenA).toEqual(['um']);
      await published;
      // Then a marker from each instance: an instance hears notifications in the order they were
      // committed, so once it has the other's marker, a second copy of 'um' would have come before it.
      const markerAtB = nextEvent(b.deps.events, (e) => e.ids?.n === 'fim-a');
      await publishEvent(a.deps, changed('fim-a'));
      await (a.deps.events as PostgresBus).flush();
      await markerAtB;
      const markerAtA = nextEvent(a.deps.events, (e) => e.ids?.n === 'fim-b');
      await publishEvent(b.deps, changed('fim-b'));
      await (b.deps.events as PostgresBus).flush();
      await markerAtA;
      expect([seenA, seenB]).toEqual([
        ['um', 'fim-a', 'fim-b'],
        ['um', 'fim-a', 'fim-b'],
      ]);
    } finally {
      offA();
      offB();
    }
  });

  it('delivers events to the other instance in the order they were published', async () => {
    const seenB: string[] = [];
    const offB = b.deps.events.subscribe((e) => {
      if (e.type === 'job.listing_changed' && e.ids?.n) seenB.push(e.ids.n);
    });
    try {
      const sent = Array.from({ length: 40 }, (_, i) => String(i));
      const last = nextEvent(b.deps.events, (e) => e.type === 'job.listing_changed' && e.ids?.n === sent.at(-1));
      await Promise.all(
        sent.map((n) => publishEvent(a.deps, { type: 'job.listing_changed', userIds: ['x'], ids: { n } })),
      );
      await (a.deps.events as PostgresBus).flush();
      await last;
      expect(seenB).toEqual(sent);
    } finally {
      offB();
    }
  });

  it('splits an event for many recipients into notifications below the 8000-byte limit', async () => {
    const client = await openSseClient(urlA, ana.cookie);
    try {
      await client.next((m) => m.event === 'ready');
      const crowd = Array.from({ length: 400 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
      await publishEvent(b.deps, { type: 'job.cancelled', userIds: [...crowd, ana.id], ids: { jobId: 'j1' } });
      expect((await client.next()).event).toBe('job.cancelled');
    } finally {
      client.close();
    }
  });

  it('reconnects its LISTEN connection after it is killed, telling its followers, and keeps delivering', async () => {
    const bus = a.deps.events as PostgresBus;
    const before = bus.status.connects;
    const told: boolean[] = [];
    let stopTelling = () => {};
    const back = new Promise<void>((resolve) => {
      stopTelling = bus.onConnectionChange((connected) => {
        told.push(connected);
        if (connected) resolve();
      });
    });
    const admin = new pg.Client({ connectionString: a.database.connectionString });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(rowCount).toBe(2); // instance A's and instance B's listeners
    } finally {
      await admin.end();
    }
    await back;
    stopTelling();
    expect(bus.status).toEqual({ listening: true, connects: before + 1 });
    expect(told).toEqual([false, true]); // caches stop answering when it is lost, start afresh once it is back
    expect(bus.connected).toBe(true);

    const client = await openSseClient(urlA, ana.cookie);
    try {
      await client.next((m) => m.event === 'ready');
      await publishEvent(b.deps, { type: 'profile.changed', userIds: [ana.id] });
      expect((await client.next()).event).toBe('profile.changed');
    } finally {
      client.close();
    }
  });
});

describe('PostgresBus start', () => {
  it('refuses to start when the database is unreachable, so the instance never runs deaf', async () => {
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const start = PostgresBus.start({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      db: {} as Deps['db'],
      log,
    });
    await expect(start).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
