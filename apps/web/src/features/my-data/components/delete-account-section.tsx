import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { MY_DATA_MESSAGES } from '@vamos/shared/consents';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths, type Role } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { leaveSession } from '@/lib/logout';
import { useDeleteAccount } from '../api/delete-account';

const WHAT_HAPPENS: Record<Role, string[]> = {
  freelancer: [
    'Suas candidaturas pendentes são canceladas e seus turnos futuros são desistidos, como em "Desistir" (a política de cancelamento vale).',
    'Suas moedas não usadas deixam de existir.',
  ],
  contractor: [
    'Suas vagas abertas são canceladas, como em "Cancelar evento": os freelancers aprovados recebem as moedas de volta.',
    'Seus créditos e seu plano deixam de existir.',
  ],
};

const ALWAYS = [
  'Seu nome, e-mail, CPF, telefones, endereço, chave PIX, fotos e aparelhos são apagados; você sai de todos os aparelhos.',
  'O extrato, os pagamentos e os repasses ficam guardados sem seus dados pessoais, pelo prazo que a lei exige (LGPD Art. 16).',
  'Suas avaliações continuam visíveis, como de "Usuário removido".',
  'Seu e-mail fica livre para um novo cadastro.',
];

/** 'Excluir minha conta' (LGPD Art. 18 VI, decision 0051): what happens, then the password to confirm. */
export function DeleteAccountSection({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!password) {
      setFieldError(MY_DATA_MESSAGES.passwordRequired);
      return;
    }
    setFieldError(undefined);
    remove.mutate(
      { password },
      {
        onSuccess: () => void leaveSession(queryClient, paths.accountDeleted.getHref()),
        onError: (error) => {
          if (error instanceof ApiError && error.fields.password) setFieldError(error.fields.password);
          else setFormError(error instanceof ApiError ? error.message : INTERNAL_MESSAGE);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="delete-account-title"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-4 shadow-sm"
    >
      <h2 id="delete-account-title" className="text-lg font-bold text-red-800">
        Excluir minha conta
      </h2>
      <p className="text-sm text-slate-700">A exclusão é imediata e não pode ser desfeita. Ao excluir:</p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
        {[...WHAT_HAPPENS[role], ...ALWAYS].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Field label="Sua senha" error={fieldError} hint="Digite sua senha para confirmar a exclusão.">
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </Field>
        {formError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant="destructive" className="self-start" disabled={remove.isPending}>
          {remove.isPending ? 'Excluindo...' : 'Excluir minha conta'}
        </Button>
      </form>
    </section>
  );
}
