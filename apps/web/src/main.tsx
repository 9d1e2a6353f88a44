import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { appConfigQueryOptions } from './lib/app-config';
import { meQueryOptions } from './lib/auth';
import { drawFirstPage } from './lib/later';
import { nextTask } from './lib/next-task';
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

/**
 * The first page in three tasks, each short on a slow phone (Total Blocking Time): the entry's
 * evaluation (above), the router's start (it matches the URL and starts the page's loaders and
 * code), and, once they are in, the page's first render, itself in parts (lib/later.tsx).
 * index.html's loading screen shows until then, as RouteFallback would.
 */
async function start(root: HTMLElement) {
  await nextTask();
  const router = createAppRouter();
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  await nextTask();
  drawFirstPage(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

void start(root);

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
