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
