import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@vamos/shared/errors';
import {
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_FREQUENCIES,
  WEEKDAY_LABELS,
  type Weekday,
} from '@vamos/shared/job-alerts';
import { maskBrlInput } from '@vamos/shared/masks';
import { JobAlertInputSchema } from '@vamos/shared/schemas/job-alerts';
import { SEGMENT_CODES, SEGMENT_LABELS } from '@vamos/shared/segments';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useSaveJobAlert } from '../api/save-job-alert';
import { inputFromValues, type AlertFormValues } from '../lib/alert-values';

/** Monday first, as people say the week. */
const WEEK: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

const FREQUENCY_HINTS = {
  instant: 'Cada vaga nova assim que for publicada.',
  daily: 'Uma mensagem por dia, às 8h, com as vagas do dia anterior.',
} as const;

type JobAlertFormProps = {
  /** The alert being edited; none for a new one. */
  alertId?: string;
  initial: AlertFormValues;
  onDone: () => void;
  onCancel: () => void;
};

/** Create or edit an alert: functions, city, neighbourhoods, days, minimum value, 'Na hora' or 'Resumo diário'. */
export function JobAlertForm({ alertId, initial, onDone, onCancel }: JobAlertFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveJobAlert();
  const set = (patch: Partial<AlertFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = inputFromValues(values);
    const parsed = JobAlertInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: alertId, input },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
          else setFormError(error.message);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={alertId ? 'Editar alerta' : 'Novo alerta'}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">{alertId ? 'Editar alerta' : 'Novo alerta'}</h2>
      <Field label="Cidade" error={errors.city}>
        <Input value={values.city} autoComplete="address-level2" onChange={(e) => set({ city: e.target.value })} />
      </Field>
      <Field
        label="Bairros (opcional)"
        hint="Separe por vírgulas. Em branco: a cidade toda."
        error={errors.neighborhoods ?? errors['neighborhoods.0']}
      >
        <Input value={values.neighborhoods} onChange={(e) => set({ neighborhoods: e.target.value })} />
      </Field>
      <Field label="Valor mínimo (opcional)" error={errors.min_salary_cents}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="R$ 0,00"
          value={values.minValue}
          onChange={(e) => set({ minValue: maskBrlInput(e.target.value) })}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Dias da semana</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEK.map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox
                checked={values.days.includes(day)}
                onCheckedChange={(on) => setValues((v) => ({ ...v, days: toggle(v.days, day, on) }))}
              />
              {WEEKDAY_LABELS[day]}
            </label>
          ))}
        </div>
        {errors.days ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.days}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Funções (em branco: todas)</legend>
        <div className="grid max-h-56 grid-cols-1 gap-2 overflow-y-auto rounded-lg border border-slate-200 p-3 min-[360px]:grid-cols-2">
          {SEGMENT_CODES.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox
                checked={values.segments.includes(code)}
                onCheckedChange={(on) => setValues((v) => ({ ...v, segments: toggle(v.segments, code, on) }))}
              />
              {SEGMENT_LABELS[code]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Como avisar</legend>
        {JOB_ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="frequency"
              className="mt-0.5 size-5 accent-brand-800"
              checked={values.frequency === frequency}
              onChange={() => set({ frequency })}
            />
            <span>
              <span className="font-medium">{JOB_ALERT_FREQUENCY_LABELS[frequency]}</span>
              <span className="block text-slate-600">{FREQUENCY_HINTS[frequency]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar alerta'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
