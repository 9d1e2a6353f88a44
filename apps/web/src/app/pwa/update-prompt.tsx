import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/button';

/** How often an open tab asks the server whether a new version was deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Asks for a new service worker every hour and whenever the tab comes back into view. */
function useUpdateChecks(registration: ServiceWorkerRegistration | undefined) {
  useEffect(() => {
    if (!registration) return;
    const check = () => {
      if (registration.installing || !navigator.onLine) return;
      // Offline or a server hiccup: the next check tries again.
      registration.update().catch(() => undefined);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
    };
    const interval = window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [registration]);
}

/**
 * Registers the service worker (decision 0014) and, when a new version has installed, offers it:
 * 'Atualizar' activates the new worker and reloads the page onto it; 'Depois' keeps the open
 * version until the next visit. Placed above the phone's bottom bar and the WhatsApp button.
 */
export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
  } = useRegisterSW({
    // Registers after the page's load event, so the precache does not compete with the first screen.
    immediate: false,
    onRegisteredSW: (_url, swRegistration) => setRegistration(swRegistration),
  });
  useUpdateChecks(registration);

  const update = () => {
    setUpdating(true);
    // The page reloads once the new worker controls it. The reload is ours, on the browser's own
    // controllerchange, and the message goes to the worker waiting now: workbox-window reloads only
    // for an update it followed from its registration, and a CI run saw a page stay on 'Atualizando…'.
    // No worker waits any more (another tab already moved to it): a reload is the whole update.
    const waiting = registration?.waiting;
    if (!waiting) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };

  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-4 bottom-[calc(9.5rem+env(safe-area-inset-bottom))] z-[45] flex justify-center md:right-auto md:bottom-6 md:left-6"
    >
      {needRefresh ? (
        <div className="pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-xl bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg shadow-slate-900/25">
          <p className="min-w-0 flex-1 font-medium">Nova versão disponível</p>
          <Button
            size="sm"
            variant="ghost"
            className="text-slate-200 hover:bg-slate-800 hover:text-white"
            onClick={() => setNeedRefresh(false)}
            disabled={updating}
          >
            Depois
          </Button>
          <Button size="sm" variant="accent" onClick={update} disabled={updating}>
            {updating ? 'Atualizando…' : 'Atualizar'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
