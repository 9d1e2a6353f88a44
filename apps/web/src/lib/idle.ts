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
