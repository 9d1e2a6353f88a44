import { describe, expect, it } from 'vitest';
import { base64urlBytes, isP256PublicKey, isPushAuthSecret } from './push-keys.ts';

// RFC 8291 Appendix A: the user agent's public key and authentication secret.
const RFC_P256DH = 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4';
const RFC_AUTH = 'BTBZMqHH6r4Tts7J_aSIgg';
// The same example's application server key: another point on the curve.
const RFC_AS_PUBLIC = 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8';

describe('push keys', () => {
  it('accepts the keys of RFC 8291’s example', () => {
    expect(isP256PublicKey(RFC_P256DH)).toBe(true);
    expect(isP256PublicKey(RFC_AS_PUBLIC)).toBe(true);
    expect(isPushAuthSecret(RFC_AUTH)).toBe(true);
    expect(isP256PublicKey(`${RFC_P256DH}=`)).toBe(true); // padded base64url is the same key
  });

  it('refuses what is not an uncompressed point on P-256', () => {
    const flipped = RFC_P256DH.slice(0, -2) + (RFC_P256DH.at(-2) === 'i' ? 'j' : 'i') + RFC_P256DH.at(-1);
    for (const p256dh of [
      flipped, // y changed: off the curve
      `B${'A'.repeat(86)}`, // 0x04 and zeros
      `B${'_'.repeat(86)}`, // coordinates beyond the field's prime
      RFC_P256DH.slice(0, -1), // 64 bytes
      `${RFC_P256DH}AA`, // 66 bytes
      `A${RFC_P256DH.slice(1)}`, // no 0x04 prefix
      RFC_P256DH.replace('_', '/'), // standard base64, not base64url
      '',
      'curta',
    ]) {
      expect(isP256PublicKey(p256dh), p256dh).toBe(false);
    }
  });

  it('wants a 16-byte auth secret', () => {
    expect(isPushAuthSecret(RFC_AUTH.slice(0, -2))).toBe(false);
    expect(isPushAuthSecret(`${RFC_AUTH}AA`)).toBe(false);
    expect(isPushAuthSecret('<script>alert(1)</script>')).toBe(false);
  });

  it('decodes base64url to bytes, refusing other alphabets and spare bits', () => {
    expect(Array.from(base64urlBytes('AQID-_8') ?? [])).toEqual([1, 2, 3, 251, 255]);
    expect(base64urlBytes('AQ+/')).toBeNull();
    expect(base64urlBytes('AR')).toBeNull(); // the last character's unused bits are not zero
    expect(base64urlBytes('A')).toBeNull();
  });
});
