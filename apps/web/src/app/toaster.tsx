import { useEffect, useLayoutEffect, type CSSProperties } from 'react';
import { toast, Toaster as Sonner, useSonner } from 'sonner';
import { toasterReady, toastsShownAt as shownAt } from '@/lib/toast';
import { TOAST_DURATION_MS } from '@vamos/shared/toasts';

/**
 * sonner's rich colours put light text on tinted backgrounds below WCAG AA (about 4.2:1; the
 * warning is under 3:1). The same tints with Tailwind's 800 text give 6:1 or more, for the
 * title, the description (it inherits) and the close button.
 */
const TOAST_COLORS = {
  '--success-bg': '#f0fdf4',
  '--success-border': '#bbf7d0',
  '--success-text': '#166534',
  '--info-bg': '#eff6ff',
  '--info-border': '#bfdbfe',
  '--info-text': '#1e40af',
  '--warning-bg': '#fffbeb',
  '--warning-border': '#fde68a',
  '--warning-text': '#92400e',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
} as CSSProperties;

/**
 * spec 01 §9: one toast at a time. Sonner's `visibleToasts={1}` only hides the others and plays
 * them one after another, 5 s each; here a new toast replaces the one on screen instead.
 */
export function OneToastAtATime(): null {
  const { toasts } = useSonner();
  // A layout effect: a toast is 'first seen' when it reaches the DOM, not a frame later (Preact runs a
  // plain effect after the paint).
  useLayoutEffect(() => {
    const now = Date.now();
    for (const t of toasts) if (!shownAt.has(t.id)) shownAt.set(t.id, now);
    for (const id of [...shownAt.keys()]) if (!toasts.some((t) => t.id === id)) shownAt.delete(id);
    // Sonner lists the newest first.
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
  return null;
}

/** Says the Toaster listens. Rendered after it: its effect runs after the Toaster's subscription. */
function Ready(): null {
  useEffect(() => toasterReady(toast), []);
  return null;
}

/**
 * Where a toast rests (issue 23): at the bottom, where it covers no dialog's title (a dialog is
 * centred and its title is at its top) and no bell (top bar); above the phone's bottom bar and the
 * WhatsApp button (index.css `--toast-bottom`, in step with app-layout.tsx and whatsapp-button-content.tsx);
 * on a wide screen at the right, beside a centred dialog rather than over it.
 */
const OFFSET = { bottom: 'var(--toast-bottom)', right: 'var(--toast-right)' };
const MOBILE_OFFSET = { bottom: 'var(--toast-bottom)' };

/** spec 01 §9: one toast at a time, gone after 5 s. */
export function Toaster() {
  return (
    <>
      <OneToastAtATime />
      <Sonner
        position="bottom-right"
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        richColors
        style={TOAST_COLORS}
        closeButton
        containerAriaLabel="Notificações"
        toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
        offset={OFFSET}
        mobileOffset={MOBILE_OFFSET}
      />
      <Ready />
    </>
  );
}
