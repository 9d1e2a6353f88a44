import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { RELEASE_AFTER_SHIFT_HOURS } from '@vamos/shared/guaranteed-pay';
import { JOB_LIMITS } from '@vamos/shared/job-limits';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { formatBrl } from '@/lib/format';
import { centsOf, peopleOf, type JobFormValues } from '../../lib/job-form-values';
import {
  feePercentLabel,
  guaranteedFeeOf,
  guaranteedPayRate,
  type GuaranteedPayOffer,
  type GuaranteedPayRate,
} from '../../lib/guaranteed-pay';
import { PayBreakdown, type PayBreakdownLine } from '../pay-breakdown';
import { JOB_FUNDING_TEXTS, payAllHint } from '../../lib/job-funding-texts';
import { CheckboxCard } from './checkbox-card';

export const GUARANTEED_PAY_FORM_TEXTS = {
  label: 'Pagamento garantido pelo Vamos Trabalhar',
  hint: `Você paga o valor por PIX ao aprovar cada freelancer; nós pagamos o freelancer por PIX até ${RELEASE_AFTER_SHIFT_HOURS} h após o turno.`,
  /** With 'Pagar todas as vagas agora' ticked (decision 0056): one PIX at publishing, none per approval. */
  paidAllHint: `Você paga todas as vagas por PIX ao publicar, e aprova cada freelancer sem novo PIX; nós pagamos o freelancer por PIX até ${RELEASE_AFTER_SHIFT_HOURS} h após o turno.`,
  eventHint: 'Vale para todas as funções do evento.',
  locked: 'Só pode ser mudado antes da primeira aprovação.',
  noValue: 'Informe o orçamento para ver a taxa de serviço e o total.',
} as const;

/**
 * What is paid per place, as typed: a job's value and people, or one role of an event (`label`, its
 * segment or 'Função 2'). The texts as typed: a blank or odd number says nothing yet.
 */
export type GuaranteedPayPlace = { label?: string; value: string; people: string };

type Place = { label?: string; valueCents: number; people: number | undefined };

/** The people typed, when they are a number of people the job may ask for. */
function validPeople(text: string): number | undefined {
  const n = peopleOf(text);
  return n !== undefined && Number.isInteger(n) && n >= JOB_LIMITS.minPeople && n <= JOB_LIMITS.maxPeople
    ? n
    : undefined;
}

const peopleText = (n: number) => (n === 1 ? '1 pessoa' : `${n} pessoas`);

/** A job's lines: value, fee and total per person, and the total for its people when more than one. */
function jobLines(rate: GuaranteedPayRate, place: Place): PayBreakdownLine[] {
  const fee = guaranteedFeeOf(rate, place.valueCents);
  const total = place.valueCents + fee;
  const { people } = place;
  const lines: PayBreakdownLine[] = [
    { label: 'Valor por pessoa', value: formatBrl(place.valueCents) },
    { label: `Taxa de serviço (${feePercentLabel(rate.feeBps)})`, value: formatBrl(fee) },
    { label: 'Total por pessoa', value: formatBrl(total), total: people === undefined || people <= 1 },
  ];
  if (people !== undefined && people > 1) {
    lines.push({ label: `Total para ${people} pessoas`, value: formatBrl(total * people), total: true });
  }
  return lines;
}

/** A role's lines in an event's summary: value and fee per person, and the role's total for its people. */
function roleLines(rate: GuaranteedPayRate, place: Place & { people: number }): PayBreakdownLine[] {
  const fee = guaranteedFeeOf(rate, place.valueCents);
  return [
    { label: 'Valor por pessoa', value: formatBrl(place.valueCents) },
    { label: `Taxa de serviço (${feePercentLabel(rate.feeBps)})`, value: formatBrl(fee) },
    {
      label: `Total para ${peopleText(place.people)}`,
      value: formatBrl((place.valueCents + fee) * place.people),
      total: true,
    },
  ];
}

/** An event's total for all people of all roles (and of every week when it repeats). */
function eventTotalLines(rate: GuaranteedPayRate, places: (Place & { people: number })[], weeks: number) {
  const people = places.reduce((sum, p) => sum + p.people, 0);
  const perWeek = places.reduce((sum, p) => sum + (p.valueCents + guaranteedFeeOf(rate, p.valueCents)) * p.people, 0);
  if (weeks <= 1) {
    return [{ label: `Total do evento (${peopleText(people)})`, value: formatBrl(perWeek), total: true }];
  }
  return [
    { label: `Total por semana (${peopleText(people)})`, value: formatBrl(perWeek) },
    { label: `Total em ${weeks} semanas`, value: formatBrl(perWeek * weeks), total: true },
  ];
}

