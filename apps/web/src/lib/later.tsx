import { useLayoutEffect, useState, type ReactNode } from 'react';
import { nextTask } from './next-task';

/**
 * The first page drawn in several short tasks instead of one long one: on a slow phone one render
 * of a whole page blocks the main thread for hundreds of milliseconds (Total Blocking Time), a tap
 * then waits. Each <Later> mounted while the first page is being drawn shows its children one
 * task after the previous one, in the order they were mounted (the page's order: put later what
 * lies below, or what is fixed on the screen, so nothing moves). Once the first page is drawn,
 * a <Later> shows its children at once: a page opened from within the app is drawn whole, so its
 * scroll position can be restored.
 */
let renderingFirstPage = false;
const waiting: Array<() => void> = [];
let draining = false;

async function drain() {
  draining = true;
  // A part per task. The task after a part has been drawn finds the parts it holds waiting too.
  for (;;) {
    await nextTask();
    const show = waiting.shift();
    if (!show) break;
    show();
  }
  draining = false;
}

/**
 * Runs `render`, the first page's (main.tsx): a page without <Later> is whole once it returns, one
 * with them when the last has been shown.
 */
export function drawFirstPage(render: () => void) {
  renderingFirstPage = true;
  render();
  renderingFirstPage = false;
}

/** Whether the first page is still being drawn (lib/use-gradual-count.ts draws its lists in parts then). */
export function isDrawingFirstPage() {
  return renderingFirstPage || draining;
}

/** `children` drawn a task later while the first page is being drawn; `fallback` until then. */
export function Later({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(() => !isDrawingFirstPage());
  useLayoutEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    waiting.push(show);
    if (!draining) void drain();
    return () => {
      const at = waiting.indexOf(show);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [shown]);
  return shown ? children : fallback;
}
