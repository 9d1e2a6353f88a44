import type { Deps } from '../../app-deps.ts';
import type { RealtimeEvent } from './event-bus.ts';
import { hasRecipients, normalizeEvent } from './wire-format.ts';

export type { RealtimeEvent } from './event-bus.ts';

/**
 * Tells the browsers of `event.userIds` that something changed, e.g.
 * `publishEvent(deps, { type: 'wallet.changed', userIds: [userId] })` or
 * `{ type: 'application.approved', userIds: [contractorId, freelancerId], ids: { jobId } }`.
 *
 * Call it after the transaction that made the change has committed, never inside it: a browser
 * that refetches on the event must see the new state. Payloads carry ids only; each browser
 * refetches what it is allowed to see. The type is lower-case dotted (`noun.verb`), and the web
 * maps it to query keys with `registerRealtimeInvalidation`.
 *
 * Delivery is best effort: a malformed event throws (a bug), a transport failure is logged by the
 * bus and never fails the caller; a lost event costs a browser a refresh, not data.
 */
export async function publishEvent(deps: Pick<Deps, 'events'>, event: RealtimeEvent): Promise<void> {
  const normalized = normalizeEvent(event);
  if (!hasRecipients(normalized)) return;
  await deps.events.publish(normalized);
}
