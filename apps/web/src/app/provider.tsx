import { QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ServiceWorkerUpdates } from '@/app/pwa/service-worker-updates';
import { OneToastAtATime } from '@/app/toast-discipline';
import { TOAST_DURATION_MS } from '@vamos/shared/toasts';
import { queryClient } from '@/lib/query-client';

/**
 * sonner's rich colours put light text on tinted backgrounds below WCAG AA (about 4.2:1; the
 * warning is under 3:1). The same tints with Tailwind's 800 text give 6:1 or more, for the
 * title, the description (it inherits) and the close button.
 */
const TOAST_COLORS = {
  '--success-bg': '#f0fdf4',
  '--success-border': '#bbf7d0',
  '--success-text': '#166534',
  '--info-bg': '#eff6ff',
  '--info-border': '#bfdbfe',
  '--info-text': '#1e40af',
  '--warning-bg': '#fffbeb',
  '--warning-border': '#fde68a',
  '--warning-text': '#92400e',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
} as CSSProperties;

/** spec 01 §9: one toast at a time, gone after 5 s; top-center clears the phone's bottom bar. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <OneToastAtATime />
      <Toaster
        position="top-center"
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        richColors
        style={TOAST_COLORS}
        closeButton
        containerAriaLabel="Notificações"
        toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
        mobileOffset={{ top: 'calc(env(safe-area-inset-top) + 12px)' }}
      />
      <ServiceWorkerUpdates />
    </QueryClientProvider>
  );
}
