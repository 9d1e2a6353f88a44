import { useState } from 'react';
import { brazilianDayMonth } from '@vamos/shared/dates';
import { APPROVAL_CREDITS, credits } from '@vamos/shared/pricing';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { useInvitableJobs, useInviteToJob } from '../api/invite-to-job';

type InviteDialogProps = {
  freelancer: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const INVITE_FAILED = 'Não foi possível enviar o convite';

/**
 * 'Convidar' a favourite to one of my open jobs (decision 0037): they are told at once and accept
 * (approved and charged then: 1 crédito and their coins) or decline.
 */
export function InviteDialog({ freelancer, open, onOpenChange }: InviteDialogProps) {
  const jobs = useInvitableJobs(open);
  const [chosen, setChosen] = useState('');
  const invite = useInviteToJob({
    onSuccess: () => {
      onOpenChange(false);
      toast.success('Convite enviado', {
        description: `${freelancer.name} foi avisado. Nada é cobrado até o convite ser aceito.`,
      });
    },
    onError: (error) =>
      toast.error(INVITE_FAILED, { description: error instanceof ApiError ? error.message : INVITE_FAILED }),
  });
  const list = jobs.data ?? [];
  const jobId = chosen || list[0]?.id || '';
  return (
    <Dialog open={open} onOpenChange={(next) => !invite.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Convidar {freelancer.name}</DialogTitle>
        <DialogDescription>
          Escolha a vaga. Ao aceitar, {freelancer.name} é aprovado na hora e a aprovação usa {credits(APPROVAL_CREDITS)}
          .
        </DialogDescription>
        {jobs.isPending ? (
          <p className="text-sm text-slate-600">Carregando suas vagas...</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-700">Você não tem vagas abertas com lugares livres para convidar.</p>
        ) : (
          <Field label="Vaga">
            <NativeSelect
              id={`invite-job-${freelancer.id}`}
              value={jobId}
              onChange={(event) => setChosen(event.target.value)}
            >
              {list.map((job) => (
                <option key={job.id} value={job.id}>
                  {`${job.title} — ${brazilianDayMonth(job.service_date)} ${formatTime(job.start_time)}`}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={invite.isPending} onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button
            disabled={invite.isPending || !jobId}
            onClick={() => invite.mutate({ jobId, freelancerId: freelancer.id })}
          >
            {invite.isPending ? 'Enviando...' : 'Enviar convite'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
