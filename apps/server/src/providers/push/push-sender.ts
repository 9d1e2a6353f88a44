/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * Where a push went: delivered to the push service; the subscription is gone (404/410: remove it);
 * or its keys can never encrypt a message (not a P-256 point, not a 16-byte secret: remove it too,
 * no push service was asked).
 */
export type PushOutcome = 'sent' | 'gone' | 'invalid';

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
