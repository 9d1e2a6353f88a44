import { feePercentToBps } from '@vamos/shared/guaranteed-pay';
import { SEGMENT_LABELS } from '@vamos/shared/segments';
import type { CreateJob, UpdateJob } from '@vamos/shared/schemas/jobs';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobRow, JobWrite } from './jobs.repo.ts';

/**
 * The columns of a job from the create/edit form: the title is the segment's label (the main
 * form has no title), the location reads "Bairro, Cidade - UF", the address is kept whole.
 */
export function toJobWrite(input: CreateJob | UpdateJob): JobWrite {
  return {
    title: SEGMENT_LABELS[input.segment],
    description: input.description,
    company: input.company,
    location: `${input.neighborhood}, ${input.city} - ${input.state}`,
    city: input.city,
    state: input.state,
    address: {
      cep: input.cep,
      state: input.state,
      city: input.city,
      neighborhood: input.neighborhood,
      street: input.street,
      number: input.number,
      complement: input.complement,
    },
    serviceDate: input.service_date,
    startTime: input.start_time,
    endTime: input.end_time,
    paymentDate: input.payment_date,
    salaryCents: input.salary_cents,
    requirements: input.requirements,
    lancheNoLocal: input.lanche_no_local,
    isPublic: input.is_public,
    genderPreference: input.gender_preference,
    segment: input.segment,
    requiredPeople: input.required_people,
  };
}

export type GuaranteedPayWrite = { guaranteedPay: boolean; guaranteedFeeBps: number | null };

type PayConfig = Pick<Config, 'GUARANTEED_PAY' | 'GUARANTEED_PAY_FEE_PERCENT'>;

/**
 * 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042) as a publication writes it: the fee is
 * the configured one now, fixed on the job. Refused while the deployment does not offer it.
 */
export function guaranteedPayOnPublish(config: PayConfig, chosen: boolean | undefined): GuaranteedPayWrite {
  if (!chosen) return { guaranteedPay: false, guaranteedFeeBps: null };
  if (!config.GUARANTEED_PAY) throw new AppError('GUARANTEED_PAY_UNAVAILABLE');
  return { guaranteedPay: true, guaranteedFeeBps: feePercentToBps(config.GUARANTEED_PAY_FEE_PERCENT) };
}

/**
 * The choice on an edit: absent or the same, unchanged (the job keeps its fee); changed only before
 * the first approval (a place held for its payment counts), else GUARANTEED_PAY_LOCKED.
 */
export function guaranteedPayOnEdit(
  config: PayConfig,
  job: Pick<JobRow, 'guaranteedPay' | 'approvedCount'>,
  chosen: boolean | undefined,
): GuaranteedPayWrite | null {
  if (chosen === undefined || chosen === job.guaranteedPay) return null;
  if (job.approvedCount > 0) throw new AppError('GUARANTEED_PAY_LOCKED');
  return guaranteedPayOnPublish(config, chosen);
}
