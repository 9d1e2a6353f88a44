import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast, useSonner } from 'sonner';

/** When each toast on screen was first seen (ms since epoch), by id. */
const shownAt = new Map<string | number, number>();

/** A toast this recent when the page changes announces the change ("Login realizado!") and stays. */
const ANNOUNCES_NAVIGATION_MS = 1_000;

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

/**
 * A toast about the page being left ("CEP não encontrado") does not follow the user to the next
 * page; one raised just before the navigation, to announce it, does.
 */
export function useStaleToastsDismissedOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const now = Date.now();
    for (const [id, at] of shownAt) if (now - at > ANNOUNCES_NAVIGATION_MS) toast.dismiss(id);
  }, [pathname]);
}
