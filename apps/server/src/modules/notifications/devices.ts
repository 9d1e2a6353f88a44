import type { Device, PushSubscriptionInput } from '@vamos/shared/schemas/notifications';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import * as devicesRepo from './devices.repo.ts';

/** Push services browsers use; in production a subscription must point at one of them (no SSRF through us). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

function isPushServiceUrl(endpoint: string, production: boolean): boolean {
  const url = new URL(endpoint);
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((h) => url.hostname === h || url.hostname.endsWith(`.${h}`))
  );
}

/** Browsers and systems by what their user agent says, the more specific first. */
const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

const firstMatch = (table: [RegExp, string][], text: string, fallback: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;

/** 'Chrome no Android', 'Safari no iPhone'…: enough for a person to recognise a device. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  return `${firstMatch(BROWSERS, ua, 'Navegador')} no ${firstMatch(SYSTEMS, ua, 'outro sistema')}`;
}

function present(row: devicesRepo.DeviceRow): Device {
  return { id: row.id, label: row.label, created_at: row.createdAt.toISOString(), endpoint: row.endpoint };
}

export async function listMyDevices(deps: Pick<Deps, 'db'>, actor: Actor): Promise<Device[]> {
  return (await devicesRepo.listDevices(deps.db, actor.id)).map(present);
}

/**
 * `POST /api/notifications/devices`: this browser now receives the actor's pushes. Registering it
 * again is idempotent; an endpoint another account registered is refused (DEVICE_TAKEN, 409).
 */
export async function addDevice(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<Device> {
  if (!isPushServiceUrl(input.endpoint, deps.config.isProduction)) {
    throw new AppError('VALIDATION', {
      message: 'Endereço de notificação inválido.',
      fields: { endpoint: 'Endereço de notificação inválido.' },
    });
  }
  const row = await devicesRepo.upsertOwnDevice(deps.db, {
    userId: actor.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    label: deviceLabel(userAgent),
  });
  // Another account's browser (or someone who read its endpoint): never moved to the actor. The
  // browser itself can prove it is this one by subscribing afresh (a new endpoint; lib/push.ts).
  if (!row) throw new AppError('DEVICE_TAKEN');
  return present(row);
}

/** 'Remover': only the actor's own device. */
export async function removeDevice(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id) || !(await devicesRepo.deleteDevice(deps.db, actor.id, id))) throw new AppError('DEVICE_NOT_FOUND');
}
