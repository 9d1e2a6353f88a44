import type { Role } from '../../db/schema.ts';
import type { EventBus, RealtimeEvent } from './event-bus.ts';

/** How long who was sent an event is remembered: longer than a page takes from its HTML to its stream. */
export const RECENT_EVENTS_MS = 60_000;
/** The instances' clocks and an event's way between them: a page's moment is read this much earlier. */
export const CLOCK_MARGIN_MS = 2_000;

/**
 * When each user (and each role, for the events sent to all of a role) was last sent an event, as
 * this instance heard the bus, for the last RECENT_EVENTS_MS. A page written with its first answers
 * (decision 0033) opens its stream with the moment they were asked; if nothing was sent to that
 * person since, the stream's `ready` says so and the page keeps what it drew instead of asking for
 * all of it again.
 */
export class RecentEvents {
  private readonly lastSentAt = new Map<string, number>();
  /** From when this instance has heard every instance's events without a gap. */
  private hearingSince: number;
  private hearing: boolean;
  private prunedAt: number;
  private readonly stop: Array<() => void>;

  constructor(
    bus: EventBus,
    private readonly now: () => number = Date.now,
  ) {
    this.hearingSince = now();
    this.prunedAt = this.hearingSince;
    this.hearing = bus.connected;
    this.stop = [
      bus.subscribe((event) => this.record(event)),
      bus.onConnectionChange((connected) => {
        this.hearing = connected;
        // What was published while deaf is lost: nothing before now can be answered for.
        if (connected) this.hearingSince = this.now();
      }),
    ];
  }

  /**
   * Whether this instance is sure nothing was sent to the user since `since` (a moment of any
   * instance's clock, in ms): it has heard the bus without a gap from before then, not too long ago.
   */
  quietSince(userId: string, role: Role, since: number): boolean {
    const now = this.now();
    const from = since - CLOCK_MARGIN_MS;
    if (!this.hearing || from < this.hearingSince || from > now || now - from > RECENT_EVENTS_MS) return false;
    const last = Math.max(this.lastSentAt.get(`user:${userId}`) ?? 0, this.lastSentAt.get(`role:${role}`) ?? 0);
    return last < from;
  }

  close(): void {
    for (const stop of this.stop) stop();
    this.lastSentAt.clear();
  }

  private record(event: RealtimeEvent): void {
    const now = this.now();
    for (const userId of event.userIds) this.lastSentAt.set(`user:${userId}`, now);
    for (const role of event.roles ?? []) this.lastSentAt.set(`role:${role}`, now);
    if (now - this.prunedAt < RECENT_EVENTS_MS) return;
    this.prunedAt = now;
    for (const [key, at] of this.lastSentAt) if (now - at > RECENT_EVENTS_MS) this.lastSentAt.delete(key);
  }
}
