import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FORGOT_PASSWORD_TEXT } from '../lib/auth-messages';
import { PendingLabel } from './pending-label';

const resolver = lazyZodResolver(async () => (await import('@vamos/shared/schemas/auth')).ForgotPasswordSchema);

type ForgotPasswordFormProps = { defaultEmail?: string; onSent: (email: string) => void };

export function ForgotPasswordForm({ defaultEmail = '', onSent }: ForgotPasswordFormProps) {
  const form = useForm({ resolver, defaultValues: { email: defaultEmail } });
  const request = useRequestPasswordReset();

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await request.mutateAsync(input);
      toast.success(FORGOT_PASSWORD_TEXT.successTitle);
      onSent(input.email);
    } catch (error) {
      const description = error instanceof ApiError ? error.message : FORGOT_PASSWORD_TEXT.errorFallback;
      toast.error(FORGOT_PASSWORD_TEXT.errorTitle, { description });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="E-mail" error={form.formState.errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" {...form.register('email')} />
      </Field>
      <Button type="submit" size="lg" disabled={request.isPending} aria-busy={request.isPending || undefined}>
        {request.isPending ? <PendingLabel>Enviando...</PendingLabel> : 'Enviar link de redefinição'}
      </Button>
    </form>
  );
}
