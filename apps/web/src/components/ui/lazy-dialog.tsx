import { useEffect, useState, type ComponentType } from 'react';
import { toast } from '@/lib/toast';
import { NETWORK_MESSAGE } from '@/lib/api-client';
import { whenSettled } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';

/**
 * Dialogs load on the tap that opens them: Radix Dialog with its focus trap, scroll lock and
 * dismissable layer weighs ≈ 15 KB gzip, too much for every page that only shows the button. The
 * import starts before the tap (pointer over, focus or touch on the trigger, and once the page has
 * settled: see whenSettled), so the dialog is usually there at once; when it is not, it appears
 * when its chunk arrives.
 */

export type Preloadable<P> = {
  /** Fetches the component (once; again after a failure). */
  load: () => Promise<ComponentType<P>>;
  /** The component, once fetched. */
  loaded: () => ComponentType<P> | undefined;
  /** Fetches it once the page has settled (once per page load, however many triggers ask). */
  preloadWhenSettled: () => void;
};

/** A component behind import(), with ways to start fetching it before it is needed. */
export function lazyWithPreload<P>(factory: () => Promise<ComponentType<P>>): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let preloadScheduled = false;
  // After a failure the next tap tries again.
  const load = loadOnce(async () => (component = await factory()));
  return {
    load,
    loaded: () => component,
    preloadWhenSettled: () => {
      if (preloadScheduled || component) return;
      preloadScheduled = true;
      whenSettled(() => void load().catch(() => undefined));
    },
  };
}

/** Props for a dialog's trigger: start fetching the dialog as the finger or the pointer nears it. */
export function preloadOn<P>(dialog: Preloadable<P>) {
  const preload = () => void dialog.load().catch(() => undefined);
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Renders `dialog` (a component taking `open`/`onOpenChange`) from the first time it is opened, and
 * keeps it mounted after, as a statically imported dialog would be; until then nothing. Schedules
 * the fetch for when the page has settled. When the fetch fails the dialog stays closed and a
 * toast says so; the next tap tries again.
 */
export function LazyDialog<P extends DialogProps>({ dialog, ...props }: { dialog: Preloadable<P> } & P) {
  const { open, onOpenChange } = props;
  // Set on the first opening and kept: the dialog stays mounted after, as an imported one would.
  const [Dialog, setDialog] = useState<ComponentType<P>>();
  const ready = dialog.loaded();
  if (open && !Dialog && ready) setDialog(() => ready);

  useEffect(() => dialog.preloadWhenSettled(), [dialog]);

  useEffect(() => {
    if (!open || Dialog) return;
    let live = true;
    dialog.load().then(
      (loaded) => live && setDialog(() => loaded),
      () => {
        if (!live) return;
        onOpenChange(false);
        toast.error(NETWORK_MESSAGE);
      },
    );
    return () => {
      live = false;
    };
  }, [open, Dialog, dialog, onOpenChange]);

  return Dialog ? <Dialog {...(props as unknown as P)} /> : null;
}
