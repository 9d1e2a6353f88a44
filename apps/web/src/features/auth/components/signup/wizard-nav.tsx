import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WIZARD_STEPS, type WizardStep } from '../../lib/signup-draft';
import { PendingLabel } from '../pending-label';

type WizardNavProps = { step: WizardStep; onBack: () => void; busy?: boolean };

/** Voltar (step 1, to the type chooser) or Anterior, and Próximo or Finalizar Cadastro (spec 01 §2.2). */
export function WizardNav({ step, onBack, busy = false }: WizardNavProps) {
  const last = step === WIZARD_STEPS;
  return (
    <div className="mt-2 flex gap-3 border-t border-slate-200 pt-5">
      <Button
        variant="outline"
        size="lg"
        onClick={onBack}
        disabled={busy}
        className="px-3 text-sm sm:px-4 sm:text-base"
      >
        <ChevronLeft aria-hidden />
        {step === 1 ? 'Voltar' : 'Anterior'}
      </Button>
      <Button
        type="submit"
        size="lg"
        disabled={busy}
        aria-busy={busy || undefined}
        className="min-w-0 flex-1 px-3 text-sm sm:px-6 sm:text-base"
      >
        {busy ? (
          <PendingLabel>Criando conta...</PendingLabel>
        ) : last ? (
          'Finalizar Cadastro'
        ) : (
          <>
            Próximo
            <ChevronRight aria-hidden />
          </>
        )}
      </Button>
    </div>
  );
}
