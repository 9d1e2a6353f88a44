import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { appConfigQueryOptions } from './lib/app-config';
import { queryClient } from './lib/query-client';
import './index.css';

// The deployment's settings (support number) load alongside the first screen, not after it.
void queryClient.prefetchQuery(appConfigQueryOptions);

const root = document.getElementById('root');
if (!root) throw new Error('#root not found');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

// Real-user Core Web Vitals (decision 0015): loaded once the page has loaded, so neither web-vitals nor
// the reporter is in the first-load JavaScript.
if (import.meta.env.PROD) {
  const startVitals = () =>
    void import('./lib/vitals').then(
      (vitals) => vitals.startVitals(),
      () => undefined,
    );
  if (document.readyState === 'complete') startVitals();
  else addEventListener('load', startVitals, { once: true });
}
