/**
 * Web Push in this browser (issue 12): whether it can, what the person decided, and subscribing
 * this device with the server's VAPID key. Permission is asked only from a click (never on load).
 */

export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** Why subscribing did not work, in Portuguese. */
export class PushError extends Error {}

const READY_TIMEOUT_MS = 10_000;

/** The service worker that receives pushes (the installable app's); fails when there is none. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new PushError('Não foi possível ativar neste navegador. Recarregue a página e tente de novo.')),
      READY_TIMEOUT_MS,
    ),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's current push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushPermission() === 'unsupported') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return reg ? reg.pushManager.getSubscription() : null;
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (call from a click) and subscribes this browser; returns what the server
 * stores. `fresh`: drops this browser's current subscription first (another account registered it),
 * so the push service gives a new endpoint.
 */
export async function subscribeThisDevice(
  publicKey: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  if (pushPermission() === 'unsupported') throw new PushError('Este navegador não recebe notificações.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushError(
      'Você não permitiu as notificações. Libere nas configurações do navegador para receber avisos.',
    );
  }
  const reg = await registration();
  if (fresh) await (await reg.pushManager.getSubscription())?.unsubscribe();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new PushError('Não foi possível ativar neste navegador.');
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}
