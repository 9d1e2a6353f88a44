import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@vamos/shared/constants';
import { queryClient } from '@/lib/query-client';

/** spec 01 §9: one toast at a time, gone after 5 s; top-center clears the phone's bottom bar. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        containerAriaLabel="Notificações"
        toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
        mobileOffset={{ top: 'calc(env(safe-area-inset-top) + 12px)' }}
      />
    </QueryClientProvider>
  );
}
