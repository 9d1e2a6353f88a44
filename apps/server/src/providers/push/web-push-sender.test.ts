import { createECDH, createPublicKey, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { isP256PublicKey, isPushAuthSecret } from '@vamos/shared/push-keys';
import { generateVapidKeys, WebPushSender } from './web-push-sender.ts';

/** Node's own answer: can this uncompressed point be a P-256 public key? */
function nodeAccepts(point: Buffer): boolean {
  try {
    const x = point.subarray(1, 33).toString('base64url');
    const y = point.subarray(33, 65).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

const vapid = { ...generateVapidKeys(), subject: 'mailto:suporte@vamostrabalhar.com.br' };

/**
 * The shared key check (packages/shared/src/push-keys.ts, used by the devices route and before each
 * push) agrees with Node's crypto and with what web-push can encrypt for (issue 22).
 */
describe('push subscription keys', () => {
  it('accepts every key a browser makes, and web-push encrypts for it', () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
        const auth = randomBytes(16).toString('base64url');
        expect(isP256PublicKey(p256dh) && isPushAuthSecret(auth)).toBe(true);
        const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh, auth } };
        expect(webpush.generateRequestDetails(subscription, 'olá', { vapidDetails: vapid }).body).toBeTruthy();
      }),
      { numRuns: 50 },
    );
  });

  it('says of any 65-byte uncompressed point what Node says', () => {
    const onCurve = fc.integer().map(() => createECDH('prime256v1').generateKeys());
    const tweaked = fc
      .tuple(onCurve, fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 255 }))
      .map(([point, at, xor]) => {
        const copy = Buffer.from(point);
        copy[at] = (copy[at] ?? 0) ^ xor;
        return copy;
      });
    const random = fc.uint8Array({ minLength: 64, maxLength: 64 }).map((xy) => Buffer.concat([Buffer.from([4]), xy]));
    fc.assert(
      fc.property(fc.oneof(onCurve, tweaked, random), (point) => {
        expect(isP256PublicKey(point.toString('base64url'))).toBe(nodeAccepts(point));
      }),
      { numRuns: 300 },
    );
  });

  it('a subscription with such keys is not sent (no request), and says so', async () => {
    const sender = new WebPushSender(vapid);
    const target = {
      endpoint: 'http://127.0.0.1:9/nunca',
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'AAAAAAAAAAAAAAAAAAAAAA',
    };
    expect(await sender.send(target, 'olá')).toBe('invalid');
    expect(await sender.send({ ...target, p256dh: 'curta' }, 'olá')).toBe('invalid');
  });
});
