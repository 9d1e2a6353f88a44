import { describe, expect, it } from 'vitest';
import { InProcessBus } from './in-process-bus.ts';
import { MAX_STREAMS_PER_USER, RealtimeHub, type EventSink } from './realtime-hub.ts';

function sink(): EventSink & { received: string[]; closed: boolean } {
  const s = {
    received: [] as string[],
    closed: false,
    send: (type: string) => void s.received.push(type),
    close: () => void (s.closed = true),
  };
  return s;
}

describe('RealtimeHub', () => {
  it('routes each event only to the streams of its recipients', async () => {
    const bus = new InProcessBus();
    const hub = new RealtimeHub(bus);
    const ana = sink();
    const carlos = sink();
    hub.attach('ana', 'freelancer', ana);
    hub.attach('carlos', 'contractor', carlos);
    await bus.publish({ type: 'wallet.changed', userIds: ['ana'] });
    await bus.publish({ type: 'profile.changed', userIds: ['carlos', 'carlos'] });
    expect(ana.received).toEqual(['wallet.changed']);
    expect(carlos.received).toEqual(['profile.changed']);
  });

  it('an event for a role reaches every stream of that role once, plus its named users', async () => {
    const bus = new InProcessBus();
    const hub = new RealtimeHub(bus);
    const [ana, bia, carlos, dora] = [sink(), sink(), sink(), sink()];
    hub.attach('ana', 'freelancer', ana);
    hub.attach('bia', 'freelancer', bia);
    hub.attach('carlos', 'contractor', carlos);
    const detach = hub.attach('dora', 'freelancer', dora);
    detach();
    await bus.publish({ type: 'job.created', userIds: ['carlos', 'ana'], roles: ['freelancer'] });
    expect([ana.received, bia.received, carlos.received, dora.received]).toEqual([
      ['job.created'],
      ['job.created'],
      ['job.created'],
      [],
    ]);
  });

  it("a company's manager gets the company's events; 'company.left' ends only the streams that person opened", async () => {
    const bus = new InProcessBus();
    const hub = new RealtimeHub(bus);
    const [owner, manager, other] = [sink(), sink(), sink()];
    hub.attach('buffet', 'contractor', owner);
    // A stream closes by detaching itself, as SseStream's onClose does.
    let detachManager = () => undefined as void;
    const managerSink = { ...manager, close: () => (manager.close(), detachManager()) };
    detachManager = hub.attach('buffet', 'contractor', managerSink, 'bruno');
    hub.attach('bar', 'contractor', other, 'bruno-do-bar');
    await bus.publish({ type: 'job.changed', userIds: ['buffet'] });
    expect([owner.received, manager.received, other.received]).toEqual([['job.changed'], ['job.changed'], []]);

    await bus.publish({ type: 'company.left', userIds: ['bruno'] });
    expect([owner.closed, manager.closed, other.closed]).toEqual([false, true, false]);
    expect(hub.size).toBe(2);
    await bus.publish({ type: 'job.changed', userIds: ['buffet'] });
    // Never sent to a browser; the owner's stream goes on.
    expect(manager.received).toEqual(['job.changed']);
    expect(owner.received).toEqual(['job.changed', 'job.changed']);
  });

  it('listens to the bus only while a stream is open', async () => {
    const bus = new InProcessBus();
    const hub = new RealtimeHub(bus);
    const first = sink();
    const detach = hub.attach('ana', 'freelancer', first);
    expect(hub.size).toBe(1);
    detach();
    detach();
    expect(hub.size).toBe(0);
    await bus.publish({ type: 'wallet.changed', userIds: ['ana'] });
    expect(first.received).toEqual([]);
  });

  it('closes every stream on closeAll and refuses new ones', () => {
    const hub = new RealtimeHub(new InProcessBus());
    const open = sink();
    hub.attach('ana', 'freelancer', open);
    hub.closeAll();
    expect(open.closed).toBe(true);
    const late = sink();
    hub.attach('ana', 'freelancer', late);
    expect(late.closed).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('keeps at most MAX_STREAMS_PER_USER streams per user, closing the oldest', () => {
    const hub = new RealtimeHub(new InProcessBus());
    const sinks = Array.from({ length: MAX_STREAMS_PER_USER + 2 }, () => sink());
    for (const s of sinks) hub.attach('ana', 'freelancer', s);
    expect(hub.size).toBe(MAX_STREAMS_PER_USER);
    expect(sinks.map((s) => s.closed)).toEqual(sinks.map((_, i) => i < 2));
  });
});
