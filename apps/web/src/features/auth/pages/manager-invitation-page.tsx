import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LinkIcon } from 'lucide-react';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { errorText } from '@/components/forms/server-errors';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { Me } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useManagerInvitation } from '../api/get-manager-invitation';
import { AuthCard } from '../components/auth-card';
import { ManagerInvitationForm } from '../components/manager-invitation-form';
import { useRedirectAfterSignIn } from '../hooks/use-redirect-after-sign-in';

/**
 * /convite-gerente?token=… (decision 0040), opened from the e-mailed link, signed out or signed in:
 * who invites, to which e-mail, and the form that accepts (a new login, or the manager's password).
 * Accepting signs the person in as the company's manager and takes them to the contractor's home.
 */
export function ManagerInvitationPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const invitation = useManagerInvitation(token);
  const [usedMeanwhile, setUsedMeanwhile] = useState(false);
  const redirect = useRedirectAfterSignIn();

  if (token === '' || usedMeanwhile) return <InvalidInvitation message={ERROR_MESSAGES.MANAGER_INVITATION_INVALID} />;
  if (invitation.isPending) {
    return (
      <AuthCard title="Convite de gerente">
        <Spinner label="Carregando o convite..." />
      </AuthCard>
    );
  }
  if (invitation.isError) {
    const gone = invitation.error instanceof ApiError && invitation.error.code === 'MANAGER_INVITATION_INVALID';
    return (
      <InvalidInvitation
        message={errorText(invitation.error, INTERNAL_MESSAGE)}
        onRetry={gone ? undefined : () => void invitation.refetch()}
        retrying={invitation.isFetching}
      />
    );
  }

  const { company_name: company, email, has_account: hasAccount } = invitation.data;
  const onAccepted = (user: Me) => {
    toast.success(`Você agora é gerente de ${user.company_name ?? company}.`);
    redirect(user);
  };
  return (
    <AuthCard
      title={`${company} convidou você para ser gerente`}
      description={
        <>
          Convite para <strong className="break-all text-slate-900">{email}</strong>.{' '}
          {hasAccount
            ? 'Entre com a senha do seu acesso de gerente para aceitar.'
            : 'Crie seu acesso para publicar vagas, aprovar candidatos e avaliar em nome da empresa.'}
        </>
      }
    >
      <ManagerInvitationForm
        token={token}
        hasAccount={hasAccount}
        onAccepted={onAccepted}
        onInvalid={() => setUsedMeanwhile(true)}
      />
    </AuthCard>
  );
}

/** The link no longer works (or could not be read): the server's message and the way home. */
function InvalidInvitation({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <AuthCard title="Convite de gerente">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <LinkIcon className="size-7" aria-hidden />
        </span>
        <p role="alert" className="text-slate-800">
          {message}
        </p>
      </div>
      <div className="mt-6 flex flex-col gap-2">
        {onRetry ? (
          <Button size="lg" disabled={retrying} onClick={onRetry}>
            Tentar novamente
          </Button>
        ) : null}
        <Link
          to={paths.home.getHref()}
          className={buttonVariants({ variant: onRetry ? 'ghost' : 'default', size: 'lg' })}
        >
          Ir para a página inicial
        </Link>
      </div>
    </AuthCard>
  );
}
