import { useSyncExternalStore } from 'react';

/**
 * Whether `query` matches now, kept up to date; null where there is no matchMedia (the unit
 * tests' jsdom), so the caller can render for both cases as CSS alone would.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (changed) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : null),
    () => null,
  );
}
