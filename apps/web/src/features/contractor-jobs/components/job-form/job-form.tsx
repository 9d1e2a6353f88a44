import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormGetValues } from 'react-hook-form';
import { BriefcaseBusiness, CalendarClock, MapPin, Wallet } from 'lucide-react';
import { toast } from '@/lib/toast';
import { GENDER_PREFERENCES, GENDER_PREFERENCE_LABELS } from '@vamos/shared/gender';
import { JOB_LIMITS } from '@vamos/shared/job-limits';
import { SEGMENT_CODES, SEGMENT_LABELS } from '@vamos/shared/segments';
import { isTime, todayInSaoPaulo } from '@vamos/shared/dates';
import { endsNextDay } from '@vamos/shared/shift-times';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { applyServerFieldErrors } from '@/components/forms/server-errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { jobFormResolver, type JobFormMode } from '../../lib/job-form-resolver';
import type { JobFormValues } from '../../lib/job-form-values';
import type { GuaranteedPayOffer } from '../../lib/guaranteed-pay';
import { JOB_TEXTS } from '../../lib/job-texts';
import { BrlInput } from './brl-input';
import { CheckboxCard } from './checkbox-card';
import { FormSection } from './form-section';
import { JobAddressFields } from './job-address-fields';

// 'Convidar minha equipe primeiro' and 'Pagamento garantido' come after the form's first paint, in one
// chunk fetched from one place (the create page's first-load budget).
const laterFields = () => import('./later-fields');
const InviteFirstFields = lazy(async () => ({ default: (await laterFields()).InviteFirstFields }));
const GuaranteedPayFields = lazy(async () => ({ default: (await laterFields()).JobGuaranteedPayFields }));

/** The segments in alphabetical order of their labels (the job form's and the event's roles' select). */
export const SEGMENT_OPTIONS = [...SEGMENT_CODES].sort((a, b) =>
  SEGMENT_LABELS[a].localeCompare(SEGMENT_LABELS[b], 'pt-BR'),
);

type JobFormProps = {
  mode: JobFormMode;
  defaultValues: JobFormValues;
  /** Saves the job; a thrown ApiError's per-field messages are shown next to the fields. */
  onSubmit: (data: CreateJob) => Promise<void>;
  submitLabel: string;
  pendingLabel: string;
  /** Extra actions beside the submit button (e.g. 'Cancelar'), given a reader of the form's current values. */
  actions?: (getValues: UseFormGetValues<JobFormValues>) => ReactNode;
  /** Shown above the fields (e.g. the credit notice). */
  header?: ReactNode;
  /** Shown below the fields, above the buttons (e.g. 'Repetir semanalmente'). */
  footer?: ReactNode;
  disabled?: boolean;
  /** 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042): shown where the deployment offers it. */
  guaranteedPay?: GuaranteedPayOffer;
};

/**
 * The job form of spec 02 §5 (create and edit share it): every rule and message comes from the
 * shared schema. A failed client check shows each message under its field and a toast.
 */
