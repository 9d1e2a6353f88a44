import { useState } from 'react';
import { JOB_ALERT_FREQUENCY_LABELS, weekdaysLabel, type Weekday } from '@vamos/shared/job-alerts';
import { formatBrl } from '@vamos/shared/masks';
import type { JobAlertView } from '@vamos/shared/schemas/job-alerts';
import { SEGMENT_LABELS } from '@vamos/shared/segments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteJobAlert } from '../api/delete-job-alert';
import { useSaveJobAlert } from '../api/save-job-alert';
import { inputFromAlert } from '../lib/alert-values';

/** What an alert looks for, in words: 'Garçom, Bartender · São Paulo (Pinheiros) · Sáb e Dom · a partir de R$ 150,00'. */
export function describeAlert(alert: JobAlertView): string {
  const segments = alert.segments.length ? alert.segments.map((s) => SEGMENT_LABELS[s]).join(', ') : 'Todas as funções';
  const place = alert.neighborhoods.length ? `${alert.city} (${alert.neighborhoods.join(', ')})` : alert.city;
  const value = alert.min_salary_cents > 0 ? ` · a partir de ${formatBrl(alert.min_salary_cents)}` : '';
  return `${segments} · ${place} · ${weekdaysLabel(alert.days as Weekday[])}${value}`;
}

/** One alert with 'Editar', 'Pausar'/'Retomar' and 'Excluir'. */
export function JobAlertCard({ alert, onEdit }: { alert: JobAlertView; onEdit: () => void }) {
  const save = useSaveJobAlert();
  const remove = useDeleteJobAlert();
  const [confirming, setConfirming] = useState(false);
  const title = `Alerta: ${alert.city}`;
  const togglePause = () =>
    save.mutate(
      { id: alert.id, input: inputFromAlert(alert, { active: !alert.active }) },
      { onSuccess: () => toast.success(alert.active ? 'Alerta pausado' : 'Alerta retomado') },
    );
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <Badge variant={alert.active ? 'default' : 'secondary'}>
          {alert.active ? JOB_ALERT_FREQUENCY_LABELS[alert.frequency] : 'Pausado'}
        </Badge>
      </div>
      <p className="text-sm text-slate-700">{describeAlert(alert)}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Editar ${title}`}>
          Editar
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={togglePause}
          disabled={save.isPending}
          aria-label={`${alert.active ? 'Pausar' : 'Retomar'} ${title}`}
        >
          {alert.active ? 'Pausar' : 'Retomar'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700"
          onClick={() => setConfirming(true)}
          aria-label={`Excluir ${title}`}
          {...confirmDialogPreload}
        >
          Excluir
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir alerta?"
        description={`Você deixará de receber as vagas de ${describeAlert(alert)}.`}
        confirmLabel="Excluir"
        pendingLabel="Excluindo…"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(alert.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Alerta excluído');
            },
          })
        }
      />
    </li>
  );
}
