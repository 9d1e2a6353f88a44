import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AUTH_MESSAGES } from '@vamos/shared/auth-messages';
import type { LoginInput } from '@vamos/shared/schemas/auth';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { PasswordInput } from '@/components/forms/password-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { useRedirectAfterSignIn } from '../hooks/use-redirect-after-sign-in';
import { LOGIN_TEXT } from '../lib/auth-messages';
import { FormAlert } from './form-alert';
import { PendingLabel } from './pending-label';

/** spec 01 §8 (login): the server's text for the codes we know, otherwise the catalogue's. */
function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_TEXT.unexpected;
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
    case 'RATE_LIMITED':
    case 'NETWORK':
      return error.message;
    default:
      return error.status >= 400 && error.status < 500 ? LOGIN_TEXT.otherAuthError : LOGIN_TEXT.unexpected;
  }
}

function toastInvalid(errors: FieldErrors<LoginInput>) {
  const messages = [errors.email?.message, errors.password?.message];
  if (messages.includes(AUTH_MESSAGES.fillAll)) {
    toast.error(AUTH_MESSAGES.fillAllTitle, { description: AUTH_MESSAGES.fillAll });
  } else if (errors.email?.message) {
    toast.error(errors.email.message);
  }
}

const resolver = lazyResolver(async () => (await import('../lib/login-resolver')).loginResolver);

export function LoginForm() {
  const form = useForm({ resolver, defaultValues: { email: '', password: '' } });
  // The validation loads behind the shown form, before the first blur or submit needs it.
  useEffect(() => resolver.preload(), []);
  const { errors } = form.formState;
  const signIn = useSignIn();
  const redirect = useRedirectAfterSignIn();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const { user } = await signIn.mutateAsync(input);
      toast.success(LOGIN_TEXT.successTitle, { description: LOGIN_TEXT.success });
      redirect(user);
    } catch (error) {
      setServerError(loginErrorMessage(error));
    }
  }, toastInvalid);

  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setServerError(null)} className="flex flex-col gap-4">
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" {...form.register('email')} />
      </Field>
      <div className="flex flex-col gap-2">
        <Field label="Senha" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Link
          to={paths.forgotPassword.getHref()}
          className="self-end text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Esqueceu a senha?
        </Link>
      </div>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <PendingLabel>Entrando...</PendingLabel> : 'Entrar'}
      </Button>
    </form>
  );
}
