import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  AGENDA_ITEM_STATUSES,
  AGENDA_ITEM_STATUS_LABELS,
  AGENDA_ITEM_TYPES,
  AGENDA_ITEM_TYPE_LABELS,
} from '@vamos/shared/agenda';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import { AGENDA_LIMITS, type AgendaItemData } from '@vamos/shared/schemas/agenda';
import { applyServerFieldErrors } from '@/components/forms/server-errors';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { agendaFormResolver, type AgendaFormValues } from '../lib/agenda-form-values';
import { AGENDA_TEXTS } from '../lib/agenda-texts';

type AgendaFormProps = {
  defaultValues: AgendaFormValues;
  onSubmit: (data: AgendaItemData) => Promise<void>;
  submitLabel: string;
  pendingLabel: string;
  actions?: ReactNode;
};

/**
 * An agenda event: title, description, date, start, end, type and status (spec 02 §5 "Agenda
 * create"), and 'Termina no dia seguinte' for a shift past midnight (decision 0012).
 */
export function AgendaForm({ defaultValues, onSubmit, submitLabel, pendingLabel, actions }: AgendaFormProps) {
  const nextDayId = useId();
  const { register, control, handleSubmit, setError, formState } = useForm<AgendaFormValues, unknown, AgendaItemData>({
    resolver: agendaFormResolver(),
    defaultValues,
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(
    async (data) => {
      try {
        await onSubmit(data);
      } catch (error) {
        applyServerFieldErrors(error, setError, { fields: Object.keys(defaultValues) as (keyof AgendaFormValues)[] });
      }
    },
    () => toast.error(AGENDA_TEXTS.validationTitle, { description: AGENDA_TEXTS.validationDescription }),
  );

  return (
    <form
      noValidate
      aria-label="Evento"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Field label="Título" error={errors.title?.message}>
        <Input maxLength={AGENDA_LIMITS.title} placeholder="Ex.: Reunião com o buffet" {...register('title')} />
      </Field>
      <Field label="Descrição (opcional)" error={errors.description?.message}>
        <Textarea rows={3} maxLength={AGENDA_LIMITS.description} {...register('description')} />
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Field label="Data" error={errors.date?.message} className="col-span-2 sm:col-span-1">
          <Input type="date" min={todayInSaoPaulo()} {...register('date')} />
        </Field>
        <Field label="Início" error={errors.start_time?.message}>
          <Input type="time" {...register('start_time', { deps: 'end_time' })} />
        </Field>
        <Field label="Término" error={errors.end_time?.message}>
          <Input type="time" {...register('end_time')} />
        </Field>
        <Controller
          control={control}
          name="ends_next_day"
          rules={{ deps: 'end_time' }}
          render={({ field }) => (
            <div className="col-span-2 flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:col-span-3">
              <Checkbox
                id={nextDayId}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby={`${nextDayId}-hint`}
                className="mt-0.5"
              />
              <div className="flex flex-col">
                <Label htmlFor={nextDayId}>{AGENDA_TEXTS.endsNextDay}</Label>
                <span id={`${nextDayId}-hint`} className="text-sm text-slate-600">
                  {AGENDA_TEXTS.endsNextDayHint}
                </span>
              </div>
            </div>
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tipo" error={errors.type?.message}>
          <NativeSelect {...register('type')}>
            <option value="">Selecione</option>
            {AGENDA_ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {AGENDA_ITEM_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Status" error={errors.status?.message}>
          <NativeSelect {...register('status')}>
            {AGENDA_ITEM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {AGENDA_ITEM_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
