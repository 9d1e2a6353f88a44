import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useMyConsents } from '../api/get-my-consents';

/** The acceptance screen loads only for the few who need it: the signed-in shell stays light. */
const AcceptNewTerms = lazy(async () => ({ default: (await import('./accept-new-terms')).AcceptNewTerms }));

/**
 * The signed-in app, unless the terms of use or the privacy policy changed since the person accepted
 * them (decision 0051): then only 'Atualizamos nossos termos', until they accept the versions in force.
 * While the answer is on its way, or cannot come (offline), the app shows as usual.
 */
export function ConsentGate({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const consents = useMyConsents(enabled);
  if (!enabled || !consents.data?.outdated) return children;
  return (
    <Suspense fallback={<Spinner label="Carregando..." />}>
      <AcceptNewTerms />
    </Suspense>
  );
}
