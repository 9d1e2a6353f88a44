import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PROFILE_LIMITS, ProfileUpdateSchema, type ProfileUpdate } from '@vamos/shared/schemas/profile';
import { AddressFields } from '@/components/forms/address-fields';
import { MaskedInput } from '@/components/forms/masked-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { PERSONAL_DATA_FIELDS, type PersonalDataValues } from '../lib/personal-data-values';
import { formResolver } from '../lib/form-resolver';
import { PROFILE_TEXTS } from '../lib/profile-messages';
import { applyServerFieldErrors, clearErrorOnEdit } from '@/components/forms/server-errors';
import { FormActions, STICKY_ACTIONS_FORM_CLASS } from './form-actions';

type PersonalDataFormProps = {
  values: PersonalDataValues;
  /** Shown read-only: the e-mail is the sign-in and is not edited here. */
  email: string;
  /** Saves; a rejection with an ApiError shows its per-field messages. */
  onSubmit: (data: ProfileUpdate) => Promise<void>;
  /** Extra buttons next to 'Salvar Alterações' (e.g. 'Cancelar'). */
  secondaryAction?: ReactNode;
};

/** 'Dados Pessoais' (spec 01 §2.8, §5 "Profile edit"): validated with the server's ProfileUpdateSchema. */
export function PersonalDataForm({ values, email, onSubmit, secondaryAction }: PersonalDataFormProps) {
  const form = useForm<PersonalDataValues, unknown, ProfileUpdate>({
    resolver: formResolver<PersonalDataValues, typeof ProfileUpdateSchema>(ProfileUpdateSchema),
    values,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setError, control, setValue } = form;
  const { errors, isSubmitting } = formState;
  const description = useWatch({ control, name: 'description' });

  useEffect(() => clearErrorOnEdit(form, PERSONAL_DATA_FIELDS), [form]);

  const submit = handleSubmit(async (data) => {
    try {
      await onSubmit(data);
    } catch (error) {
      applyServerFieldErrors(error, setError, { fields: PERSONAL_DATA_FIELDS });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Dados Pessoais"
      className={secondaryAction ? undefined : STICKY_ACTIONS_FORM_CLASS}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Nome completo" error={errors.full_name?.message}>
          <Input autoComplete="name" maxLength={PROFILE_LIMITS.fullName} {...register('full_name')} />
        </Field>
        <Field label="E-mail">
          <Input type="email" value={email} readOnly className="bg-slate-100 text-slate-700" />
        </Field>
        <Field label="CPF" error={errors.cpf?.message}>
          <MaskedInput mask="cpf" {...register('cpf')} />
        </Field>
        <Field label="Telefone" error={errors.phone?.message}>
          <MaskedInput mask="phone" {...register('phone')} />
        </Field>
        <Field label="Cargo" error={errors.position?.message} className="md:col-span-2">
          <Input maxLength={PROFILE_LIMITS.position} {...register('position')} />
        </Field>
        <Field
          label="Descrição"
          error={errors.description?.message}
          hint={`${description.length}/${PROFILE_LIMITS.description}`}
          className="md:col-span-2"
        >
          <Textarea rows={4} maxLength={PROFILE_LIMITS.description} {...register('description')} />
        </Field>
      </div>
      <fieldset className="mt-6">
        <legend className="mb-3 text-base font-semibold text-slate-900">Endereço</legend>
        <AddressFields control={control} register={register} setValue={setValue} prefix="address" />
      </fieldset>
      <FormActions sticky={!secondaryAction}>
        {secondaryAction}
        <Button type="submit" disabled={isSubmitting} className="w-full md:w-auto">
          {isSubmitting ? PROFILE_TEXTS.saving : PROFILE_TEXTS.save}
        </Button>
      </FormActions>
    </form>
  );
}