export function JobForm({
  mode,
  defaultValues,
  onSubmit,
  submitLabel,
  pendingLabel,
  actions,
  header,
  footer,
  disabled,
  guaranteedPay,
}: JobFormProps) {
  const resolver = useMemo(() => jobFormResolver(mode), [mode]);
  const form = useForm<JobFormValues, unknown, CreateJob>({
    resolver,
    defaultValues,
    reValidateMode: 'onChange',
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const [serviceDate, description, startTime, endTime, guaranteedChosen] = useWatch({
    control,
    name: ['service_date', 'description', 'start_time', 'end_time', 'guaranteed_pay'],
  });
  const offered = !!guaranteedPay?.enabled;
  const guaranteed = offered && guaranteedChosen;
  // An end before the start is a night shift (decision 0012): said as it is typed, not after 'Publicar'.
  const overnight = isTime(startTime) && isTime(endTime) && endsNextDay(startTime, endTime);

  useEffect(() => {
    if (formState.isSubmitted) void form.trigger('payment_date');
  }, [serviceDate, form, formState.isSubmitted]);

  const submit = handleSubmit(
    async (data) => {
      try {
        // Not offered, or locked: the job's choice is left as it is.
        if (!offered || guaranteedPay.locked) delete data.guaranteed_pay;
        // All places paid at once (decision 0056): only with guaranteed pay chosen, before the first approval.
        if (!offered || guaranteedPay.locked || !data.guaranteed_pay || !data.pay_all_now) delete data.pay_all_now;
        await onSubmit(data);
      } catch (error) {
        applyServerFieldErrors(error, setError, { fields: Object.keys(defaultValues) as (keyof JobFormValues)[] });
      }
    },
    () => toast.error(JOB_TEXTS.validationTitle, { description: JOB_TEXTS.validationDescription }),
  );

  const today = todayInSaoPaulo();
  return (
    <form
      noValidate
      aria-label={mode === 'create' ? 'Nova vaga' : 'Editar vaga'}
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-5"
    >
      {header}
      <FormSection title="Sobre a vaga" icon={BriefcaseBusiness}>
        <Field label="Segmento" error={errors.segment?.message}>
          <NativeSelect {...register('segment')}>
            <option value="">Selecione o segmento</option>
            {SEGMENT_OPTIONS.map((code) => (
              <option key={code} value={code}>
                {SEGMENT_LABELS[code]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Empresa" error={errors.company?.message}>
          <Input
            autoComplete="organization"
            maxLength={mode === 'create' ? JOB_LIMITS.company : JOB_LIMITS.companyOnEdit}
            {...register('company')}
          />
        </Field>
        <Field label="Número de pessoas" error={errors.required_people?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={JOB_LIMITS.minPeople}
            max={JOB_LIMITS.maxPeople}
            step={1}
            {...register('required_people')}
          />
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
          label={mode === 'create' ? 'Descrição (opcional)' : 'Descrição'}
          error={errors.description?.message}
          hint={`${description.length}/${JOB_LIMITS.description} caracteres`}
          className="sm:col-span-2"
        >
          <Textarea
            rows={4}
            maxLength={JOB_LIMITS.description}
            placeholder="Conte o que o freelancer vai fazer, o tipo de evento e o público."
            {...register('description')}
          />
        </Field>
        <Field label="Vestimentas" error={errors.requirements?.message} className="sm:col-span-2">
          <Textarea
            rows={2}
            maxLength={JOB_LIMITS.requirements}
            placeholder="Ex.: camisa preta, calça social e sapato fechado"
            {...register('requirements')}
          />
        </Field>
        <CheckboxCard
          control={control}
          name="lanche_no_local"
          label="Lanche no local"
          hint="Marque se haverá refeição para a equipe durante o serviço."
        />
        <CheckboxCard
          control={control}
          name="is_public"
          label="Vaga pública"
          hint="Qualquer pessoa vê a vaga pelo link e no Google, sem o endereço completo nem o seu contato. Desmarque para mostrá-la só a freelancers com conta."
        />
        {mode === 'create' ? (
          <Suspense fallback={null}>
            <InviteFirstFields form={form} />
          </Suspense>
        ) : null}
      </FormSection>

      <FormSection title="Data e horário" icon={CalendarClock}>
        <Field label="Data do serviço" error={errors.service_date?.message} className="sm:col-span-2">
          <Input type="date" min={today} {...register('service_date')} />
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
        <Field
          label="Orçamento"
          error={errors.salary_cents?.message}
          hint={`Valor pago a cada freelancer, ${guaranteed ? 'por PIX pelo Vamos Trabalhar' : 'fora da plataforma'}.`}
        >
          <BrlInput {...register('salary_cents')} />
        </Field>
        <Field label="Data de pagamento" error={errors.payment_date?.message}>
          <Input type="date" min={serviceDate || today} {...register('payment_date')} />
        </Field>
        {offered ? (
          <Suspense fallback={null}>
            <GuaranteedPayFields form={form} offer={guaranteedPay} />
          </Suspense>
        ) : null}
      </FormSection>

      <FormSection title="Endereço" icon={MapPin}>
        <JobAddressFields form={form} />
      </FormSection>

      {footer}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {actions?.(form.getValues)}
        <Button type="submit" size="lg" disabled={disabled || isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
