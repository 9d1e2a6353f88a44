type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` when the browser is idle (at the latest after 3 s), or after 1 s where there is
 * no requestIdleCallback. Returns what cancels it. For work a page does not need for its first paint.
 */
export function whenIdle(callback: () => void): () => void {
  const { requestIdleCallback, cancelIdleCallback } = window as IdleWindow;
  if (requestIdleCallback && cancelIdleCallback) {
    const handle = requestIdleCallback.call(window, callback, { timeout: 3_000 });
    return () => cancelIdleCallback.call(window, handle);
  }
  const timer = setTimeout(callback, 1_000);
  return () => clearTimeout(timer);
}

/** How long after the page's load event work that can wait keeps off the main thread. */
export const SETTLE_MS = 3_000;

/**
 * Runs `callback` once the page has settled: idle, and at least SETTLE_MS after its load event.
 * For preloading what a tap may need later (dialogs, toasts): on a slow phone the first seconds
 * belong to the page and to the person scrolling it. Returns what cancels it.
 */
export function whenSettled(callback: () => void): () => void {
  let cancel = () => {};
  const wait = () => {
    const timer = setTimeout(() => (cancel = whenIdle(callback)), SETTLE_MS);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') wait();
  else {
    addEventListener('load', wait, { once: true });
    cancel = () => removeEventListener('load', wait);
  }
  return () => cancel();
}
