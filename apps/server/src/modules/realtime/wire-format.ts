import { z } from 'zod';
import { REALTIME_EVENT_TYPES } from '@vamos/shared/realtime-events';
import type { RealtimeEvent } from './event-bus.ts';

/**
 * PostgreSQL rejects a NOTIFY payload of 8000 bytes or more. We stay below this bound and split
 * the recipients of a large event over several notifications instead.
 */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_900;

export const RealtimeEventSchema = z.object({
  /** One of ours only (each safe on an SSE `event:` line); an unknown type from the wire is dropped. */
  type: z.enum(REALTIME_EVENT_TYPES),
  userIds: z.array(z.string().min(1).max(100)),
  roles: z.array(z.enum(['freelancer', 'contractor'])).optional(),
  origin: z.string().max(64).optional(),
  ids: z.record(z.string(), z.string()).optional(),
});

/** Recipients without duplicates, and an event type we can put on the wire. */
export function normalizeEvent(event: RealtimeEvent): RealtimeEvent {
  const { roles, ...parsed } = RealtimeEventSchema.parse(event);
  const audience = roles?.length ? { roles: [...new Set(roles)] } : {};
  return { ...parsed, userIds: [...new Set(parsed.userIds)], ...audience };
}

/** Whether an event has anyone to reach. */
export function hasRecipients(event: RealtimeEvent): boolean {
  return event.userIds.length > 0 || (event.roles?.length ?? 0) > 0;
}

/**
 * The JSON payloads of one event, each below MAX_NOTIFY_PAYLOAD_BYTES: the recipients are split
 * in halves until every part fits. An event for no one gives no payload.
 */
export function encodeForNotify(event: RealtimeEvent, maxBytes = MAX_NOTIFY_PAYLOAD_BYTES): string[] {
  const normalized = normalizeEvent(event);
  if (!hasRecipients(normalized)) return [];
  return split(normalized, maxBytes);
}

function split(event: RealtimeEvent, maxBytes: number): string[] {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) < maxBytes) return [payload];
  if (event.roles) {
    // The role audience travels once, in its own notification; the named users are split as usual.
    const { roles, ...named } = event;
    return [
      ...split({ ...named, userIds: [], roles }, maxBytes),
      ...(named.userIds.length ? split(named, maxBytes) : []),
    ];
  }
  if (event.userIds.length <= 1) {
    throw new Error(
      `realtime event ${event.type} does not fit in a notification (${Buffer.byteLength(payload)} bytes)`,
    );
  }
  const half = Math.ceil(event.userIds.length / 2);
  return [
    ...split({ ...event, userIds: event.userIds.slice(0, half) }, maxBytes),
    ...split({ ...event, userIds: event.userIds.slice(half) }, maxBytes),
  ];
}

/** A notification payload back into an event; null when it is not one of ours. */
export function decodeNotification(payload: string | undefined): RealtimeEvent | null {
  if (!payload) return null;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = RealtimeEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
