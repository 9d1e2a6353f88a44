import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';

export type WhatsAppButtonProps = {
  /** In the signed-in app the phone shows a bottom bar: sit above it. */
  aboveBottomNav?: boolean;
  className?: string;
};

const load = loadOnce(async () => (await import('./whatsapp-button-content')).WhatsAppButtonContent);
let loaded: ComponentType<WhatsAppButtonProps> | undefined;

/**
 * Floating support button (spec 01 §2.4, spec 02 'Central de Ajuda'): opens WhatsApp in a new tab.
 * It never sits on a control of the page (whatsapp-button-content.tsx steps it aside), and
 * AppLayout's `<main>` pads its bottom past it so that the end of a page is never under it: move the
 * button, move that padding too. Its code comes once the page is idle (it waits for the support
 * number anyway), off every page's first load; a failed fetch leaves it out until the next page load.
 */
export function WhatsAppButton(props: WhatsAppButtonProps) {
  const [Content, setContent] = useState(() => loaded);
  useEffect(() => {
    if (Content) return;
    let live = true;
    const cancel = whenIdle(() => {
      load().then(
        (component) => {
          loaded = component;
          if (live) setContent(() => component);
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [Content]);
  return Content ? <Content {...props} /> : null;
}
