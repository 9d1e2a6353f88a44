import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ServiceWorkerUpdates } from '@/app/pwa/service-worker-updates';
import { ToastHost } from '@/app/toast-host';
import { Later } from '@/lib/later';
import { queryClient } from '@/lib/query-client';

/** The query client, the toasts (app/toast-host.tsx) and the service worker's update prompt. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Nothing to show at first: on the first page, after it (lib/later.tsx). */}
      <Later>
        <ToastHost />
        <ServiceWorkerUpdates />
      </Later>
    </QueryClientProvider>
  );
}
