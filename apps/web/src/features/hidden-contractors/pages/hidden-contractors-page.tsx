import { Building2, EyeOff } from 'lucide-react';
import type { HiddenContractor } from '@vamos/shared/schemas/team';
import { useHiddenContractors, useShowContractor } from '@/api/hidden-contractors';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';

function HiddenRow({ contractor }: { contractor: HiddenContractor }) {
  const show = useShowContractor();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span
        aria-hidden
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600"
      >
        <Building2 className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold break-words text-slate-900">{contractor.name}</span>
        <span className="text-xs text-slate-600">Oculto em {formatDate(contractor.hidden_at)}</span>
      </div>
      <Button
        variant="outline"
        disabled={show.isPending}
        aria-label={`Mostrar novamente as vagas de ${contractor.name}`}
        onClick={() =>
          show.mutate(contractor.contractor_id, {
            onSuccess: () => toast.success(`As vagas de ${contractor.name} voltam a aparecer para você.`),
            onError: (error) =>
              toast.error('Não foi possível mostrar novamente', {
                description: error instanceof ApiError ? error.message : INTERNAL_MESSAGE,
              }),
          })
        }
      >
        Mostrar novamente
      </Button>
    </li>
  );
}

/** /freelancer/contratantes-ocultos (issue 26): the contractors whose jobs I hid, to show again. */
export function HiddenContractorsPage() {
  const hidden = useHiddenContractors();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Contratantes ocultos · Vamos Trabalhar</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Contratantes ocultos</h1>
        <p className="text-sm text-slate-600">As vagas destes contratantes não aparecem para você.</p>
      </div>
      {hidden.isPending ? (
        <CardListSkeleton label="Carregando contratantes ocultos" count={2} cardClassName="h-20" />
      ) : hidden.isError ? (
        <ListError
          title="Não foi possível carregar os contratantes ocultos."
          error={hidden.error}
          onRetry={() => void hidden.refetch()}
          retrying={hidden.isFetching}
        />
      ) : hidden.data.hidden.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
          <EyeOff className="size-6 text-slate-500" aria-hidden />
          <p className="font-semibold text-slate-900">Nenhum contratante oculto</p>
          <p className="text-sm text-slate-600">
            Na página de uma vaga, use ‘Ocultar vagas deste contratante’ para não ver mais as vagas dele.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Contratantes ocultos">
          {hidden.data.hidden.map((contractor) => (
            <HiddenRow key={contractor.contractor_id} contractor={contractor} />
          ))}
        </ul>
      )}
    </div>
  );
}
