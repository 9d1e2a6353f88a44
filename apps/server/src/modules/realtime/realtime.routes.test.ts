import type { RealtimeEventType } from '@vamos/shared/realtime-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.ts';
import { openSseClient } from '../../test/sse-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { EventListener } from './event-bus.ts';
import { InProcessBus } from './in-process-bus.ts';
import { publishEvent } from './publish-event.ts';
import { CLOCK_MARGIN_MS, RECENT_EVENTS_MS } from './recent-events.ts';

/** Listens on a random local port and returns the events URL. */
async function listen(t: TestApp): Promise<string> {
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `${address}/api/events`;
}

/** An in-process bus that counts its live subscriptions, and says when one ends. */
class CountingBus extends InProcessBus {
  active = 0;
  private readonly ended = new Set<() => void>();
  override subscribe(listener: EventListener): () => void {
    this.active += 1;
    const unsubscribe = super.subscribe(listener);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.active -= 1;
      unsubscribe();
      for (const tell of [...this.ended]) tell();
    };
  }
  /** Resolves when the next subscription ends. */
  nextUnsubscribe(): Promise<void> {
    return new Promise((resolve) => {
      const tell = () => {
        this.ended.delete(tell);
        resolve();
      };
      this.ended.add(tell);
    });
  }
}

