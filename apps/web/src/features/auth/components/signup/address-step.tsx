import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { AddressFields } from '@/components/forms/address-fields';
import { useServerFieldErrors } from '@/components/forms/server-errors';
import type { AddressStepOutput, AddressStepValues, SignupDraft } from '../../lib/signup-draft';
import { TermsCheckbox } from '../terms-checkbox';
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
  useServerFieldErrors(form.setError, serverErrors);

  const onSubmit = form.handleSubmit((values) => onNext(values, form.getValues()));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <AddressFields control={form.control} register={form.register} setValue={form.setValue} />
      <TermsCheckbox control={form.control} name="terms" />
      <WizardNav step={3} onBack={() => onBack(form.getValues())} busy={busy} />
    </form>
  );
}
