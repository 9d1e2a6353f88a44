import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

type LoadMoreProps = { hasMore: boolean; loading: boolean; onLoadMore: () => void };

/**
 * The next page loads when this comes near the viewport (IntersectionObserver); the visible
 * 'Carregar mais' button does the same for keyboards, screen readers and older browsers.
 */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ loading, onLoadMore });
  useEffect(() => {
    latest.current = { loading, onLoadMore };
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!hasMore || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading) latest.current.onLoadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-2">
      <Button variant="outline" disabled={loading} onClick={onLoadMore} className="w-full sm:w-auto">
        {loading ? 'Carregando...' : 'Carregar mais'}
      </Button>
    </div>
  );
}
