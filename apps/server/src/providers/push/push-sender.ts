/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** Where a push went: delivered to the push service, or the subscription is gone (404/410: remove it). */
export type PushOutcome = 'sent' | 'gone';

/** Sends Web Push messages (RFC 8030/8291/8292). Any other failure throws: the queue retries. */
export interface PushSender {
  readonly publicKey: string;
  send(
    target: PushTarget,
    payload: string,
    options?: { ttlSeconds?: number; urgency?: 'normal' | 'high' },
  ): Promise<PushOutcome>;
}
