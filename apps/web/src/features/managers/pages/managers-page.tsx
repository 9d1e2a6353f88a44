import { MailPlus, UserCheck } from 'lucide-react';
import { ListError } from '@/components/ui/list-error';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { useManagers } from '../api/get-managers';
import { InvitationRow } from '../components/invitation-row';
import { InviteManagerForm } from '../components/invite-manager-form';
import { ManagerRow } from '../components/manager-row';
import { MANAGERS_INTRO } from '../lib/managers-texts';

/**
 * /contractor/gerentes: 'Gerentes' (decision 0040), the owner's only. Invite a manager by e-mail;
 * the managers, each with 'Remover'; the open invitations with 'Reenviar' and 'Cancelar convite'.
 * The list refetches after each change here, and on 'company.changed' (another tab, an invitation
 * accepted).
 */
export function ManagersPage() {
  const managers = useManagers();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Gerentes · Vamos Trabalhar</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Gerentes</h1>
        <p className="text-sm text-slate-600">{MANAGERS_INTRO}</p>
      </div>
      <InviteManagerForm />
      {managers.isPending ? (
        <CardListSkeleton label="Carregando os gerentes" count={2} cardClassName="h-24" />
      ) : managers.isError ? (
        <ListError
          title="Não foi possível carregar os gerentes."
          error={managers.error}
          onRetry={() => void managers.refetch()}
          retrying={managers.isFetching}
        />
      ) : (
        <>
          <section aria-labelledby="managers-title" className="flex flex-col gap-3">
            <h2 id="managers-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <UserCheck className="size-5 text-brand-700" aria-hidden />
              Gerentes da empresa
            </h2>
            {managers.data.managers.length === 0 ? (
              <p className="text-sm text-slate-600">Nenhum gerente ainda.</p>
            ) : (
              <ul className="flex flex-col gap-3" aria-labelledby="managers-title">
                {managers.data.managers.map((manager) => (
                  <ManagerRow key={manager.user_id} manager={manager} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="invitations-title" className="flex flex-col gap-3">
            <h2 id="invitations-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <MailPlus className="size-5 text-brand-700" aria-hidden />
              Convites pendentes
            </h2>
            {managers.data.invitations.length === 0 ? (
              <p className="text-sm text-slate-600">Nenhum convite pendente.</p>
            ) : (
              <ul className="flex flex-col gap-3" aria-labelledby="invitations-title">
                {managers.data.invitations.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
