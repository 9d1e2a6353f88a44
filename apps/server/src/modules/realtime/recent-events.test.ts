import { describe, expect, it } from 'vitest';
import type { ConnectionListener } from './event-bus.ts';
import { InProcessBus } from './in-process-bus.ts';
import { CLOCK_MARGIN_MS, RECENT_EVENTS_MS, RecentEvents } from './recent-events.ts';

/** A bus whose connection the test drops and restores. */
class FlakyBus extends InProcessBus {
  private readonly watchers = new Set<ConnectionListener>();
  override onConnectionChange(listener: ConnectionListener): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }
  tell(connected: boolean) {
    for (const watch of this.watchers) watch(connected);
  }
}

describe('RecentEvents', () => {
  const START = 1_000_000;

  function setUp() {
    const bus = new FlakyBus();
    let now = START;
    const recent = new RecentEvents(bus, () => now);
    return { bus, recent, at: (ms: number) => (now = ms) };
  }

  it('is quiet for a user sent nothing since the moment, and not once they are sent something', async () => {
    const { bus, recent, at } = setUp();
    at(START + 10_000);
    const asked = START + 5_000;
    expect(recent.quietSince('ana', 'freelancer', asked)).toBe(true);
    at(START + 11_000);
    await bus.publish({ type: 'wallet.changed', userIds: ['ana'] });
    expect(recent.quietSince('ana', 'freelancer', asked)).toBe(false);
    expect(recent.quietSince('bia', 'freelancer', asked)).toBe(true);
    // Sent just before the moment, within the clocks' margin: counted as after it.
    expect(recent.quietSince('ana', 'freelancer', START + 11_000 + CLOCK_MARGIN_MS - 1)).toBe(false);
    expect(recent.quietSince('ana', 'freelancer', START + 11_000 + CLOCK_MARGIN_MS + 1)).toBe(false);
    at(START + 20_000);
    expect(recent.quietSince('ana', 'freelancer', START + 11_000 + CLOCK_MARGIN_MS + 1)).toBe(true);
  });

  it("counts an event sent to the user's whole role", async () => {
    const { bus, recent, at } = setUp();
    at(START + 10_000);
    await bus.publish({ type: 'job.listing_changed', userIds: [], roles: ['freelancer'] });
    expect(recent.quietSince('ana', 'freelancer', START + 5_000)).toBe(false);
    expect(recent.quietSince('carlos', 'contractor', START + 5_000)).toBe(true);
  });

  it('answers for nothing before it heard the bus, while deaf, before it heard again, or too long ago', () => {
    const { bus, recent, at } = setUp();
    at(START + 10_000);
    expect(recent.quietSince('ana', 'freelancer', START)).toBe(false);
    expect(recent.quietSince('ana', 'freelancer', START + CLOCK_MARGIN_MS)).toBe(true);
    bus.tell(false);
    expect(recent.quietSince('ana', 'freelancer', START + 5_000)).toBe(false);
    at(START + 12_000);
    bus.tell(true);
    at(START + 20_000);
    expect(recent.quietSince('ana', 'freelancer', START + 5_000)).toBe(false);
    expect(recent.quietSince('ana', 'freelancer', START + 12_000 + CLOCK_MARGIN_MS)).toBe(true);
    at(START + 12_000 + CLOCK_MARGIN_MS + RECENT_EVENTS_MS + 1);
    expect(recent.quietSince('ana', 'freelancer', START + 12_000 + CLOCK_MARGIN_MS)).toBe(false);
    // A moment still to come is no moment.
    expect(recent.quietSince('ana', 'freelancer', START + 10 * RECENT_EVENTS_MS)).toBe(false);
  });

  it('forgets what is older than it answers for, and stops hearing when closed', async () => {
    const { bus, recent, at } = setUp();
    await bus.publish({ type: 'wallet.changed', userIds: ['ana'] });
    at(START + RECENT_EVENTS_MS + 10_000);
    await bus.publish({ type: 'wallet.changed', userIds: ['bia'] });
    expect(recent.quietSince('ana', 'freelancer', START + RECENT_EVENTS_MS)).toBe(true);
    recent.close();
    at(START + RECENT_EVENTS_MS + 20_000);
    await bus.publish({ type: 'wallet.changed', userIds: ['carlos'] });
    expect(recent.quietSince('carlos', 'contractor', START + RECENT_EVENTS_MS + 15_000)).toBe(true);
  });
});
