import { ShieldBan } from 'lucide-react';
import type { BlockedFreelancer } from '@vamos/shared/schemas/team';
import { useBlockedFreelancers, useUnblockFreelancer } from '@/api/team';
import { teamErrorMessage } from '@/components/team/team-error';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { FreelancerAvatar } from './freelancer-avatar';

function BlockedRow({ freelancer }: { freelancer: BlockedFreelancer }) {
  const unblock = useUnblockFreelancer();
  const name = freelancer.full_name.trim();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <FreelancerAvatar name={name} url={freelancer.avatar_url} />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold break-words text-slate-900">{name}</span>
        <span className="text-xs text-slate-600">Bloqueado em {formatDate(freelancer.blocked_at)}</span>
      </div>
      <Button
        variant="outline"
        disabled={unblock.isPending}
        aria-label={`Desbloquear ${name}`}
        onClick={() =>
          unblock.mutate(freelancer.freelancer_id, {
            onSuccess: () => toast.success(`${name} foi desbloqueado`),
            onError: (error) => toast.error('Não foi possível desbloquear', { description: teamErrorMessage(error) }),
          })
        }
      >
        Desbloquear
      </Button>
    </li>
  );
}

/** 'Bloqueados': the freelancers I block, each with 'Desbloquear'. */
export function BlockedSection() {
  const blocks = useBlockedFreelancers();
  return (
    <section aria-labelledby="blocked-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="blocked-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldBan className="size-5 text-red-700" aria-hidden />
          Bloqueados
        </h2>
        <p className="text-sm text-slate-600">
          Não veem as suas vagas nem podem se candidatar. Eles não são avisados do bloqueio.
        </p>
      </div>
      {blocks.isPending ? (
        <CardListSkeleton label="Carregando bloqueados" count={1} cardClassName="h-20" />
      ) : blocks.isError ? (
        <ListError
          title="Não foi possível carregar os bloqueados."
          error={blocks.error}
          onRetry={() => void blocks.refetch()}
          retrying={blocks.isFetching}
        />
      ) : blocks.data.blocked.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum freelancer bloqueado.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Freelancers bloqueados">
          {blocks.data.blocked.map((freelancer) => (
            <BlockedRow key={freelancer.freelancer_id} freelancer={freelancer} />
          ))}
        </ul>
      )}
    </section>
  );
}
