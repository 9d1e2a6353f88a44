import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { COMPANY_SECTORS } from '@vamos/shared/profile';
import { CompanyUpdateSchema, PROFILE_LIMITS, type CompanyUpdate } from '@vamos/shared/schemas/profile';
import { MaskedInput } from '@/components/forms/masked-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { COMPANY_FIELDS, type CompanyValues } from '../lib/company-values';
import { formResolver } from '../lib/form-resolver';
import { PROFILE_TEXTS } from '../lib/profile-messages';
import { applyServerFieldErrors, clearErrorOnEdit } from '@/components/forms/server-errors';
import { FormActions, STICKY_ACTIONS_FORM_CLASS } from './form-actions';

type CompanyDataFormProps = {
  values: CompanyValues;
  /** Saves; a rejection with an ApiError shows its per-field messages. */
  onSubmit: (data: CompanyUpdate) => Promise<void>;
};

/** 'Dados Empresariais' (spec 02 §5 "Company form"): every field optional, a filled one must be valid. */
export function CompanyDataForm({ values, onSubmit }: CompanyDataFormProps) {
  const form = useForm<CompanyValues, unknown, CompanyUpdate>({
    resolver: formResolver<CompanyValues, typeof CompanyUpdateSchema>(CompanyUpdateSchema),
    values,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setError } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => clearErrorOnEdit(form, COMPANY_FIELDS), [form]);

  const submit = handleSubmit(async (data) => {
    try {
      await onSubmit(data);
    } catch (error) {
      applyServerFieldErrors(error, setError, { fields: COMPANY_FIELDS });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Dados Empresariais"
      className={STICKY_ACTIONS_FORM_CLASS}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Nome fantasia" error={errors.company_name?.message}>
          <Input autoComplete="organization" maxLength={PROFILE_LIMITS.companyName} {...register('company_name')} />
        </Field>
        <Field label="Razão social" error={errors.company_legal_name?.message}>
          <Input maxLength={PROFILE_LIMITS.companyName} {...register('company_legal_name')} />
        </Field>
        <Field label="Setor" error={errors.company_sector?.message}>
          <NativeSelect {...register('company_sector')}>
            <option value="">Selecione o setor</option>
            {COMPANY_SECTORS.map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="CNPJ" error={errors.cnpj?.message}>
          <MaskedInput mask="cnpj" {...register('cnpj')} />
        </Field>
        <Field label="Telefone da empresa" error={errors.company_phone?.message}>
          <MaskedInput mask="phone" autoComplete="off" {...register('company_phone')} />
        </Field>
        <Field label="E-mail da empresa" error={errors.company_email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={PROFILE_LIMITS.email}
            {...register('company_email')}
          />
        </Field>
      </div>
      <FormActions sticky>
        <Button type="submit" disabled={isSubmitting} className="w-full md:w-auto">
          {isSubmitting ? PROFILE_TEXTS.saving : PROFILE_TEXTS.saveCompany}
        </Button>
      </FormActions>
    </form>
  );
}
