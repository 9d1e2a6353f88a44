import type { RealtimeEventType } from '@vamos/shared/realtime-events';
import { describe, expect, it } from 'vitest';
import { backoffDelay } from './postgres-bus.ts';
import { decodeNotification, encodeForNotify, MAX_NOTIFY_PAYLOAD_BYTES } from './wire-format.ts';

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('realtime wire format', () => {
  it('encodes an event as one JSON payload with its recipients deduplicated', () => {
    const payloads = encodeForNotify({ type: 'wallet.changed', userIds: ['u1', 'u1', 'u2'], ids: { userId: 'u1' } });
    expect(payloads).toEqual([
      JSON.stringify({ type: 'wallet.changed', userIds: ['u1', 'u2'], ids: { userId: 'u1' } }),
    ]);
  });

  it('sends nothing for an event without recipients', () => {
    expect(encodeForNotify({ type: 'wallet.changed', userIds: [] })).toEqual([]);
  });

  it('carries a role audience through a notification, once even when the named users are split', () => {
    const small = encodeForNotify({ type: 'job.listing_changed', userIds: [], roles: ['freelancer', 'freelancer'] });
    expect(small.map((p) => decodeNotification(p))).toEqual([
      { type: 'job.listing_changed', userIds: [], roles: ['freelancer'] },
    ]);
    const userIds = Array.from({ length: 1_000 }, (_, i) => uuid(i));
    const decoded = encodeForNotify({ type: 'job.changed', userIds, roles: ['freelancer'] }).map((p) =>
      decodeNotification(p),
    );
    expect(decoded.filter((e) => e?.roles)).toHaveLength(1);
    expect(decoded.flatMap((e) => e?.userIds ?? []).sort()).toEqual(userIds);
  });

  it('splits many recipients into payloads below the NOTIFY limit, losing no one', () => {
    const userIds = Array.from({ length: 1_000 }, (_, i) => uuid(i));
    const payloads = encodeForNotify({ type: 'job.cancelled', userIds, ids: { jobId: 'j1' } });
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(MAX_NOTIFY_PAYLOAD_BYTES);
    const received = payloads.flatMap((p) => decodeNotification(p)?.userIds ?? []);
    expect(received).toEqual(userIds);
  });

  it('refuses an event whose ids alone exceed the limit', () => {
    expect(() => encodeForNotify({ type: 'job.changed', userIds: ['u1'], ids: { blob: 'a'.repeat(9_000) } })).toThrow(
      /does not fit/,
    );
  });

  it('refuses event types that could break the SSE framing', () => {
    for (const type of ['', 'Wallet', 'wallet changed', 'a\nevent: b', 'a.', 'wallet.changd']) {
      expect(() => encodeForNotify({ type: type as RealtimeEventType, userIds: ['u1'] })).toThrow();
    }
  });

  it('decodes only well-formed payloads', () => {
    expect(decodeNotification(undefined)).toBeNull();
    expect(decodeNotification('{nope')).toBeNull();
    expect(decodeNotification(JSON.stringify({ type: 'job.changed' }))).toBeNull();
    expect(decodeNotification(JSON.stringify({ type: 'a.b', userIds: ['u'] }))).toBeNull();
    expect(decodeNotification(JSON.stringify({ type: 'job.changed', userIds: ['u'] }))).toEqual({
      type: 'job.changed',
      userIds: ['u'],
    });
  });
});

describe('reconnect backoff', () => {
  const backoff = { initialMs: 250, maxMs: 10_000 };
  it('grows exponentially with jitter and stays under the cap', () => {
    expect(backoffDelay(0, backoff, () => 0)).toBe(125);
    expect(backoffDelay(0, backoff, () => 1)).toBe(250);
    expect(backoffDelay(3, backoff, () => 1)).toBe(2_000);
    expect(backoffDelay(50, backoff, () => 1)).toBe(10_000);
    expect(backoffDelay(50, backoff, () => 0)).toBe(5_000);
  });
});
