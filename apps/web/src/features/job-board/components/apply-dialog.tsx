import { costRangeBrl } from '@vamos/shared/rules';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { formatBrl } from '@/lib/format';
import { useApplyToJob } from '@/api/applications';
import { coinsLabel } from '../lib/apply-state';
import { CancellationPolicyLink } from '@/components/applications/withdrawal-consequence';

export type ApplyTarget = { id: string; title: string; company: string; application_cost: number };

type ApplyDialogProps = { job: ApplyTarget; open: boolean; onOpenChange: (open: boolean) => void };

const APPLY_FAILED = 'Erro ao se candidatar';

/** The confirmation before applying (spec 01 §2.4): what it costs, and that it is charged only on approval. */
export function ApplyDialog({ job, open, onOpenChange }: ApplyDialogProps) {
  const apply = useApplyToJob();
  const range = costRangeBrl(job.application_cost);

  const confirm = () =>
    apply.mutate(job.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success('Candidatura enviada!', {
          description: 'As moedas só serão descontadas se você for aprovado.',
        });
      },
      onError: (error) => {
        onOpenChange(false);
        toast.error(APPLY_FAILED, { description: error instanceof ApiError ? error.message : APPLY_FAILED });
      },
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !apply.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Confirmar candidatura</DialogTitle>
        <DialogDescription>
          Você vai se candidatar à vaga de <strong className="text-slate-900">{job.title}</strong> em{' '}
          <strong className="text-slate-900">{job.company}</strong>.
        </DialogDescription>
        <div className="rounded-lg bg-accent-300/30 p-4 text-sm text-slate-800">
          <p>
            Custo da candidatura: <strong>{coinsLabel(job.application_cost)}</strong> (aprox.{' '}
            {formatBrl(range.minCents)} a {formatBrl(range.maxCents)}).
          </p>
          <p className="mt-1 font-semibold">As moedas só serão descontadas se você for aprovado.</p>
          <p className="mt-1">
            Depois de aprovado, desistir perto do turno gera advertências: veja a <CancellationPolicyLink />.
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={apply.isPending} onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button onClick={confirm} disabled={apply.isPending}>
            {apply.isPending ? 'Enviando...' : 'Confirmar candidatura'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
