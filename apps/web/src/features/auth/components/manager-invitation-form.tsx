import { useState } from 'react';
import { useForm, useWatch, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import type {
  AcceptManagerInvitationInput,
  ManagerPasswordFormInput,
  NewManagerLoginForm,
  NewManagerLoginFormInput,
} from '@vamos/shared/schemas/managers';
import { applyServerFieldErrors } from '@/components/forms/server-errors';
import { PasswordInput } from '@/components/forms/password-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import type { Me } from '@/lib/auth';
import { useAcceptManagerInvitation } from '../api/accept-manager-invitation';
import { LOGIN_TEXT } from '../lib/auth-messages';
import { FormAlert } from './form-alert';
import { PasswordCriteria, passwordErrorContent } from './password-criteria';
import { PendingLabel } from './pending-label';
import { TermsCheckbox } from './terms-checkbox';

const schemas = () => import('@vamos/shared/schemas/managers');
const newLoginResolver = lazyZodResolver(async () => (await schemas()).NewManagerLoginFormSchema);
const passwordResolver = lazyZodResolver(async () => (await schemas()).ManagerPasswordFormSchema);

type ManagerInvitationFormProps = {
  token: string;
  /** The e-mail has a manager's login already: only its password. */
  hasAccount: boolean;
  onAccepted: (user: Me) => void;
  /** The link stopped working meanwhile (used, cancelled, expired). */
  onInvalid: () => void;
};

/**
 * 'Aceitar convite': for a new login 'Nome completo', 'Senha' (with the signup's criteria),
 * 'Confirmar senha' and the terms' checkbox; for an e-mail with a manager's login its 'Senha'. The server's messages about a
 * field go under it; the others (a wrong password, an e-mail that cannot be a manager) above the button.
 */
export function ManagerInvitationForm(props: ManagerInvitationFormProps) {
  return props.hasAccount ? <ExistingLoginForm {...props} /> : <NewLoginForm {...props} />;
}

/** Sends the form; what the server refuses becomes field messages, the invalid link, or the alert. */
function useAccept({ token, onAccepted, onInvalid }: Omit<ManagerInvitationFormProps, 'hasAccount'>) {
  const accept = useAcceptManagerInvitation();
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async <T extends FieldValues>(
    input: AcceptManagerInvitationInput,
    setError: UseFormSetError<T>,
    fields: readonly Path<T>[],
  ) => {
    setServerError(null);
    try {
      const { user } = await accept.mutateAsync({ token, input });
      onAccepted(user);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'MANAGER_INVITATION_INVALID') {
        onInvalid();
        return;
      }
      if (applyServerFieldErrors(error, setError, { fields, focus: true }) > 0) return;
      setServerError(error instanceof ApiError ? error.message : LOGIN_TEXT.unexpected);
    }
  };
  const busy = accept.isPending || accept.isSuccess;
  return { submit, serverError, busy };
}

function SubmitButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
      {busy ? <PendingLabel>Aceitando...</PendingLabel> : 'Aceitar convite'}
    </Button>
  );
}

function NewLoginForm(props: Omit<ManagerInvitationFormProps, 'hasAccount'>) {
  const form = useForm<NewManagerLoginFormInput, unknown, NewManagerLoginForm>({
    resolver: newLoginResolver,
    defaultValues: { full_name: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitted } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const { submit, serverError, busy } = useAccept(props);
  const onSubmit = form.handleSubmit(({ full_name, password: chosen, terms }) =>
    submit({ full_name, password: chosen, terms }, form.setError, ['full_name', 'password', 'terms']),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field label="Nome completo" error={errors.full_name?.message}>
        <Input autoComplete="name" autoCapitalize="words" {...form.register('full_name')} />
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
      <TermsCheckbox control={form.control} name="terms" />
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <SubmitButton busy={busy} />
    </form>
  );
}

function ExistingLoginForm(props: Omit<ManagerInvitationFormProps, 'hasAccount'>) {
  const form = useForm<ManagerPasswordFormInput>({ resolver: passwordResolver, defaultValues: { password: '' } });
  const { errors } = form.formState;
  const { submit, serverError, busy } = useAccept(props);
  const onSubmit = form.handleSubmit(({ password }) => submit({ password }, form.setError, ['password']));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field label="Senha" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <SubmitButton busy={busy} />
    </form>
  );
}
