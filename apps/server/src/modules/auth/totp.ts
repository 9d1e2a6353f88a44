import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The operators' second factor (decision 0048): TOTP as RFC 6238 and every authenticator app reads
 * it (SHA-1, 6 digits, 30 s), through the maintained `otpauth` library. A code is accepted one step
 * early or late (±30 s of clock drift), and never twice: the step of the last code accepted is kept,
 * and a code of that step or an earlier one is refused.
 */
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;
export const TOTP_ISSUER = 'Vamos Trabalhar';

function totpOf(secretBase32: string, label = 'operador'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits), in base32 as the apps take it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the enrolment QR code carries. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The time step of `at`. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / PERIOD);
}

/**
 * The step of `code` when it is right at `at` (within ±1 step) and newer than `lastStep`; null
 * otherwise (wrong, expired, or already used).
 */
export function acceptedStep(secretBase32: string, code: string, at: Date, lastStep: number | null): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = totpStep(at) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of `at` (tests and the e2e journey compute it as the app would). */
export function totpCode(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The secret at rest: AES-256-GCM under a key derived from AUTH_SECRET, so a copy of the table alone
 * opens no operator's second factor. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
function keyOf(authSecret: string): Buffer {
  return createHash('sha256').update(`operator-totp:${authSecret}`).digest();
}

export function sealTotpSecret(secretBase32: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret), iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openTotpSecret(stored: string, authSecret: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
