import { useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Progress } from '@/components/ui/progress';
import { useSignUp } from '../../api/sign-up';
import { useRedirectAfterSignIn } from '../../hooks/use-redirect-after-sign-in';
import { SIGNUP_TEXT } from '../../lib/auth-messages';
import {
  buildSignupPayload,
  WIZARD_STEPS,
  type AddressStepOutput,
  type SignupDraft,
  type UserType,
  type ValidatedSteps,
  type WizardStep,
} from '../../lib/signup-draft';
import { signupErrorFeedback, type StepFieldErrors } from '../../lib/signup-errors';
import { AddressStep } from './address-step';
import { CompanyStep } from './company-step';
import { FreelancerStep } from './freelancer-step';
import { PersonalStep } from './personal-step';

const STEP_TITLES: Record<UserType, Record<WizardStep, string>> = {
  freelancer: { 1: 'Dados pessoais', 2: 'Perfil profissional', 3: 'Endereço' },
  contractor: { 1: 'Dados pessoais', 2: 'Dados da empresa', 3: 'Endereço' },
};

type SignupWizardProps = {
  userType: UserType;
  draft: SignupDraft;
  onDraftChange: (update: (draft: SignupDraft) => SignupDraft) => void;
  /** Voltar on step 1: back to the type chooser. */
  onExit: () => void;
};

/**
 * The 3-step signup (spec 01 §4): each step validates with its shared schema before Próximo;
 * Anterior keeps what was typed; the last step sends the account and signs the user in.
 */
export function SignupWizard({ userType, draft, onDraftChange, onExit }: SignupWizardProps) {
  const [step, setStep] = useState<WizardStep>(1);
  const [validated, setValidated] = useState<ValidatedSteps>({});
  const [serverErrors, setServerErrors] = useState<StepFieldErrors | null>(null);
  const signUp = useSignUp();
  const redirect = useRedirectAfterSignIn();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step: scroll to the top and move focus to its title (unless a field error takes it), in the
  // same commit as the new step, before it is painted (Preact runs a plain effect a frame later).
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    if (!serverErrors) heading.current?.focus({ preventScroll: true });
    // serverErrors is only read when the step changes: a new server error must not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  function save<K extends keyof SignupDraft>(key: K, raw: SignupDraft[K]) {
    onDraftChange((d) => ({ ...d, [key]: raw }));
  }

  function goTo(next: WizardStep) {
    setServerErrors(null);
    setStep(next);
  }

  async function submit(step3: AddressStepOutput) {
    const payload = buildSignupPayload(userType, validated, step3);
    if (!payload) {
      goTo(1);
      return;
    }
    try {
      const { user } = await signUp.mutateAsync(payload);
      toast.success(SIGNUP_TEXT.success);
      redirect(user);
    } catch (error) {
      const { description, target } = signupErrorFeedback(error);
      toast.error(SIGNUP_TEXT.errorTitle, { description });
      if (target) {
        setServerErrors(target);
        setStep(target.step);
      }
    }
  }

  const fieldErrors = serverErrors?.step === step ? serverErrors.fields : undefined;
  const busy = signUp.isPending || signUp.isSuccess;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
            {STEP_TITLES[userType][step]}
          </h2>
          <p className="shrink-0 text-sm font-medium text-slate-600">
            Etapa {step} de {WIZARD_STEPS}
          </p>
        </div>
        <Progress value={step} max={WIZARD_STEPS} label={`Etapa ${step} de ${WIZARD_STEPS}`} />
      </div>

      {step === 1 ? (
        <PersonalStep
          defaultValues={draft.personal}
          serverErrors={fieldErrors}
          onNext={(values, raw) => {
            save('personal', raw);
            setValidated((v) => ({ ...v, personal: values }));
            goTo(2);
          }}
          onBack={(raw) => {
            save('personal', raw);
            onExit();
          }}
        />
      ) : null}

      {step === 2 && userType === 'freelancer' ? (
        <FreelancerStep
          defaultValues={draft.freelancer}
          serverErrors={fieldErrors}
          onNext={(values, raw) => {
            save('freelancer', raw);
            setValidated((v) => ({ ...v, freelancer: values }));
            goTo(3);
          }}
          onBack={(raw) => {
            save('freelancer', raw);
            goTo(1);
          }}
        />
      ) : null}

      {step === 2 && userType === 'contractor' ? (
        <CompanyStep
          defaultValues={draft.company}
          personalEmail={validated.personal?.email ?? ''}
          serverErrors={fieldErrors}
          onNext={(values, raw) => {
            save('company', raw);
            setValidated((v) => ({ ...v, company: values }));
            goTo(3);
          }}
          onBack={(raw) => {
            save('company', raw);
            goTo(1);
          }}
        />
      ) : null}

      {step === 3 ? (
        <AddressStep
          defaultValues={draft.address}
          serverErrors={fieldErrors}
          busy={busy}
          onNext={(values, raw) => {
            save('address', raw);
            void submit(values);
          }}
          onBack={(raw) => {
            save('address', raw);
            goTo(2);
          }}
        />
      ) : null}
    </div>
  );
}
