import { EventEmitter } from 'node:events';
import type { EventBus, EventListener, RealtimeEvent } from './event-bus.ts';

/** PGlite (single process): events fan out inside this process. */
export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: RealtimeEvent): Promise<void> {
    this.emitter.emit('event', event);
  }

  subscribe(listener: EventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
