import { useEffect, useState } from 'react';
import { isDrawingFirstPage } from './later';

/**
 * How many items of a list to draw now: a list that arrives while the page is open is drawn
 * `batch` items per task, so a slow phone never spends one long task drawing twenty cards (Total
 * Blocking Time) and answers a tap in between. So is a list already there while the document is
 * still loading or its first page is being drawn (lib/later.tsx; the first answers inlined in the
 * page): the first paint needs only the first cards.
 * A list already there when the component mounts later (back navigation, from the cache) is drawn
 * whole, so the scroll position can be restored.
 */
export function useGradualCount(total: number, batch: number): number {
  const [drawn, setDrawn] = useState(() => (document.readyState === 'complete' && !isDrawingFirstPage() ? total : 0));
  const count = Math.min(total, Math.max(drawn, batch));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setDrawn(Math.min(total, count + batch)), 0);
    return () => clearTimeout(timer);
  }, [count, total, batch]);
  return count;
}