describe.each(TEST_DATABASES)('GET /api/events on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let ana: SignedInUser;
  let carlos: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    url = await listen(t);
    ana = await createSignedInUser(t, { role: 'freelancer', name: 'Ana Teste' });
    carlos = await createSignedInUser(t, { role: 'contractor', name: 'Carlos Teste' });
  });
  afterAll(async () => t.close());

  it('answers 401 without a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');

    const real = await fetch(url, { headers: { cookie: 'vt.session_token=forjado' } });
    expect(real.status).toBe(401);
  });

  it('streams ready, then only the events addressed to the signed-in user', async () => {
    const client = await openSseClient(url, ana.cookie);
    try {
      expect(client.response.status).toBe(200);
      expect(client.response.headers.get('content-type')).toBe('text/event-stream');
      expect(client.response.headers.get('cache-control')).toBe('no-cache');
      expect(client.response.headers.get('x-accel-buffering')).toBe('no');
      const ready = await client.next();
      expect(ready).toEqual({ event: 'ready', data: JSON.stringify({ type: 'ready', ids: {} }) });
      expect(client.retries).toEqual([5000]);

      await publishEvent(t.deps, { type: 'wallet.changed', userIds: [carlos.id] });
      await publishEvent(t.deps, { type: 'profile.changed', userIds: [carlos.id, ana.id], ids: { userId: ana.id } });

      const received = await client.next();
      expect(received.event).toBe('profile.changed');
      expect(JSON.parse(received.data)).toEqual({ type: 'profile.changed', ids: { userId: ana.id } });
    } finally {
      client.close();
    }
  });

  it('delivers to every open stream of the same user', async () => {
    const first = await openSseClient(url, carlos.cookie);
    const second = await openSseClient(url, carlos.cookie);
    try {
      await first.next((m) => m.event === 'ready');
      await second.next((m) => m.event === 'ready');
      await publishEvent(t.deps, { type: 'wallet.changed', userIds: [carlos.id] });
      expect((await first.next()).event).toBe('wallet.changed');
      expect((await second.next()).event).toBe('wallet.changed');
    } finally {
      first.close();
      second.close();
    }
  });

  it('an event for the freelancer role reaches every freelancer stream and no contractor', async () => {
    const bia = await createSignedInUser(t, { role: 'freelancer', name: 'Bia Teste' });
    const clients = await Promise.all([ana, bia, carlos].map((u) => openSseClient(url, u.cookie)));
    try {
      for (const c of clients) await c.next((m) => m.event === 'ready');
      await publishEvent(t.deps, {
        type: 'job.listing_changed',
        userIds: [],
        roles: ['freelancer'],
        ids: { jobId: 'j1' },
      });
      await publishEvent(t.deps, { type: 'wallet.changed', userIds: [carlos.id] });
      const [a, b, c] = clients as [(typeof clients)[0], (typeof clients)[0], (typeof clients)[0]];
      expect((await a.next()).event).toBe('job.listing_changed');
      expect(JSON.parse((await b.next()).data)).toEqual({ type: 'job.listing_changed', ids: { jobId: 'j1' } });
      expect((await c.next()).event).toBe('wallet.changed');
    } finally {
      for (const c of clients) c.close();
    }
  });

  it('says in ready whether anything was sent to the user since the page asked its first answers', async () => {
    const readyOf = async (query: string, user: SignedInUser) => {
      const client = await openSseClient(`${url}${query}`, user.cookie);
      try {
        return JSON.parse((await client.next((m) => m.event === 'ready')).data) as Record<string, unknown>;
      } finally {
        client.close();
      }
    };
    const bia = await createSignedInUser(t, { role: 'freelancer', name: 'Bia Calma' });
    // A moment is read CLOCK_MARGIN_MS earlier (the instances' clocks): this one is read as now.
    const asked = Date.now() + CLOCK_MARGIN_MS;
    expect(await readyOf(`?since=${asked}`, bia)).toEqual({ type: 'ready', ids: {}, caughtUp: true });

    await publishEvent(t.deps, { type: 'wallet.changed', userIds: [bia.id] });
    expect(await readyOf(`?since=${asked}`, bia)).toEqual({ type: 'ready', ids: {} });
    // An event for everyone of the role counts too; another role's does not.
    const later = Date.now() + CLOCK_MARGIN_MS;
    await publishEvent(t.deps, { type: 'job.listing_changed', userIds: [], roles: ['contractor'] });
    expect(await readyOf(`?since=${later}`, bia)).toEqual({ type: 'ready', ids: {}, caughtUp: true });
    await publishEvent(t.deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'] });
    expect(await readyOf(`?since=${later}`, bia)).toEqual({ type: 'ready', ids: {} });

    // A moment too old to answer for, or none at all, is not caught up; nonsense opens the stream as without it.
    expect(await readyOf(`?since=${later - RECENT_EVENTS_MS}`, bia)).toEqual({ type: 'ready', ids: {} });
    for (const query of ['?since=abc', '?since=-5', '?since=1e400', '?since=', '?since[a]=1']) {
      expect(await readyOf(query, bia), query).toEqual({ type: 'ready', ids: {} });
    }
  });

  it('rejects a malformed event type instead of writing it on the wire', async () => {
    await expect(
      publishEvent(t.deps, { type: 'wallet.changed\nevent: x' as RealtimeEventType, userIds: [ana.id] }),
    ).rejects.toThrow();
  });
});

describe.each(TEST_DATABASES)('event stream lifecycle on %s', (kind) => {
  it('unsubscribes when the client goes away', async () => {
    const bus = new CountingBus();
    const t = await createTestApp(kind, {}, { events: bus });
    try {
      const url = await listen(t);
      const user = await createSignedInUser(t);
      // Other modules (the job board cache) subscribe for the app's lifetime: count the stream's own.
      const before = bus.active;
      const client = await openSseClient(url, user.cookie);
      await client.next((m) => m.event === 'ready');
      expect(bus.active).toBe(before + 1);
      const unsubscribed = bus.nextUnsubscribe();
      client.close();
      await unsubscribed;
      expect(bus.active).toBe(before);
    } finally {
      await t.close();
    }
  });

  it('ends open streams when the server closes, without blocking shutdown', async () => {
    const t = await createTestApp(kind);
    const url = await listen(t);
    const user = await createSignedInUser(t);
    const client = await openSseClient(url, user.cookie);
    await client.next((m) => m.event === 'ready');
    const started = Date.now();
    await t.close();
    await client.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
