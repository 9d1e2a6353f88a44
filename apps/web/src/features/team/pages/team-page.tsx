import { useMemo, useState } from 'react';
import { Users } from 'lucide-react';
import type { TeamQuery } from '@vamos/shared/schemas/team';
import { useTeam } from '@/api/team';
import { ListError } from '@/components/ui/list-error';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { BlockedSection } from '../components/blocked-section';
import { TeamFilters } from '../components/team-filters';
import { TeamMemberCard } from '../components/team-member-card';
import { useDebouncedValue } from '../lib/use-debounced-value';

function EmptyTeam() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Users className="size-6" aria-hidden />
      </span>
      <p className="font-semibold text-slate-900">Sua equipe está vazia</p>
      <p className="text-sm text-slate-600">Adicione freelancers pelo card do candidato ou pelo perfil.</p>
    </div>
  );
}

/**
 * /contractor/equipe: 'Minha equipe' (issue 26). The favourites with their figures, searched by name
 * and filtered by 'Função' on the server, each with 'Remover da equipe'; then 'Bloqueados'.
 */
export function TeamPage() {
  const [name, setName] = useState('');
  const [position, setPosition] = useState('');
  const q = useDebouncedValue(name.trim());
  const query: TeamQuery = { ...(q ? { q } : {}), ...(position ? { position } : {}) };
  const filtered = Boolean(query.q || query.position);
  // The whole team (the same request as the list when nothing is filtered): its positions and size.
  const everyone = useTeam();
  const team = useTeam(query);
  const positions = useMemo(
    () =>
      [...new Set((everyone.data?.members ?? []).flatMap((m) => (m.position?.trim() ? [m.position.trim()] : [])))].sort(
        (a, b) => a.localeCompare(b, 'pt-BR'),
      ),
    [everyone.data],
  );
  const members = team.data?.members ?? [];
  const hasTeam = (everyone.data?.members.length ?? 0) > 0;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Minha equipe · Vamos Trabalhar</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Minha equipe</h1>
        <p className="text-sm text-slate-600">
          Os freelancers com quem você quer trabalhar de novo, com as avaliações e os turnos que fizeram com você.
        </p>
      </div>
      <section aria-labelledby="team-title" className="flex flex-col gap-4">
        <h2 id="team-title" className="sr-only">
          Equipe
        </h2>
        {hasTeam || filtered ? (
          <TeamFilters
            name={name}
            onNameChange={setName}
            position={position}
            onPositionChange={setPosition}
            positions={positions}
          />
        ) : null}
        {team.isPending ? (
          <CardListSkeleton label="Carregando sua equipe" count={2} cardClassName="h-44" />
        ) : team.isError ? (
          <ListError
            title="Não foi possível carregar sua equipe."
            error={team.error}
            onRetry={() => void team.refetch()}
            retrying={team.isFetching}
          />
        ) : members.length === 0 ? (
          filtered ? (
            <p role="status" className="text-sm text-slate-600">
              Ninguém da sua equipe corresponde à busca.
            </p>
          ) : (
            <EmptyTeam />
          )
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Membros da equipe">
            {members.map((member) => (
              <TeamMemberCard key={member.freelancer_id} member={member} />
            ))}
          </ul>
        )}
      </section>
      <BlockedSection />
    </div>
  );
}
