import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast, toastsShownAt as shownAt } from '@/lib/toast';

/** A toast this recent when the page changes announces the change ("Login realizado!") and stays. */
const ANNOUNCES_NAVIGATION_MS = 1_000;

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
