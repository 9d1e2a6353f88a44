import type { RealtimeEventType } from '@vamos/shared/realtime-events';
import type { Role } from '../../db/schema.ts';

/** A realtime event: ids only, never data (the browser refetches what it is allowed to see). */
export type RealtimeEvent = {
  type: RealtimeEventType;
  /** Users who should receive it. */
  userIds: string[];
  /** Also every signed-in user of these roles (e.g. a new job for every freelancer's board). */
  roles?: Role[];
  /** Ids the client uses to pick query keys to invalidate (jobId, applicationId...). */
  ids?: Record<string, string>;
  /** Set by the PostgreSQL bus on the wire: the publishing instance, which delivered it locally already. */
  origin?: string;
};

export type EventListener = (event: RealtimeEvent) => void;

/**
 * Told `false` when this instance stops hearing the other instances' events (any published from
 * then on may never arrive), `true` once it hears them again (whatever was published in between
 * is lost: a subscriber that kept something because no event said otherwise must drop it).
 */
export type ConnectionListener = (connected: boolean) => void;

/**
 * Fan-out of realtime events to every server instance. PostgreSQL: NOTIFY/LISTEN; PGlite: in-process.
 * Publish after the transaction that caused the event has committed.
 */
export interface EventBus {
  publish(event: RealtimeEvent): Promise<void>;
  /** Called for every event delivered to this instance; returns an unsubscribe function. */
  subscribe(listener: EventListener): () => void;
  /** Whether every instance's events reach this one now (PostgreSQL: the LISTEN connection is up). */
  readonly connected: boolean;
  /** Called on every change of `connected`; returns an unsubscribe function. */
  onConnectionChange(listener: ConnectionListener): () => void;
  close(): Promise<void>;
}
