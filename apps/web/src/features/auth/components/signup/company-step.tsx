import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { COMPANY_SECTORS } from '@vamos/shared/profile';
import { MaskedInput } from '@/components/forms/masked-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useServerFieldErrors } from '@/components/forms/server-errors';
import type { CompanyOutput, CompanyValues, SignupDraft } from '../../lib/signup-draft';
import { WizardNav } from './wizard-nav';

type CompanyStepProps = {
  defaultValues: SignupDraft['company'];
  /** Step 1's e-mail: the company e-mail must differ ('E-mails iguais'). */
  personalEmail: string;
  serverErrors?: Record<string, string>;
  onNext: (values: CompanyOutput, raw: CompanyValues) => void;
  onBack: (raw: CompanyValues) => void;
};

/** Step 2 of the contractor wizard: Nome fantasia, Razão social, Setor, CNPJ, company phone and e-mail. */
export function CompanyStep({ defaultValues, personalEmail, serverErrors, onNext, onBack }: CompanyStepProps) {
  const resolver = useMemo(
    () =>
      lazyZodResolver(async () => (await import('@vamos/shared/schemas/auth')).contractorStep2WithEmail(personalEmail)),
    [personalEmail],
  );
  const form = useForm<CompanyValues, unknown, CompanyOutput>({ resolver, defaultValues });
  const { errors } = form.formState;
  useServerFieldErrors(form.setError, serverErrors);

  const onSubmit = form.handleSubmit((values) => onNext(values, form.getValues()));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Nome fantasia" error={errors.company_name?.message}>
        <Input autoComplete="organization" {...form.register('company_name')} />
      </Field>
      <Field label="Razão social" error={errors.company_legal_name?.message}>
        <Input autoComplete="off" {...form.register('company_legal_name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Setor" error={errors.company_sector?.message}>
          <NativeSelect {...form.register('company_sector')}>
            <option value="">Selecione</option>
            {COMPANY_SECTORS.map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="CNPJ" error={errors.cnpj?.message}>
          <MaskedInput mask="cnpj" {...form.register('cnpj')} />
        </Field>
      </div>
      <Field label="Telefone da empresa" error={errors.company_phone?.message}>
        <MaskedInput mask="phone" autoComplete="off" {...form.register('company_phone')} />
      </Field>
      <Field
        label="E-mail da empresa"
        error={errors.company_email?.message}
        hint="Use um e-mail diferente do seu e-mail pessoal."
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          {...form.register('company_email')}
        />
      </Field>
      <WizardNav step={2} onBack={() => onBack(form.getValues())} />
    </form>
  );
}
