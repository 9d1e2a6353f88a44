import { useId, useState } from 'react';
import { UserActionInputSchema, type UserDetail } from '@vamos/shared/schemas/operator-users';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUserAction, type UserAction } from '../api/users';
import { OperatorAlert } from './operator-frame';

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
  const [reason, setReason] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const id = useId();
  const ownSuspension = detail.suspension?.own === true;
  const pending = suspend.isPending || reactivate.isPending || reset.isPending;
  const error = [suspend.error, reactivate.error, reset.error].find(Boolean) ?? null;
  const reasonError = localError ?? (error instanceof ApiError ? error.fields.reason : undefined);
  const formError = error && !reasonError ? error.message : null;

  const run = (action: UserAction) => {
    const parsed = UserActionInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setLocalError(null);
    for (const m of [suspend, reactivate, reset]) m.reset();
    const mutation = action === 'suspension' ? suspend : action === 'reactivation' ? reactivate : reset;
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setReason('');
        toast.success(DONE[action]);
      },
    });
  };

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-3">
      {formError ? <OperatorAlert>{formError}</OperatorAlert> : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-reason`}>Motivo</Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${id}-reason-message`}
        />
        {reasonError ? (
          <p id={`${id}-reason-message`} role="alert" className="text-sm text-red-700">
            {reasonError}
          </p>
        ) : (
          <p id={`${id}-reason-message`} className="text-sm text-slate-600">
            Obrigatório, de 10 a 1000 caracteres. Fica na auditoria; na suspensão, a pessoa também o recebe por e-mail.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {ownSuspension ? (
          <Button type="button" disabled={pending} onClick={() => run('reactivation')}>
            Reativar conta
          </Button>
        ) : (
          <Button type="button" variant="destructive" disabled={pending} onClick={() => run('suspension')}>
            Suspender conta
          </Button>
        )}
        <Button type="button" variant="outline" disabled={pending} onClick={() => run('password-reset')}>
          Redefinir senha
        </Button>
      </div>
    </form>
  );
}
