import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { AddressFields } from '@/components/forms/address-fields';
import { Checkbox } from '@/components/ui/checkbox';
import { useServerFieldErrors } from '@/components/forms/server-errors';
import type { AddressStepOutput, AddressStepValues, SignupDraft } from '../../lib/signup-draft';
import { PrivacyLink, TermsLink } from '../legal-links';
import { WizardNav } from './wizard-nav';

const resolver = lazyZodResolver(async () => (await import('@vamos/shared/schemas/auth')).SignupStep3Schema);

type AddressStepProps = {
  defaultValues: SignupDraft['address'];
  serverErrors?: Record<string, string>;
  busy: boolean;
  onNext: (values: AddressStepOutput, raw: AddressStepValues) => void;
  onBack: (raw: AddressStepValues) => void;
};

/** Step 3 (both types): the address, filled from the CEP, and the acceptance of the terms. */
export function AddressStep({ defaultValues, serverErrors, busy, onNext, onBack }: AddressStepProps) {
  const form = useForm<AddressStepValues, unknown, AddressStepOutput>({
    resolver,
    defaultValues,
  });
  const termsId = useId();
  useServerFieldErrors(form.setError, serverErrors);

  const onSubmit = form.handleSubmit((values) => onNext(values, form.getValues()));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <AddressFields control={form.control} register={form.register} setValue={form.setValue} />
      <Controller
        control={form.control}
        name="terms"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1.5">
            <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
              <Checkbox
                id={termsId}
                ref={field.ref}
                name={field.name}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={fieldState.invalid || undefined}
                aria-describedby={fieldState.error ? `${termsId}-message` : undefined}
                className="mt-0.5"
              />
              <label htmlFor={termsId} className="text-sm text-slate-800">
                Li e aceito os <TermsLink /> e a <PrivacyLink />.
              </label>
            </div>
            {fieldState.error ? (
              <p id={`${termsId}-message`} role="alert" className="text-sm text-red-700">
                {fieldState.error.message}
              </p>
            ) : null}
          </div>
        )}
      />
      <WizardNav step={3} onBack={() => onBack(form.getValues())} busy={busy} />
    </form>
  );
}
