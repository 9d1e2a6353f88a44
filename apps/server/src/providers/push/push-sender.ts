/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** Where a push went: delivered to the push service, or the subscription is gone (404/410: remove it). */
export type PushOutcome = 'sent' | 'gone';

export type PushOptions = {
  ttlSeconds?: number;
  urgency?: 'normal' | 'high';
  /** RFC 8030 §5.4: ≤ 32 URL-safe base64 characters; a later push with the same topic replaces an undelivered one. */
  topic?: string;
};

/** Sends Web Push messages (RFC 8030/8291/8292). Any other failure throws: the queue retries. */
export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options?: PushOptions): Promise<PushOutcome>;
}
