import { useWatch, type UseFormReturn } from 'react-hook-form';
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
import { CheckboxCard } from './checkbox-card';

export const GUARANTEED_PAY_FORM_TEXTS = {
  label: 'Pagamento garantido pelo Vamos Trabalhar',
  hint: `Você paga o valor por PIX ao aprovar cada freelancer; nós pagamos o freelancer por PIX até ${RELEASE_AFTER_SHIFT_HOURS} h após o turno.`,
  locked: 'Só pode ser mudado antes da primeira aprovação.',
  noValue: 'Informe o orçamento para ver a taxa de serviço e o total.',
} as const;

/** The lines of the summary for the value and people typed. */
function summaryLines(rate: GuaranteedPayRate, valueCents: number, people: number | undefined): PayBreakdownLine[] {
  const fee = guaranteedFeeOf(rate, valueCents);
  const total = valueCents + fee;
  const lines: PayBreakdownLine[] = [
    { label: 'Valor por pessoa', value: formatBrl(valueCents) },
    { label: `Taxa de serviço (${feePercentLabel(rate.feeBps)})`, value: formatBrl(fee) },
    { label: 'Total por pessoa', value: formatBrl(total), total: people === undefined || people <= 1 },
  ];
  if (people !== undefined && people > 1) {
    lines.push({ label: `Total para ${people} pessoas`, value: formatBrl(total * people), total: true });
  }
  return lines;
}

/**
 * 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042) in the job form's 'Pagamento': the
 * choice, and once chosen what each place costs by PIX (value, service fee, total) as the value and
 * the number of people are typed.
 */
export function GuaranteedPayFields({
  form,
  offer,
}: {
  form: UseFormReturn<JobFormValues, unknown, CreateJob>;
  offer: GuaranteedPayOffer;
}) {
  const { control } = form;
  const [checked, salary, requiredPeople] = useWatch({
    control,
    name: ['guaranteed_pay', 'salary_cents', 'required_people'],
  });
  const valueCents = centsOf(salary);
  const typedPeople = peopleOf(requiredPeople);
  const people =
    typedPeople !== undefined &&
    Number.isInteger(typedPeople) &&
    typedPeople >= 1 &&
    typedPeople <= JOB_LIMITS.maxPeople
      ? typedPeople
      : undefined;
  return (
    <>
      <CheckboxCard
        control={control}
        name="guaranteed_pay"
        label={GUARANTEED_PAY_FORM_TEXTS.label}
        hint={
          <>
            {GUARANTEED_PAY_FORM_TEXTS.hint}
            {offer.locked ? (
              <span className="mt-1 block font-medium text-slate-800"> {GUARANTEED_PAY_FORM_TEXTS.locked}</span>
            ) : null}
          </>
        }
        disabled={offer.locked}
      />
      {checked ? (
        valueCents === undefined || valueCents === 0 ? (
          <p className="text-sm text-slate-600 sm:col-span-2">{GUARANTEED_PAY_FORM_TEXTS.noValue}</p>
        ) : (
          <PayBreakdown lines={summaryLines(guaranteedPayRate(offer), valueCents, people)} className="sm:col-span-2" />
        )
      ) : null}
    </>
  );
}
