import webpush from 'web-push';
import { isP256PublicKey, isPushAuthSecret } from '@vamos/shared/push-keys';
import type { PushOptions, PushOutcome, PushSender, PushTarget } from './push-sender.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const TIMEOUT_MS = 10_000;

/**
 * Web Push: the `web-push` library builds the request (payload encrypted with aes128gcm for the
 * subscription's keys, RFC 8291; VAPID JWT signed with our keys, RFC 8292) and fetch sends it to
 * the push service, so any push service URL works, https in production (devices.ts allows only
 * the browsers' push services there) and a local one in development and tests.
 */
export class WebPushSender implements PushSender {
  readonly publicKey: string;

  constructor(private readonly vapid: VapidKeys) {
    this.publicKey = vapid.publicKey;
  }

  async send(target: PushTarget, payload: string, options: PushOptions = {}): Promise<PushOutcome> {
    // Keys no browser makes fail the same way on every try (web-push throws before any request).
    if (!isP256PublicKey(target.p256dh) || !isPushAuthSecret(target.auth)) return 'invalid';
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: this.vapid,
        TTL: options.ttlSeconds ?? 24 * 3600,
        urgency: options.urgency ?? 'normal',
        ...(options.topic ? { topic: options.topic } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw new Error(`push service answered ${response.status}`);
    return 'sent';
  }
}

/** A new VAPID key pair (P-256, base64url). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
