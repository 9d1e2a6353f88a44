import { FUNDING_HOLD_MINUTES } from '@vamos/shared/guaranteed-pay';
import { costRangeBrl } from '@vamos/shared/rules';
import type { Invitation } from '@vamos/shared/schemas/invitations';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { formatBrl, formatDate, formatShift } from '@/lib/format';
import { CancellationPolicyLink } from '@/components/applications/withdrawal-consequence';
import { useAcceptInvitation } from '../api/invitations';
import { coinsLabel } from '../lib/apply-state';

const ACCEPT_FAILED = 'Não foi possível aceitar o convite';

type AcceptInvitationDialogProps = {
  invitation: Invitation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Aceitar' (decision 0037): what accepting costs, charged now, as the apply dialog says it; then booked at once. */
export function AcceptInvitationDialog({ invitation, open, onOpenChange }: AcceptInvitationDialogProps) {
  const { job } = invitation;
  const accept = useAcceptInvitation({
    onSuccess: (accepted) => {
      onOpenChange(false);
      toast.success('Convite aceito!', {
        description: accepted.awaiting_payment
          ? `A vaga em ${job.title} está reservada para você. Você é aprovado quando o contratante pagar por PIX, e avisamos na hora.`
          : `Você está aprovado em ${job.title}. O contato do contratante já está na vaga.`,
      });
    },
    onError: (error) => {
      onOpenChange(false);
      toast.error(ACCEPT_FAILED, { description: error instanceof ApiError ? error.message : ACCEPT_FAILED });
    },
  });
  const range = costRangeBrl(invitation.application_cost);
  return (
    <Dialog open={open} onOpenChange={(next) => !accept.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Aceitar convite</DialogTitle>
        <DialogDescription>
          <strong className="text-slate-900">{job.company}</strong> convidou você para{' '}
          <strong className="text-slate-900">{job.title}</strong> em {formatDate(job.service_date)}, das{' '}
          {formatShift(job.start_time, job.end_time, 'às')}.
        </DialogDescription>
        <div className="rounded-lg bg-accent-300/30 p-4 text-sm text-slate-800">
          <p>
            Custo: <strong>{coinsLabel(invitation.application_cost)}</strong> (aprox. {formatBrl(range.minCents)} a{' '}
            {formatBrl(range.maxCents)}).
          </p>
          <p className="mt-1 font-semibold">
            {invitation.guaranteed_pay
              ? `Pagamento garantido: ao aceitar, a vaga fica reservada e as moedas são descontadas. Você é aprovado quando o contratante pagar a vaga por PIX (até ${FUNDING_HOLD_MINUTES} minutos); se ele não pagar, sua candidatura fica pendente e as moedas voltam.`
              : 'Ao aceitar, você é aprovado na hora e as moedas são descontadas.'}
          </p>
          <p className="mt-1">
            Desistir perto do turno gera advertências: veja a <CancellationPolicyLink />.
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={accept.isPending} onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button onClick={() => accept.mutate(invitation.id)} disabled={accept.isPending}>
            {accept.isPending ? 'Aceitando...' : 'Confirmar e aceitar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
