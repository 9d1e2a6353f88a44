import { MailCheck, Send, X } from 'lucide-react';
import type { ManagerInvitation } from '@vamos/shared/schemas/managers';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCancelManagerInvitation } from '../api/cancel-manager-invitation';
import { useInviteManager } from '../api/invite-manager';
import { dayMonth, invitationSentText, managersErrorMessage } from '../lib/managers-texts';

/**
 * One open invitation: to whom, when sent, until when the link works; 'Reenviar' (a new link to the
 * same e-mail, replacing this one) and 'Cancelar convite'.
 */
export function InvitationRow({ invitation }: { invitation: ManagerInvitation }) {
  const resend = useInviteManager();
  const cancel = useCancelManagerInvitation();
  const { email } = invitation;
  const busy = resend.isPending || cancel.isPending;
  return (
    <li
      aria-label={`Convite para ${email}`}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5">
        <p className="flex items-start gap-2 font-medium text-slate-900">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span className="min-w-0 break-all">{email}</span>
        </p>
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span>Enviado em {dayMonth(invitation.sent_at)}</span>
          <span>Vale até {dayMonth(invitation.expires_at)}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Reenviar convite para ${email}`}
          onClick={() =>
            resend.mutate(
              { email },
              {
                onSuccess: (sent) => toast.success(invitationSentText(sent.email)),
                onError: (error) =>
                  toast.error('Não foi possível reenviar o convite', { description: managersErrorMessage(error) }),
              },
            )
          }
        >
          <Send aria-hidden />
          Reenviar
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          disabled={busy}
          aria-label={`Cancelar convite para ${email}`}
          onClick={() =>
            cancel.mutate(invitation.id, {
              onSuccess: () => toast.success(`Convite para ${email} cancelado.`),
              onError: (error) =>
                toast.error('Não foi possível cancelar o convite', { description: managersErrorMessage(error) }),
            })
          }
        >
          <X aria-hidden />
          Cancelar convite
        </Button>
      </div>
    </li>
  );
}
