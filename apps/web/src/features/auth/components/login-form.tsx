import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { AUTH_MESSAGES } from '@vamos/shared/auth-messages';
import type { LoginInput } from '@vamos/shared/schemas/auth';
import { PasswordInput } from '@/components/forms/password-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { useRedirectAfterSignIn } from '../hooks/use-redirect-after-sign-in';
import { LOGIN_TEXT } from '../lib/auth-messages';
import { validateLogin, type LoginErrors } from '../lib/validate-login';
import { FormAlert } from './form-alert';
import { PendingLabel } from './pending-label';

/** spec 01 §8 (login): the server's text for the codes we know, otherwise the catalogue's. */
function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_TEXT.unexpected;
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
    case 'MANAGER_REMOVED': // a company removed this manager (decision 0040): the access is over
    case 'ACCOUNT_SUSPENDED': // an operator suspended the account (decision 0050): the support e-mail
    case 'RATE_LIMITED':
    case 'NETWORK':
      return error.message;
    default:
      return error.status >= 400 && error.status < 500 ? LOGIN_TEXT.otherAuthError : LOGIN_TEXT.unexpected;
  }
}

function toastInvalid(errors: LoginErrors) {
  const messages = [errors.email, errors.password];
  if (messages.includes(AUTH_MESSAGES.fillAll)) {
    toast.error(AUTH_MESSAGES.fillAllTitle, { description: AUTH_MESSAGES.fillAll });
  } else if (errors.email) {
    toast.error(errors.email);
  }
}

/**
 * The login form: two fields, so plain state instead of a form library (the first load of
 * /login is budgeted, decision 0016). The shared LoginSchema validates it, loaded behind the shown
 * form; as with our other forms, fields are checked on submit and again as they change after it.
 */
export function LoginForm() {
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signIn = useSignIn();
  const redirect = useRedirectAfterSignIn();
  // The validation loads behind the shown form, before the first submit needs it.
  useEffect(() => void validateLogin.preload(), []);

  const change = (field: keyof LoginInput, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setServerError(null);
    if (submitted) void validateLogin(next).then((result) => setErrors(result.errors));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const result = await validateLogin(values);
    setErrors(result.errors);
    if (!result.data) {
      (result.errors.email ? emailRef : passwordRef).current?.focus();
      toastInvalid(result.errors);
      return;
    }
    try {
      const { user } = await signIn.mutateAsync(result.data);
      toast.success(LOGIN_TEXT.successTitle, { description: LOGIN_TEXT.success });
      redirect(user);
    } catch (error) {
      setServerError(loginErrorMessage(error));
    }
  };

  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field label="E-mail" error={errors.email}>
        <Input
          ref={emailRef}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <Field label="Senha" error={errors.password}>
          <PasswordInput
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
          />
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
