import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import { findAccountByEmail } from './auth.repo.ts';

/**
 * Decision 0022: a browser that signed in to an account keeps a device cookie that proves it, so
 * that an attack spending the account's per-e-mail login counter does not lock its owner out
 * (OWASP's device cookies). The value is `<user id>.<issued at, base 36 ms>.<device id>.<HMAC>`,
 * signed with a key derived from AUTH_SECRET; HttpOnly, SameSite=Strict, 90 days. It opens
 * nothing: a login with it still needs the password, and is limited per device and e-mail.
 */
export const DEVICE_COOKIE_DAYS = 90;
const MAX_AGE_MS = DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000;
/** A cookie issued "in the future" by at most this much (clocks of two instances) still counts. */
const CLOCK_SKEW_MS = 60_000;
const FORMAT = /^([0-9a-f-]{36})\.([0-9a-z]{1,11})\.([\w-]{22})\.([\w-]{43})$/;

export type KnownDevice = { userId: string; deviceId: string; issuedAt: number };

/** Over HTTPS the cookie carries the __Host- prefix, as the session's does (no subdomain can set it). */
export function deviceCookieName(config: Pick<Config, 'APP_URL'>): string {
  return config.APP_URL.startsWith('https://') ? '__Host-vt.device' : 'vt.device';
}

/** The HMAC key of device cookies: derived from the auth secret, so it signs nothing else. */
const keys = new Map<string, Buffer>();
function deviceKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('vamos-trabalhar device cookie v1').digest();
    keys.set(secret, key);
  }
  return key;
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', deviceKey(secret)).update(payload).digest('base64url');
}

/** A new device cookie's value for `userId`. */
export function signDevice(secret: string, userId: string, now = Date.now()): string {
  const payload = `${userId}.${now.toString(36)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The device a cookie value proves, or null (malformed, forged, expired). */
export function verifyDevice(secret: string, value: string | undefined, now = Date.now()): KnownDevice | null {
  const match = value ? FORMAT.exec(value) : null;
  if (!match) return null;
  const [, userId = '', issued = '', deviceId = '', signature = ''] = match;
  const expected = mac(secret, `${userId}.${issued}.${deviceId}`);
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
  const issuedAt = parseInt(issued, 36);
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt >= MAX_AGE_MS) return null;
  return { userId, deviceId, issuedAt };
}

/** After a sign-in with the password: this browser is a known device of `userId` from now on. */
export function rememberDevice(deps: Pick<Deps, 'config'>, reply: FastifyReply, userId: string): void {
  const { config } = deps;
  reply.setCookie(deviceCookieName(config), signDevice(config.authSecret, userId), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.APP_URL.startsWith('https://'),
    maxAge: MAX_AGE_MS / 1000,
  });
}

/**
 * The id of the device a login attempt comes from, when its device cookie is valid and was issued
 * to the account of `email`; otherwise null (no cookie, a forged or expired one, another user's).
 */
export async function knownDeviceFor(
  deps: Pick<Deps, 'config' | 'db'>,
  request: FastifyRequest,
  email: string,
): Promise<string | null> {
  const device = verifyDevice(deps.config.authSecret, request.cookies[deviceCookieName(deps.config)]);
  if (!device) return null;
  const account = await findAccountByEmail(deps.db, email);
  return account?.id === device.userId ? device.deviceId : null;
}
