import { describe, expect, it } from 'vitest';
import type { ConnectionListener, EventBus, EventListener, RealtimeEvent } from './event-bus.ts';
import { followBus, type BusFedCache } from './follow-bus.ts';

/** A bus whose connection the test drops and restores. */
class FakeBus implements EventBus {
  connected: boolean;
  readonly listeners = new Set<EventListener>();
  readonly connectionListeners = new Set<ConnectionListener>();
  constructor(connected = true) {
    this.connected = connected;
  }
  async publish(event: RealtimeEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
  }
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  onConnectionChange(listener: ConnectionListener): () => void {
    this.connectionListeners.add(listener);
    return () => void this.connectionListeners.delete(listener);
  }
  setConnected(connected: boolean): void {
    this.connected = connected;
    for (const listener of this.connectionListeners) listener(connected);
  }
  async close(): Promise<void> {}
}

function recordingCache(): BusFedCache & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    forgetStale: (event) => void calls.push(event.type),
    suspend: () => void calls.push('suspend'),
    resume: () => void calls.push('resume'),
  };
}

describe('followBus', () => {
  it('hands the cache every event, suspends it when the bus stops hearing, resumes it when it hears again', async () => {
    const bus = new FakeBus();
    const cache = recordingCache();
    const stop = followBus(bus, cache);
    await bus.publish({ type: 'job.changed', userIds: [] });
    bus.setConnected(false);
    bus.setConnected(true);
    expect(cache.calls).toEqual(['job.changed', 'suspend', 'resume']);

    stop();
    await bus.publish({ type: 'job.changed', userIds: [] });
    bus.setConnected(false);
    expect(cache.calls).toHaveLength(3);
    expect([bus.listeners.size, bus.connectionListeners.size]).toEqual([0, 0]);
  });

  it('suspends a cache that starts following a bus that cannot hear', () => {
    const cache = recordingCache();
    followBus(new FakeBus(false), cache);
    expect(cache.calls).toEqual(['suspend']);
  });
});
