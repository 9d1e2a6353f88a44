import { Download, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { promptInstall, useInstallKind } from './install';
import { IosInstallSteps } from './ios-install-steps';

/** Where 'Agora não' is remembered on this phone. */
export const INSTALL_CARD_DISMISSED_KEY = 'vt:install-card-dismissed';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_CARD_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * 'Instalar app' on the agenda (issue 24): the agenda (readable offline) one tap away from the home
 * screen. Shown only when this browser can install the app (its prompt, or the iPhone's steps) and
 * it is not installed yet; 'Agora não' hides it on this phone ('Mais' still offers it).
 */
export function InstallAppCard() {
  const kind = useInstallKind();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  const [stepsOpen, setStepsOpen] = useState(false);
  const stepsId = useId();
  if (kind === null || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(INSTALL_CARD_DISMISSED_KEY, '1');
    } catch {
      // Not remembered: it shows again next time.
    }
  };

  return (
    <section
      aria-labelledby={`${stepsId}-title`}
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
          <Download className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${stepsId}-title`} className="font-semibold text-slate-900">
            Sua agenda a um toque
          </h2>
          <p className="text-sm text-slate-700">
            Instale o app na tela inicial: a agenda abre mesmo sem internet, com endereço e contato.
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Agora não" onClick={dismiss} className="-mt-1 -mr-1 shrink-0">
          <X aria-hidden />
        </Button>
      </div>
      {kind === 'prompt' ? (
        <Button className="self-start" onClick={() => void promptInstall()}>
          <Download aria-hidden />
          Instalar app
        </Button>
      ) : (
        <>
          <Button
            className="self-start"
            variant="outline"
            aria-expanded={stepsOpen}
            aria-controls={stepsOpen ? stepsId : undefined}
            onClick={() => setStepsOpen((open) => !open)}
          >
            <Download aria-hidden />
            Instalar app
          </Button>
          {stepsOpen ? <IosInstallSteps id={stepsId} /> : null}
        </>
      )}
    </section>
  );
}
