import type { toast as SonnerToast } from 'sonner';
import { OFFLINE_MESSAGE } from './api-client';

/**
 * The app's toasts (spec 01 §9), with sonner loaded on the first one. sonner and its stylesheet are
 * ≈ 11 KB gzip and a forced style recalculation when the Toaster mounts: too much for the start of
 * every page, where no toast is shown. Calls made before sonner is there wait for it, in order;
 * `app/toast-host.tsx` loads it on the first call, or once the page has settled.
 */

type Sonner = typeof SonnerToast;
type Message = Parameters<Sonner>[0];
type Options = Parameters<Sonner>[1];

/** The one toast of an action tried offline (lib/query-client.ts): shown once, however many ask. */
export const OFFLINE_TOAST_ID = 'offline';

/** An error toast about being offline ("Erro ao enviar" with the offline message): the offline toast. */
const isAboutOffline = (message: Message, options?: Options) =>
  message === OFFLINE_MESSAGE || options?.description === OFFLINE_MESSAGE;

let sonner: Sonner | undefined;
const waiting: Array<(sonner: Sonner) => void> = [];
let requestSonner: (() => void) | undefined;

function withSonner(call: (sonner: Sonner) => void): void {
  if (sonner) {
    call(sonner);
    return;
  }
  waiting.push(call);
  requestSonner?.();
}

export const toast = Object.assign(
  (message: Message, options?: Options) => withSonner((t) => void t(message, options)),
  {
    success: (message: Message, options?: Options) => withSonner((t) => void t.success(message, options)),
    error: (message: Message, options?: Options) =>
      withSonner((t) =>
        isAboutOffline(message, options)
          ? void t.error(OFFLINE_MESSAGE, { id: OFFLINE_TOAST_ID })
          : void t.error(message, options),
      ),
    info: (message: Message, options?: Options) => withSonner((t) => void t.info(message, options)),
    /** Nothing is on screen before sonner has loaded, so there is nothing to dismiss. */
    dismiss: (id?: string | number) => void sonner?.dismiss(id),
  },
);

/** For the toast host: `load` is called on the first toast (at once when one already waits). */
export function onToastRequested(load: () => void): () => void {
  requestSonner = load;
  if (waiting.length > 0) load();
  return () => {
    if (requestSonner === load) requestSonner = undefined;
  };
}

/** Whether sonner has loaded (a host mounted later mounts its Toaster at once). */
export function toasterLoaded(): boolean {
  return sonner !== undefined;
}

/** For the toast host, once sonner's Toaster is mounted and listening: shows the waiting toasts. */
export function toasterReady(loaded: Sonner): void {
  sonner = loaded;
  for (const call of waiting.splice(0)) call(loaded);
}

/** When each toast on screen was first seen (ms since epoch), by id (see app/toast-discipline.tsx). */
export const toastsShownAt = new Map<string | number, number>();
