import type { Role } from '../../db/schema.ts';
import type { EventBus, RealtimeEvent } from './event-bus.ts';

/** Where a user's events go: an open SSE stream. */
export type EventSink = {
  send(type: string, data: unknown): void;
  /** Ends the stream; `retryMs` tells the browser when to reconnect (a shutdown). */
  close(retryMs?: number): void;
};

/** What the browser receives: the event type and ids, never the recipients or any data. */
export function presentEvent(event: RealtimeEvent): { type: string; ids: Record<string, string> } {
  return { type: event.type, ids: event.ids ?? {} };
}

/** Streams one user may hold on one instance (tabs, devices); a new one beyond it closes the oldest. */
export const MAX_STREAMS_PER_USER = 10;

/**
 * The open streams of this instance, by user. It subscribes to the bus while at least one
 * stream is open, and routes each event only to the streams of its recipients, so the cost of an
 * event is its number of recipients, not the number of open streams.
 */
export class RealtimeHub {
  private readonly bus: EventBus;
  private readonly sinksByUser = new Map<string, Set<EventSink>>();
  private readonly roleOfUser = new Map<string, Role>();
  /** The person signed in on each stream (a company's manager streams its company's events, decision 0040). */
  private readonly personOfSink = new Map<EventSink, string>();
  private unsubscribe: (() => void) | null = null;
  private closed = false;

  constructor(bus: EventBus) {
    this.bus = bus;
  }

  /** Number of open streams. */
  get size(): number {
    let count = 0;
    for (const sinks of this.sinksByUser.values()) count += sinks.size;
    return count;
  }

  /**
   * Starts delivering the events of `userId` (the account: the freelancer or the company) to `sink`,
   * opened by `personId`; returns the detach function.
   */
  attach(userId: string, role: Role, sink: EventSink, personId = userId): () => void {
    if (this.closed) {
      sink.close();
      return () => undefined;
    }
    let sinks = this.sinksByUser.get(userId);
    if (!sinks) {
      sinks = new Set();
      this.sinksByUser.set(userId, sinks);
    }
    sinks.add(sink);
    this.personOfSink.set(sink, personId);
    this.roleOfUser.set(userId, role);
    for (const oldest of sinks) {
      if (sinks.size <= MAX_STREAMS_PER_USER) break;
      sinks.delete(oldest);
      this.personOfSink.delete(oldest);
      oldest.close();
    }
    this.unsubscribe ??= this.bus.subscribe((event) => this.dispatch(event));
    return () => this.detach(userId, sink);
  }

  /**
   * Ends every open stream and stops listening (server shutdown). `retryMs` gives each stream its
   * reconnection delay: drawn per stream, so the browsers do not all come back in the same instant.
   */
  closeAll(retryMs?: () => number): void {
    this.closed = true;
    const sinks = [...this.sinksByUser.values()].flatMap((set) => [...set]);
    this.sinksByUser.clear();
    this.roleOfUser.clear();
    this.personOfSink.clear();
    this.stopListening();
    for (const sink of sinks) sink.close(retryMs?.());
  }

  private detach(userId: string, sink: EventSink): void {
    const sinks = this.sinksByUser.get(userId);
    if (!sinks?.delete(sink)) return;
    this.personOfSink.delete(sink);
    if (sinks.size === 0) {
      this.sinksByUser.delete(userId);
      this.roleOfUser.delete(userId);
    }
    if (this.sinksByUser.size === 0) this.stopListening();
  }

  private stopListening(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private dispatch(event: RealtimeEvent): void {
    if (event.type === 'company.left') {
      this.closeStreamsOf(new Set(event.userIds));
      return;
    }
    const data = presentEvent(event);
    const recipients = new Set(event.userIds);
    if (event.roles?.length) {
      for (const [userId, role] of this.roleOfUser) if (event.roles.includes(role)) recipients.add(userId);
    }
    for (const userId of recipients) {
      for (const sink of this.sinksByUser.get(userId) ?? []) sink.send(event.type, data);
    }
  }

  /** Ends the streams opened by these people (each detaches itself as it closes). */
  private closeStreamsOf(people: Set<string>): void {
    for (const [sink, personId] of [...this.personOfSink]) if (people.has(personId)) sink.close();
  }
}
