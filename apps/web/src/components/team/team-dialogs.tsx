import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useBlockFreelancer, useRemoveFromTeam } from '@/api/team';
import { teamErrorMessage } from './team-error';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  freelancer: { id: string; name: string };
};

/** 'Remover {nome} da equipe?': from the team page, an applicant's card or a profile. */
export function RemoveFromTeamDialog({ open, onOpenChange, freelancer }: DialogProps) {
  const remove = useRemoveFromTeam();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Remover ${freelancer.name} da equipe?`}
      description="Você pode adicioná-lo de novo depois, pelo card do candidato ou pelo perfil."
      confirmLabel="Remover"
      pendingLabel="Removendo…"
      confirmVariant="destructive"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(freelancer.id, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success(`${freelancer.name} saiu da sua equipe`);
          },
          onError: (error) => {
            onOpenChange(false);
            toast.error('Não foi possível remover da equipe', { description: teamErrorMessage(error) });
          },
        })
      }
    />
  );
}

/**
 * 'Bloquear {nome}?': what a block does, said before it is done (issue 26) — my jobs disappear for
 * them, their pending applications are declined, and they are never told who blocked them.
 */
export function BlockFreelancerDialog({ open, onOpenChange, freelancer }: DialogProps) {
  const block = useBlockFreelancer();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Bloquear ${freelancer.name}?`}
      description={
        <>
          {freelancer.name} não verá mais as suas vagas nem poderá se candidatar a elas. As candidaturas pendentes dele
          às suas vagas serão recusadas e ele sai da sua equipe. Ninguém avisa quem o bloqueou.
        </>
      }
      confirmLabel="Bloquear"
      pendingLabel="Bloqueando…"
      confirmVariant="destructive"
      pending={block.isPending}
      onConfirm={() =>
        block.mutate(freelancer.id, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success(`${freelancer.name} foi bloqueado`);
          },
          onError: (error) => {
            onOpenChange(false);
            toast.error('Não foi possível bloquear', { description: teamErrorMessage(error) });
          },
        })
      }
    />
  );
}
