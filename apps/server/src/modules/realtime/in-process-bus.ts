import { EventEmitter } from 'node:events';
import type { ConnectionListener, EventBus, EventListener, RealtimeEvent } from './event-bus.ts';

/** PGlite (single process): events fan out inside this process, so none is ever missed. */
export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  readonly connected = true;

  async publish(event: RealtimeEvent): Promise<void> {
    this.emitter.emit('event', event);
  }

  subscribe(listener: EventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  onConnectionChange(_listener: ConnectionListener): () => void {
    return () => undefined;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
