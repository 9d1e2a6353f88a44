import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_DAYS, signDevice, verifyDevice } from './known-device.ts';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';
const USER = '0b7f3c1e-2d4a-4f6b-9c8d-1a2b3c4d5e6f';
const DAY = 24 * 60 * 60 * 1000;

describe('device cookies', () => {
  const now = Date.UTC(2026, 10, 26);

  it('prove the user they were issued to, for 90 days', () => {
    const value = signDevice(SECRET, USER, now);
    expect(verifyDevice(SECRET, value, now + DAY)).toMatchObject({ userId: USER, issuedAt: now });
    expect(verifyDevice(SECRET, value, now + DEVICE_COOKIE_DAYS * DAY - 1)).not.toBeNull();
    expect(verifyDevice(SECRET, value, now + DEVICE_COOKIE_DAYS * DAY)).toBeNull();
  });

  it('each sign-in is a new device: its own id, for its own counter', () => {
    const [first, second] = [signDevice(SECRET, USER, now), signDevice(SECRET, USER, now)];
    expect(verifyDevice(SECRET, first, now)?.deviceId).not.toBe(verifyDevice(SECRET, second, now)?.deviceId);
  });

  it('prove nothing when signed with another secret, edited, issued in the future, or malformed', () => {
    const value = signDevice(SECRET, USER, now);
    const [, issued, device, mac] = value.split('.');
    expect(verifyDevice('outro-segredo-com-mais-de-32-caracteres!', value, now)).toBeNull();
    const otherUser = '1b7f3c1e-2d4a-4f6b-9c8d-1a2b3c4d5e6f';
    expect(verifyDevice(SECRET, [otherUser, issued, device, mac].join('.'), now)).toBeNull();
    expect(verifyDevice(SECRET, [USER, (now + DAY).toString(36), device, mac].join('.'), now)).toBeNull();
    expect(verifyDevice(SECRET, signDevice(SECRET, USER, now + 10 * 60_000), now)).toBeNull();
    for (const malformed of [undefined, '', 'abc', `${value}.x`, value.slice(0, -1)]) {
      expect(verifyDevice(SECRET, malformed, now)).toBeNull();
    }
  });
});
