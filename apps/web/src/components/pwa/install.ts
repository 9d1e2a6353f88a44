import { useSyncExternalStore } from 'react';
import { installOffer, subscribeToInstall, takeInstallOffer } from '@/lib/install-prompt';

/** How the app can be installed here: the browser's prompt, the iPhone's steps, or not at all. */
export type InstallKind = 'prompt' | 'ios' | null;

/** The app already runs from the home screen. */
export function isInstalled(): boolean {
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** An iPhone or iPad (iPadOS says it is a Mac, with a touch screen). */
export function isIos(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}

export function installKind(): InstallKind {
  if (isInstalled()) return null;
  if (installOffer()) return 'prompt';
  return isIos() ? 'ios' : null;
}

/** Shows the browser's install dialog; the offer is used up whatever the answer. */
export async function promptInstall(): Promise<boolean> {
  const event = takeInstallOffer();
  if (!event) return false;
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/** How the app can be installed now, kept up to date. Nothing when it already runs installed. */
export function useInstallKind(): InstallKind {
  return useSyncExternalStore(subscribeToInstall, installKind, () => null);
}
