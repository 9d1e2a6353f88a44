import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { Check, Plus } from 'lucide-react';
import { DESCRIPTION_MAX_LENGTH, FREELANCER_POSITIONS } from '@vamos/shared/profile';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useServerFieldErrors } from '@/components/forms/server-errors';
import type { FreelancerOutput, FreelancerValues, SignupDraft } from '../../lib/signup-draft';
import { WizardNav } from './wizard-nav';

const resolver = lazyZodResolver(async () => (await import('@vamos/shared/schemas/auth')).FreelancerStep2Schema);

type FreelancerStepProps = {
  defaultValues: SignupDraft['freelancer'];
  serverErrors?: Record<string, string>;
  onNext: (values: FreelancerOutput, raw: FreelancerValues) => void;
  onBack: (raw: FreelancerValues) => void;
};

/** Step 2 of the freelancer wizard: the positions wanted (toggle chips) and a description (20–500). */
export function FreelancerStep({ defaultValues, serverErrors, onNext, onBack }: FreelancerStepProps) {
  const form = useForm<FreelancerValues, unknown, FreelancerOutput>({
    resolver,
    defaultValues,
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const positionsError = errors.positions?.message ?? errors.positions?.root?.message;
  const ids = { hint: useId(), error: useId() };
  useServerFieldErrors(form.setError, serverErrors);

  const onSubmit = form.handleSubmit((values) => onNext(values, form.getValues()));
  const tooLong = description.trim().length > DESCRIPTION_MAX_LENGTH;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <fieldset
        aria-describedby={positionsError ? `${ids.hint} ${ids.error}` : ids.hint}
        className="flex flex-col gap-2"
      >
        <legend className="text-sm font-medium text-slate-800">Cargos de interesse</legend>
        <p id={ids.hint} className="text-sm text-slate-600">
          Escolha um ou mais.
        </p>
        <div className="flex flex-wrap gap-2">
          {FREELANCER_POSITIONS.map((position) => (
            <label key={position} className="relative">
              <input
                type="checkbox"
                value={position}
                className="peer absolute inset-0 z-10 cursor-pointer appearance-none rounded-full opacity-0"
                {...form.register('positions')}
              />
              <span
                className={cn(
                  'inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
                  'border-slate-300 bg-white text-slate-800 peer-hover:border-brand-500',
                  'peer-checked:border-brand-800 peer-checked:bg-brand-800 peer-checked:text-white',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                  positionsError && 'border-red-600',
                )}
              >
                {/* Same width checked or not, so that the chips never reflow when toggled. */}
                <Plus className="size-4 text-slate-500 [.peer:checked~*_&]:hidden" aria-hidden />
                <Check className="hidden size-4 [.peer:checked~*_&]:block" aria-hidden />
                {position}
              </span>
            </label>
          ))}
        </div>
        {positionsError ? (
          <p id={ids.error} role="alert" className="text-sm text-red-700">
            {positionsError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <Field
          label="Descrição"
          error={errors.description?.message}
          hint="Conte sua experiência, onde já trabalhou e seus diferenciais (mínimo de 20 caracteres)."
        >
          <Textarea rows={5} {...form.register('description')} />
        </Field>
        <p className={cn('self-end text-xs tabular-nums', tooLong ? 'text-red-700' : 'text-slate-600')}>
          {description.length}/{DESCRIPTION_MAX_LENGTH}
        </p>
      </div>
      <WizardNav step={2} onBack={() => onBack(form.getValues())} />
    </form>
  );
}
