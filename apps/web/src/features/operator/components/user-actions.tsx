import type { UserDetail } from '@vamos/shared/schemas/operator-users';
import { toast } from '@/lib/toast';
import { useUserAction, type UserAction } from '../api/users';
import { ReasonForm } from './reason-form';

const DONE: Record<UserAction, string> = {
  suspension: 'Conta suspensa. As sessões da pessoa foram encerradas.',
  reactivation: 'Conta reativada.',
  'password-reset': 'E-mail de redefinição de senha enviado.',
};

/**
 * 'Suspender conta' or 'Reativar conta', and 'Redefinir senha', with the reason the audit keeps
 * (checked here with the server's own rule before anything is sent).
 */
export function UserActions({ detail }: { detail: UserDetail }) {
  const userId = detail.user.id;
  const suspend = useUserAction(userId, 'suspension');
  const reactivate = useUserAction(userId, 'reactivation');
  const reset = useUserAction(userId, 'password-reset');
  const ownSuspension = detail.suspension?.own === true;
  const pending = suspend.isPending || reactivate.isPending || reset.isPending;
  const error = [suspend.error, reactivate.error, reset.error].find(Boolean) ?? null;
  const mutations = { suspension: suspend, reactivation: reactivate, 'password-reset': reset };

  const run = (action: UserAction, reason: string, clear: () => void) => {
    for (const m of Object.values(mutations)) m.reset();
    mutations[action].mutate(
      { reason },
      {
        onSuccess: () => {
          clear();
          toast.success(DONE[action]);
        },
      },
    );
  };

  return (
    <ReasonForm
      label="Motivo"
      hint={
        detail.user.role === 'contractor'
          ? 'Obrigatório, de 10 a 1000 caracteres. Fica na auditoria; na suspensão, a empresa também o recebe por e-mail e as vagas abertas dela são ocultadas (quem estava aprovado é avisado e reembolsado).'
          : 'Obrigatório, de 10 a 1000 caracteres. Fica na auditoria; na suspensão, a pessoa também o recebe por e-mail.'
      }
      actions={[
        ownSuspension
          ? { key: 'reactivation', label: 'Reativar conta' }
          : { key: 'suspension', label: 'Suspender conta', variant: 'destructive' },
        { key: 'password-reset', label: 'Redefinir senha', variant: 'outline' },
      ]}
      pending={pending}
      error={error}
      onAction={(key, reason, clear) => run(key as UserAction, reason, clear)}
    />
  );
}
