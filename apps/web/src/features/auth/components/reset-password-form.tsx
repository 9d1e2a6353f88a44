import { useForm, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { applyServerFieldErrors } from '@/components/forms/server-errors';
import { PasswordInput } from '@/components/forms/password-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useResetPassword, type ResetPasswordResult } from '../api/reset-password';
import { RESET_PASSWORD_TEXT } from '../lib/auth-messages';
import { PasswordCriteria, passwordErrorContent } from './password-criteria';
import { PendingLabel } from './pending-label';

const resolver = lazyZodResolver(async () => (await import('@vamos/shared/schemas/auth')).ResetPasswordSchema);

type ResetPasswordFormProps = {
  token: string;
  onDone: (result: ResetPasswordResult) => void;
  onInvalidToken: () => void;
};

export function ResetPasswordForm({ token, onDone, onInvalidToken }: ResetPasswordFormProps) {
  const form = useForm({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitted } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const reset = useResetPassword();

  const onSubmit = form.handleSubmit(async ({ password: newPassword }) => {
    try {
      onDone(await reset.mutateAsync({ token, password: newPassword }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_RESET_TOKEN') {
        onInvalidToken();
        return;
      }
      applyServerFieldErrors(error, form.setError, { fields: ['password'], focus: true });
      const description = error instanceof ApiError ? error.message : RESET_PASSWORD_TEXT.errorFallback;
      toast.error(RESET_PASSWORD_TEXT.errorTitle, { description });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Field label="Nova senha" error={passwordErrorContent(errors.password?.message, password)}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </Field>
        <PasswordCriteria password={password} showErrors={isSubmitted} />
      </div>
      <Field label="Confirmar nova senha" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" disabled={reset.isPending} aria-busy={reset.isPending || undefined}>
        {reset.isPending ? <PendingLabel>Salvando...</PendingLabel> : 'Redefinir senha'}
      </Button>
    </form>
  );
}
