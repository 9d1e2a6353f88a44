import { useCallback, useEffect, useRef, useState } from 'react';

type DebouncedFieldOptions = {
  /** The value in the URL (the source of truth). */
  urlValue: string;
  /** What the typed text means in the URL; module-level functions (stable). */
  toUrl: (typed: string) => string;
  fromUrl: (url: string) => string;
  commit: (url: string) => void;
  delayMs?: number;
};

/** A plain click on a same-tab link to another path of this site. */
function leavesPage(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return false;
  return anchor.origin === window.location.origin && anchor.pathname !== window.location.pathname;
}

/**
 * A text box that writes to the URL after a pause in typing. A URL change from elsewhere
 * (back/forward, 'Limpar filtros') replaces what the box shows; its own commits do not.
 */
export function useDebouncedField({ urlValue, toUrl, fromUrl, commit, delayMs = 400 }: DebouncedFieldOptions) {
  const [value, setValue] = useState(() => fromUrl(urlValue));
  const committed = useRef(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (urlValue === committed.current) return;
    clearTimeout(timer.current);
    committed.current = urlValue;
    setValue(fromUrl(urlValue));
  }, [urlValue, fromUrl]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Following a link to another page drops the pending commit: changing the URL after the click
  // would cancel that navigation (a lazy page may still be loading when the pause ends).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (leavesPage(event)) clearTimeout(timer.current);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const send = useCallback(
    (typed: string) => {
      clearTimeout(timer.current);
      const url = toUrl(typed);
      if (url === committed.current) return;
      committed.current = url;
      commitRef.current(url);
    },
    [toUrl],
  );

  const onChange = useCallback(
    (typed: string) => {
      setValue(typed);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(typed), delayMs);
    },
    [send, delayMs],
  );

  /** Commits now (Enter in the search box). */
  const flush = useCallback(() => send(value), [send, value]);

  return { value, onChange, flush };
}
