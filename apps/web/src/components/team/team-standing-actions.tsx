import { useState } from 'react';
import { Ban, UserMinus, UserPlus, UserRoundCheck } from 'lucide-react';
import type { TeamStanding } from '@vamos/shared/schemas/team';
import { useAddToTeam, useUnblockFreelancer } from '@/api/team';
import { Button } from '@/components/ui/button';
import { confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { BlockFreelancerDialog, RemoveFromTeamDialog } from './team-dialogs';
import { teamErrorMessage } from './team-error';

type Props = {
  freelancer: { id: string; full_name: string; team: TeamStanding };
};

/**
 * A freelancer's standing in my team, and what I can do about it: 'Adicionar à equipe' or 'Na
 * equipe' (with 'Remover da equipe'), 'Bloquear' (confirmed) or 'Desbloquear'. On an applicant's
 * card and on the freelancer's profile; each change refetches what shows it (api/team.ts).
 */
export function TeamStandingActions({ freelancer }: Props) {
  const name = freelancer.full_name.trim() || 'este freelancer';
  const add = useAddToTeam();
  const unblock = useUnblockFreelancer();
  const [dialog, setDialog] = useState<'remove' | 'block' | null>(null);
  const target = { id: freelancer.id, name };
  const { in_team: inTeam, blocked } = freelancer.team;

  const onAdd = () =>
    add.mutate(freelancer.id, {
      onSuccess: () => toast.success(`${name} entrou na sua equipe`),
      onError: (error) => toast.error('Não foi possível adicionar à equipe', { description: teamErrorMessage(error) }),
    });
  const onUnblock = () =>
    unblock.mutate(freelancer.id, {
      onSuccess: () => toast.success(`${name} foi desbloqueado`),
      onError: (error) => toast.error('Não foi possível desbloquear', { description: teamErrorMessage(error) }),
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {blocked ? (
        <>
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-red-800">
            <Ban className="size-4" aria-hidden />
            Bloqueado
          </span>
          <Button variant="outline" disabled={unblock.isPending} onClick={onUnblock} aria-label={`Desbloquear ${name}`}>
            Desbloquear
          </Button>
        </>
      ) : (
        <>
          {inTeam ? (
            <>
              <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
                <UserRoundCheck className="size-4" aria-hidden />
                Na equipe
              </span>
              <Button
                variant="ghost"
                onClick={() => setDialog('remove')}
                aria-label={`Remover ${name} da equipe`}
                {...confirmDialogPreload}
              >
                <UserMinus aria-hidden />
                Remover da equipe
              </Button>
            </>
          ) : (
            <Button
              variant="outline"
              disabled={add.isPending}
              onClick={onAdd}
              aria-label={`Adicionar ${name} à equipe`}
            >
              <UserPlus aria-hidden />
              Adicionar à equipe
            </Button>
          )}
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={() => setDialog('block')}
            aria-label={`Bloquear ${name}`}
            {...confirmDialogPreload}
          >
            <Ban aria-hidden />
            Bloquear
          </Button>
        </>
      )}
      <RemoveFromTeamDialog
        open={dialog === 'remove'}
        onOpenChange={(open) => setDialog(open ? 'remove' : null)}
        freelancer={target}
      />
      <BlockFreelancerDialog
        open={dialog === 'block'}
        onOpenChange={(open) => setDialog(open ? 'block' : null)}
        freelancer={target}
      />
    </div>
  );
}
