import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSignInOperator } from '../api/sign-in-operator';
import { OperatorAlert, OperatorFrame } from '../components/operator-frame';

/** /operador/entrar: the operator's e-mail and password; the second factor comes next. */
export function OperatorLoginPage() {
  const navigate = useNavigate();
  const signIn = useSignInOperator();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const fields = signIn.error instanceof ApiError ? signIn.error.fields : {};
  const formError = signIn.error && Object.keys(fields).length === 0 ? signIn.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(
      { email, password },
      { onSuccess: () => void navigate(paths.operator.secondFactor.getHref(), { replace: true }) },
    );
  };

  return (
    <OperatorFrame title="Entrar como operador" description="Área restrita à equipe do Vamos Trabalhar.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError ? <OperatorAlert>{formError}</OperatorAlert> : null}
        <Field label="E-mail" error={fields.email}>
          <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Senha" error={fields.password}>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? 'Entrando...' : 'Entrar'}
        </Button>
      </form>
    </OperatorFrame>
  );
}
