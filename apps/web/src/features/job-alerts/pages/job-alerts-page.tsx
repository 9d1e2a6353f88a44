import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_JOB_ALERTS } from '@vamos/shared/job-alerts';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useJobAlerts } from '../api/get-job-alerts';
import { JobAlertCard } from '../components/job-alert-card';
import { JobAlertForm } from '../components/job-alert-form';
import { EMPTY_ALERT, valuesFromAlert, valuesFromSearchParams } from '../lib/alert-values';

/** Which form is open: a new alert (maybe prefilled from the board) or one being edited. */
type Editing = { id?: string } | null;

/**
 * /freelancer/alertas: 'Alertas de vagas' (issue 25). The person's alerts (at most 10), to create,
 * edit, pause or delete. Opened from the profile, or from the board's 'Criar alerta com estes
 * filtros' with the form prefilled (`?novo=1&cidade=…&valor_min=…&funcao=…`).
 */
export function JobAlertsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const alerts = useJobAlerts();
  const [editing, setEditing] = useState<Editing>(() => (searchParams.get('novo') ? {} : null));
  const items = alerts.data?.items ?? [];
  const max = alerts.data?.max ?? MAX_JOB_ALERTS;
  const full = items.length >= max;
  const close = () => {
    setEditing(null);
    if (searchParams.get('novo')) setSearchParams({}, { replace: true });
  };
  const editedAlert = editing?.id ? items.find((a) => a.id === editing.id) : undefined;
  const initial = editedAlert
    ? valuesFromAlert(editedAlert)
    : searchParams.get('novo')
      ? valuesFromSearchParams(searchParams)
      : EMPTY_ALERT;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Alertas de vagas</h1>
        <p className="text-sm text-slate-600">
          Receba as vagas novas da sua função e da sua cidade, na hora ou num resumo diário às 8h. Até {max} alertas.
        </p>
      </div>
      {alerts.isPending ? (
        <CardListSkeleton label="Carregando seus alertas" count={2} cardClassName="h-32" />
      ) : alerts.isError ? (
        <ListError
          title="Não foi possível carregar seus alertas."
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : (
        <>
          {editing && (editing.id === undefined || editedAlert) && !(editing.id === undefined && full) ? (
            <JobAlertForm
              key={editing.id ?? 'new'}
              alertId={editing.id}
              initial={initial}
              onCancel={close}
              onDone={() => {
                toast.success(editing.id ? 'Alerta atualizado' : 'Alerta criado');
                close();
              }}
            />
          ) : full ? (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Você já tem {max} alertas, o máximo permitido. Apague ou edite um alerta para criar outro.
            </p>
          ) : (
            <Button className="self-start" onClick={() => setEditing({})}>
              Novo alerta
            </Button>
          )}
          {items.length === 0 ? (
            <p className="text-sm text-slate-600">Você ainda não tem alertas.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Meus alertas">
              {items.map((alert) => (
                <JobAlertCard key={alert.id} alert={alert} onEdit={() => setEditing({ id: alert.id })} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
