import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { promptInstall, useInstallKind } from './install';
import { IosInstallSteps } from './ios-install-steps';

/**
 * 'Instalar app' in the 'Mais' sheet (issue 24): the browser's install prompt, or on an iPhone the
 * steps to add the app to the home screen; nothing when it cannot be installed or already is.
 */
export function InstallAppMenuItem({ onInstalling }: { onInstalling: () => void }) {
  const kind = useInstallKind();
  const [stepsOpen, setStepsOpen] = useState(false);
  const stepsId = useId();
  if (kind === null) return null;
  const className =
    'flex h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium text-slate-800 active:bg-slate-100';
  if (kind === 'prompt') {
    return (
      <li>
        <button
          type="button"
          className={className}
          onClick={() => {
            onInstalling();
            void promptInstall();
          }}
        >
          <Download className="size-5" aria-hidden />
          Instalar app
        </button>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={className}
        aria-expanded={stepsOpen}
        aria-controls={stepsOpen ? stepsId : undefined}
        onClick={() => setStepsOpen((open) => !open)}
      >
        <Download className="size-5" aria-hidden />
        Instalar app
      </button>
      {stepsOpen ? (
        <div className="px-3 pb-2">
          <IosInstallSteps id={stepsId} />
        </div>
      ) : null}
    </li>
  );
}
