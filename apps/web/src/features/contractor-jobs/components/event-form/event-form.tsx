import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { BriefcaseBusiness, CalendarClock, MapPin, Users, Wallet } from 'lucide-react';
import { toast } from '@/lib/toast';
import { EVENT_LIMITS, REPEAT_WEEK_OPTIONS, publicationCount, publicationCountText } from '@vamos/shared/job-events';
import { GENDER_PREFERENCES, GENDER_PREFERENCE_LABELS } from '@vamos/shared/gender';
import { JOB_LIMITS } from '@vamos/shared/job-limits';
import { SEGMENT_LABELS, isSegmentCode } from '@vamos/shared/segments';
import { credits as creditsText } from '@vamos/shared/pricing';
import { isTime, todayInSaoPaulo } from '@vamos/shared/dates';
import { endsNextDay } from '@vamos/shared/shift-times';
import type { CreateEvent } from '@vamos/shared/schemas/job-events';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { applyServerFieldErrors } from '@/components/forms/server-errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { eventFormResolver, type EventFormValues } from '../../lib/event-form-values';
import type { GuaranteedPayOffer } from '../../lib/guaranteed-pay';
import type { JobFormValues } from '../../lib/job-form-values';
import { JOB_TEXTS } from '../../lib/job-texts';
import { CheckboxCard } from '../job-form/checkbox-card';
import { FormSection } from '../job-form/form-section';
import { GuaranteedPayFields } from '../job-form/guaranteed-pay-fields';
import { JobAddressFields } from '../job-form/job-address-fields';
import { EventRolesFields } from './event-roles-fields';

type EventFormProps = {
  defaultValues: EventFormValues;
  /** Publishes the event; a thrown ApiError's per-field messages are shown next to the fields. */
  onSubmit: (data: CreateEvent) => Promise<void>;
  /** The credits held (undefined while loading): the count says whether they are enough. */
  credits: number | undefined;
  cancelAction: ReactNode;
  /** 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042): one choice for every role, where the deployment offers it. */
  guaranteedPay?: GuaranteedPayOffer;
};

/**
 * 'Publicar evento' (decision 0038): the job form's shared data once (company, address, date,
 * times, payment date, description) and a list of roles (segment, people, value, dress code), with
 * 'Repetir semanalmente'. Every rule and message comes from the shared CreateEventSchema.
 */
