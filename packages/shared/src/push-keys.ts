/**
 * A browser's Web Push keys (PushSubscription.toJSON().keys), checked the same way by the server
 * (when a device is stored, and before a push is encrypted) and by the web. RFC 8291 §3.2: `p256dh`
 * is the browser's P-256 public key as an uncompressed point (65 bytes: 0x04, x, y) and `auth` a
 * 16-byte secret, both base64url. Pure code, no Node or browser API.
 */

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of unpadded (or `=`-padded) base64url text; null when it is not base64url. */
export function base64urlBytes(text: string): Uint8Array | null {
  const body = text.replace(/=+$/, '');
  if (body.length % 4 === 1 || !/^[A-Za-z0-9_-]*$/.test(body)) return null;
  const bytes = new Uint8Array(Math.floor((body.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of body) {
    value = ((value << 6) | BASE64URL.indexOf(char)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  // The unused low bits of the last character must be zero (one spelling per key).
  return (value & ((1 << bits) - 1)) === 0 ? bytes : null;
}

// NIST P-256 (SEC 2 secp256r1): y² = x³ − 3x + b over the prime field p.
const P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

function bigint(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const byte of bytes) n = (n << 8n) | BigInt(byte);
  return n;
}

/** An uncompressed P-256 point that is on the curve (so a key agreement with it can work). */
export function isP256PublicKey(p256dh: string): boolean {
  const bytes = base64urlBytes(p256dh);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 0x04) return false;
  const x = bigint(bytes.subarray(1, 33));
  const y = bigint(bytes.subarray(33, 65));
  if (x >= P || y >= P) return false;
  return (y * y - (x * x * x - 3n * x + B)) % P === 0n;
}

/** The subscription's authentication secret: 16 bytes. */
export function isPushAuthSecret(auth: string): boolean {
  return base64urlBytes(auth)?.length === 16;
}
