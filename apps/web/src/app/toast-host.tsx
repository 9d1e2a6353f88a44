import { useEffect, useState, type ComponentType } from 'react';
import { whenSettled } from '@/lib/idle';
import { onToastRequested, toasterLoaded } from '@/lib/toast';

/**
 * Mounts sonner's Toaster (its own chunk) when the first toast is asked for, or once the page has
 * settled, so that later toasts show at once. When the chunk cannot be fetched (offline) nothing is
 * shown and the next toast tries again; the waiting toasts show once it arrives.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(toasterLoaded);
  const [Toaster, setToaster] = useState<ComponentType>();

  useEffect(() => {
    const want = () => setWanted(true);
    const stopListening = onToastRequested(want);
    const stopWaiting = whenSettled(want);
    return () => {
      stopListening();
      stopWaiting();
    };
  }, []);

  useEffect(() => {
    if (!wanted || Toaster) return;
    let live = true;
    import('./toaster').then(
      (loaded) => live && setToaster(() => loaded.Toaster),
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
  }, [wanted, Toaster]);

  return Toaster ? <Toaster /> : null;
}