export function EventForm({ defaultValues, onSubmit, credits, cancelAction, guaranteedPay }: EventFormProps) {
  const resolver = useMemo(() => eventFormResolver(), []);
  const form = useForm<EventFormValues, unknown, CreateEvent>({ resolver, defaultValues, reValidateMode: 'onChange' });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  // The shared fields have the job form's names and types: its address fields and checkboxes serve here.
  const jobForm = form as unknown as UseFormReturn<JobFormValues, unknown, CreateJob>;
  const [serviceDate, description, startTime, endTime, roles, weeks, guaranteedChosen] = useWatch({
    control,
    name: ['service_date', 'description', 'start_time', 'end_time', 'roles', 'weeks', 'guaranteed_pay'],
  });
  const offered = !!guaranteedPay?.enabled;
  const overnight = isTime(startTime) && isTime(endTime) && endsNextDay(startTime, endTime);
  const weekCount = Number(weeks) || 1;
  const needed = publicationCount(roles.length, weekCount).credits;
  const short = credits !== undefined && credits < needed;

  const submit = handleSubmit(
    async (data) => {
      try {
        // Not offered: nothing is said of it (the server would refuse it).
        if (!offered) delete data.guaranteed_pay;
        await onSubmit(data);
      } catch (error) {
        applyServerFieldErrors(error, setError);
      }
    },
    () => toast.error(JOB_TEXTS.validationTitle, { description: JOB_TEXTS.validationDescription }),
  );

  const today = todayInSaoPaulo();
  return (
    <form noValidate aria-label="Novo evento" onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <FormSection title="Sobre o evento" icon={BriefcaseBusiness}>
        <Field
          label="Nome do evento (opcional)"
          error={errors.name?.message}
          hint="Ex.: Casamento Silva. Sem nome, usamos o da empresa."
        >
          <Input maxLength={EVENT_LIMITS.name} {...register('name')} />
        </Field>
        <Field label="Empresa" error={errors.company?.message}>
          <Input autoComplete="organization" maxLength={JOB_LIMITS.company} {...register('company')} />
        </Field>
        <Field label="Preferência de gênero" error={errors.gender_preference?.message}>
          <NativeSelect {...register('gender_preference')}>
            <option value="">Selecione</option>
            {GENDER_PREFERENCES.map((value) => (
              <option key={value} value={value}>
                {GENDER_PREFERENCE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Descrição (opcional)"
          error={errors.description?.message}
          hint={`${description.length}/${JOB_LIMITS.description} caracteres`}
          className="sm:col-span-2"
        >
          <Textarea
            rows={3}
            maxLength={JOB_LIMITS.description}
            placeholder="Conte o tipo de evento, o público e o que a equipe vai fazer."
            {...register('description')}
          />
        </Field>
        <CheckboxCard
          control={jobForm.control}
          name="lanche_no_local"
          label="Lanche no local"
          hint="Marque se haverá refeição para a equipe durante o serviço."
        />
        <CheckboxCard
          control={jobForm.control}
          name="is_public"
          label="Vaga pública"
          hint="Qualquer pessoa vê as vagas pelo link e no Google, sem o endereço completo nem o seu contato."
        />
      </FormSection>

      <FormSection title="Funções" icon={Users}>
        <EventRolesFields form={form} guaranteed={offered && guaranteedChosen} />
      </FormSection>

      <FormSection title="Data e horário" icon={CalendarClock}>
        <Field label="Data do serviço" error={errors.service_date?.message}>
          <Input type="date" min={today} {...register('service_date')} />
        </Field>
        <Field
          label="Repetir semanalmente"
          error={errors.weeks?.message}
          hint="As mesmas funções, no mesmo dia da semana."
        >
          <NativeSelect {...register('weeks')}>
            <option value="1">Não repetir</option>
            {REPEAT_WEEK_OPTIONS.map((n) => (
              <option key={n} value={n}>
                Por {n} semanas
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="grid grid-cols-2 gap-4 sm:col-span-2">
          <Field label="Início" error={errors.start_time?.message}>
            <Input type="time" {...register('start_time', { deps: 'end_time' })} />
          </Field>
          <Field label="Término" error={errors.end_time?.message} hint={overnight ? JOB_TEXTS.endsNextDay : undefined}>
            <Input type="time" {...register('end_time')} />
          </Field>
        </div>
      </FormSection>

      <FormSection title="Pagamento" icon={Wallet}>
        <Field label="Data de pagamento" error={errors.payment_date?.message}>
          <Input type="date" min={serviceDate || today} {...register('payment_date')} />
        </Field>
        {offered ? (
          <GuaranteedPayFields
            control={jobForm.control}
            offer={guaranteedPay}
            places={roles.map((role, i) => ({
              label: isSegmentCode(role.segment) ? SEGMENT_LABELS[role.segment] : `Função ${i + 1}`,
              value: role.salary_cents,
              people: role.required_people,
            }))}
            weeks={weekCount}
          />
        ) : null}
      </FormSection>

      <FormSection title="Endereço" icon={MapPin}>
        <JobAddressFields form={jobForm} />
      </FormSection>

      <div
        role="status"
        className={
          short
            ? 'rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900'
            : 'rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900'
        }
      >
        <p className="font-semibold">{publicationCountText(roles.length, weekCount)}.</p>
        {credits === undefined ? null : (
          <p>
            {short
              ? `Você tem ${creditsText(credits)} e precisa de ${creditsText(needed)}: assine um plano para ganhar mais créditos.`
              : `Você tem ${creditsText(credits)}.`}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancelAction}
        <Button type="submit" size="lg" disabled={isSubmitting || short}>
          {isSubmitting ? 'Publicando...' : 'Publicar evento'}
        </Button>
      </div>
    </form>
  );
}
