import { lazy, Suspense } from 'react';

// Its own chunk: the registration and workbox-window stay out of the first load.
const UpdatePrompt = lazy(async () => ({ default: (await import('./update-prompt')).UpdatePrompt }));

/**
 * The service worker, in production builds only (the Vite dev server and the unit tests run
 * without it) and in browsers that have one.
 */
export function ServiceWorkerUpdates() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
