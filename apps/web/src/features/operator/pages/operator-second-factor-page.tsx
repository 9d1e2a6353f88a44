import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useOperatorSession } from '../api/get-operator-session';
import { useEnrolment, useVerifyCode } from '../api/second-factor';
import { OperatorAlert, OperatorFrame } from '../components/operator-frame';

/**
 * /operador/verificacao (decision 0048): before any operator screen, the authenticator app's code —
 * after setting the app up (QR code and the key as text) when the operator has not yet.
 */
export function OperatorSecondFactorPage() {
  const session = useOperatorSession().data;
  const enrolling = session?.stage === 'enrol';
  const enrolment = useEnrolment(enrolling);
  const verify = useVerifyCode();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const fields = verify.error instanceof ApiError ? verify.error.fields : {};
  const codeError = fields.code ?? (verify.error ? verify.error.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code.trim(), {
      onSuccess: () => void navigate(paths.operator.contests.getHref(), { replace: true }),
    });
  };

  const form = (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Código de 6 dígitos" error={codeError} hint="O código muda a cada 30 segundos.">
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" disabled={verify.isPending}>
        {verify.isPending ? 'Confirmando...' : 'Confirmar'}
      </Button>
    </form>
  );

  if (!enrolling) {
    return (
      <OperatorFrame
        title="Verificação em duas etapas"
        description="Digite o código que o aplicativo autenticador mostra agora."
      >
        {form}
      </OperatorFrame>
    );
  }
  return (
    <OperatorFrame
      title="Configure a verificação em duas etapas"
      description="Obrigatória para operadores: sem ela nenhuma tela da operação abre."
    >
      <ol className="mb-6 list-decimal space-y-4 pl-5 text-sm text-slate-800">
        <li>
          Abra um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…) e leia o QR code:
          {enrolment.data ? (
            <img
              src={enrolment.data.qr_code}
              alt="QR code para adicionar sua conta de operador ao aplicativo autenticador"
              className="mt-3 size-48 rounded-lg border border-slate-200 bg-white p-2"
            />
          ) : enrolment.error ? (
            <OperatorAlert>{enrolment.error.message}</OperatorAlert>
          ) : (
            <Spinner className="mt-3" />
          )}
        </li>
        {enrolment.data ? (
          <li>
            Ou digite esta chave no aplicativo:
            <code className="mt-2 block break-all rounded-lg bg-slate-100 p-3 font-mono text-sm tracking-wider text-slate-900">
              {enrolment.data.secret}
            </code>
          </li>
        ) : null}
        <li>Digite abaixo o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      {form}
    </OperatorFrame>
  );
}
