/**
 * 'Instalar app' (issue 24): Chrome and Edge offer installation with a `beforeinstallprompt` event,
 * once, early in the page's life; it is kept here (listening from the entry, before any screen that
 * shows the button has loaded) until the button asks for it. Safari on an iPhone has no such event:
 * there the button explains how to add the app to the home screen (components/pwa/install.ts, with
 * the screens that show the button: only this listener is in every page's first load).
 */

/** Chrome's event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offered: BeforeInstallPromptEvent | null = null;

/** The browser's offer, while it stands. */
export const installOffer = () => offered;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Starts listening (main.tsx, at start): the event may come before the first screen is drawn. */
export function listenForInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // Our own button offers it, where it helps (the agenda, 'Mais'), instead of the browser's banner.
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    changed();
  });
  addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

export function subscribeToInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offer is used (its dialog shown): a second call to prompt() would throw. */
export function takeInstallOffer(): BeforeInstallPromptEvent | null {
  const event = offered;
  offered = null;
  changed();
  return event;
}