function EventSummary({ rate, places, weeks }: { rate: GuaranteedPayRate; places: Place[]; weeks: number }) {
  const complete = places.filter((p): p is Place & { people: number } => p.people !== undefined);
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <ul aria-label="Pagamento garantido por função" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {places.map((place, i) => (
          <li key={i} className="flex flex-col gap-1.5">
            <p className="text-sm font-semibold text-slate-900">
              {place.label}
              {place.people === undefined ? null : ` · ${peopleText(place.people)}`}
            </p>
            {place.people === undefined ? (
              <p className="text-sm text-slate-600">Informe o número de pessoas para ver o total.</p>
            ) : (
              <PayBreakdown lines={roleLines(rate, { ...place, people: place.people })} />
            )}
          </li>
        ))}
      </ul>
      {complete.length === places.length ? <PayBreakdown lines={eventTotalLines(rate, complete, weeks)} /> : null}
    </div>
  );
}

/**
 * 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042), the job form's and the event form's one
 * choice: the checkbox, and once chosen what the places cost by PIX (value, service fee, totals) as
 * they are typed. `places`: the job's one place (its lines per person and for its people), or each
 * role of an event (`label`s: a block per role, then the event's total, per week when it repeats).
 */
export function GuaranteedPayFields({
  control,
  offer,
  places,
  weeks = 1,
  paysAllNow = false,
}: {
  control: Control<JobFormValues, unknown, CreateJob>;
  offer: GuaranteedPayOffer;
  places: readonly GuaranteedPayPlace[];
  weeks?: number;
  /** 'Pagar todas as vagas agora' is ticked: the places are paid at publishing, not at each approval. */
  paysAllNow?: boolean;
}) {
  const checked = useWatch({ control, name: 'guaranteed_pay' });
  const isEvent = places.some((p) => p.label !== undefined);
  const priced = places.flatMap(({ label, value, people }) => {
    const valueCents = centsOf(value);
    return valueCents === undefined || valueCents === 0 ? [] : [{ label, valueCents, people: validPeople(people) }];
  });
  const rate = guaranteedPayRate(offer);
  return (
    <>
      <CheckboxCard
        control={control}
        name="guaranteed_pay"
        label={GUARANTEED_PAY_FORM_TEXTS.label}
        hint={
          <>
            {paysAllNow ? GUARANTEED_PAY_FORM_TEXTS.paidAllHint : GUARANTEED_PAY_FORM_TEXTS.hint}
            {isEvent ? ` ${GUARANTEED_PAY_FORM_TEXTS.eventHint}` : null}
            {offer.locked ? (
              <span className="mt-1 block font-medium text-slate-800"> {GUARANTEED_PAY_FORM_TEXTS.locked}</span>
            ) : null}
          </>
        }
        disabled={offer.locked}
      />
      {!checked ? null : priced.length < places.length ? (
        <p className="text-sm text-slate-600 sm:col-span-2">{GUARANTEED_PAY_FORM_TEXTS.noValue}</p>
      ) : isEvent ? (
        <EventSummary rate={rate} places={priced} weeks={weeks} />
      ) : priced[0] ? (
        <PayBreakdown lines={jobLines(rate, priced[0])} className="sm:col-span-2" />
      ) : null}
    </>
  );
}

/** The job form's choice: its one place is the value and the people typed. */
export function JobGuaranteedPayFields({
  form,
  offer,
}: {
  form: UseFormReturn<JobFormValues, unknown, CreateJob>;
  offer: GuaranteedPayOffer;
}) {
  const [value, people, chosen, payAllNow] = useWatch({
    control: form.control,
    name: ['salary_cents', 'required_people', 'guaranteed_pay', 'pay_all_now'],
  });
  const valueCents = centsOf(value);
  const perPlace = valueCents ? valueCents + guaranteedFeeOf(guaranteedPayRate(offer), valueCents) : undefined;
  return (
    <>
      <GuaranteedPayFields
        control={form.control}
        offer={offer}
        places={[{ value, people }]}
        paysAllNow={Boolean(chosen && payAllNow && !offer.locked)}
      />
      {chosen && !offer.locked ? (
        <CheckboxCard
          control={form.control}
          name="pay_all_now"
          label={JOB_FUNDING_TEXTS.option}
          hint={payAllHint(validPeople(people), perPlace)}
        />
      ) : null}
    </>
  );
}
