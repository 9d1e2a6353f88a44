import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { appConfigQueryOptions } from './lib/app-config';
import { meQueryOptions } from './lib/auth';
import { listenForInstallPrompt } from './lib/install-prompt';
import { offlineCopy } from './lib/offline-copy';
import { queryClient } from './lib/query-client';
import './index.css';

// The session and the deployment's settings (support number) load alongside the first screen, not
// after it. index.html preloads both answers: they must be asked for here, at start, on every page.
// A preloaded answer nobody takes would be handed to the next fetch of its URL, however late (the
// session read after a password reset got the signed-out answer of the page's load).
void queryClient.prefetchQuery(meQueryOptions);
void queryClient.prefetchQuery(appConfigQueryOptions);
// The agendas' copy kept on the phone (decision 0031): its own chunk, loaded beside the session.
void offlineCopy();

// 'Instalar app' (lib/install-prompt.ts): the browser's offer comes once, early.
listenForInstallPrompt();

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
