import { NO_SHOW_MARK_OPENS_MINUTES } from '@vamos/shared/cancellation-policy';
import type { JobApplication } from '@vamos/shared/schemas/job-views';
import { Spinner } from '@/components/ui/spinner';
import { useContractorJob } from '../api/get-contractor-job';

/** Who came, for each booked candidate not checked in: the contractor's answer on 'Concluir Serviço'. */
export type Attendance = Record<string, 'present' | 'absent'>;

/** Booked and not yet past the shift: those 'Concluir Serviço' asks about. */
const ASKED = new Set<JobApplication['status']>(['approved', 'confirmed']);
/** Those the check-in already marked as there. */
const ARRIVED = new Set<JobApplication['status']>(['checked_in', 'checked_out']);

/**
 * The attendance of 'Concluir Serviço' (decision 0028): each booked freelancer who has not checked
 * in with 'Compareceu' (the default) or 'Não compareceu' (only where the server allows marking a
 * no-show now); those who checked in are shown as there.
 */
export function AttendanceList({
  jobId,
  value,
  onChange,
}: {
  jobId: string;
  value: Attendance;
  onChange: (next: Attendance) => void;
}) {
  const { data, isPending, error } = useContractorJob(jobId);
  if (isPending) return <Spinner label="Carregando freelancers..." />;
  if (error) return <p className="text-sm text-red-700">Não foi possível carregar os freelancers desta vaga.</p>;
  const arrived = data.applications.filter((a) => ARRIVED.has(a.status));
  const asked = data.applications.filter((a) => ASKED.has(a.status));
  if (arrived.length + asked.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 text-slate-800">
      <p className="font-medium text-slate-900">Confirme quem compareceu:</p>
      <ul className="flex flex-col gap-2">
        {arrived.map((a) => (
          <li key={a.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
            <span className="font-medium">{a.freelancer.full_name}</span> · Compareceu (fez check-in)
          </li>
        ))}
        {asked.map((a) => {
          const name = a.freelancer.full_name;
          const choice = value[a.id] ?? 'present';
          const group = `attendance-${a.id}`;
          return (
            <li key={a.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <fieldset>
                <legend className="font-medium">{name}</legend>
                <div className="mt-1 flex flex-wrap gap-4">
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={group}
                      checked={choice === 'present'}
                      onChange={() => onChange({ ...value, [a.id]: 'present' })}
                      className="accent-brand-800"
                    />
                    Compareceu
                  </label>
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={group}
                      checked={choice === 'absent'}
                      disabled={!a.can.mark_no_show}
                      onChange={() => onChange({ ...value, [a.id]: 'absent' })}
                      className="accent-red-700"
                    />
                    Não compareceu
                  </label>
                </div>
                {a.can.mark_no_show ? null : (
                  <p className="mt-1 text-xs text-slate-600">
                    A falta pode ser marcada de {NO_SHOW_MARK_OPENS_MINUTES} minutos até 48 horas depois do início do
                    turno.
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
