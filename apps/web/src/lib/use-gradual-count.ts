import { useEffect, useState } from 'react';

/**
 * How many items of a list to draw now: a list that arrives while the page is open is drawn
 * `batch` items per task, so a slow phone never spends one long task drawing twenty cards (Total
 * Blocking Time) and answers a tap in between. A list already there when the component mounts (back
 * navigation, from the cache) is drawn whole, so the scroll position can be restored.
 */
export function useGradualCount(total: number, batch: number): number {
  const [drawn, setDrawn] = useState(total);
  const count = Math.min(total, Math.max(drawn, batch));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setDrawn(Math.min(total, count + batch)), 0);
    return () => clearTimeout(timer);
  }, [count, total, batch]);
  return count;
}
