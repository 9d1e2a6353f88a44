import { useForm, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { MaskedInput } from '@/components/forms/masked-input';
import { PasswordInput } from '@/components/forms/password-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useServerFieldErrors } from '@/components/forms/server-errors';
import type { PersonalOutput, PersonalValues, SignupDraft } from '../../lib/signup-draft';
import { PasswordCriteria, passwordErrorContent } from '../password-criteria';
import { WizardNav } from './wizard-nav';

const resolver = lazyZodResolver(async () => (await import('@vamos/shared/schemas/auth')).SignupStep1Schema);

type PersonalStepProps = {
  defaultValues: SignupDraft['personal'];
  serverErrors?: Record<string, string>;
  onNext: (values: PersonalOutput, raw: PersonalValues) => void;
  onBack: (raw: PersonalValues) => void;
};

/** Step 1 (both types): Nome completo, CPF, Telefone, E-mail, Senha, Confirmar senha. */
export function PersonalStep({ defaultValues, serverErrors, onNext, onBack }: PersonalStepProps) {
  const form = useForm<PersonalValues, unknown, PersonalOutput>({
    resolver,
    defaultValues,
  });
  const { errors, isSubmitted } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  useServerFieldErrors(form.setError, serverErrors);

  const onSubmit = form.handleSubmit((values) => onNext(values, form.getValues()));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Nome completo" error={errors.full_name?.message}>
        <Input autoComplete="name" autoCapitalize="words" {...form.register('full_name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="CPF" error={errors.cpf?.message}>
          <MaskedInput mask="cpf" {...form.register('cpf')} />
        </Field>
        <Field label="Telefone" error={errors.phone?.message}>
          <MaskedInput mask="phone" {...form.register('phone')} />
        </Field>
      </div>
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" {...form.register('email')} />
      </Field>
      <div className="flex flex-col gap-2">
        <Field label="Senha" error={passwordErrorContent(errors.password?.message, password)}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </Field>
        <PasswordCriteria password={password} showErrors={isSubmitted} />
      </div>
      <Field label="Confirmar senha" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <WizardNav step={1} onBack={() => onBack(form.getValues())} />
    </form>
  );
}
