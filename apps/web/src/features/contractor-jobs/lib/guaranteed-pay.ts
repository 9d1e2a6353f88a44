import { feePercentToBps, guaranteedFeeCents } from '@vamos/shared/guaranteed-pay';
import type { ContractorJob } from '@vamos/shared/schemas/job-views';
import type { GuaranteedPayConfig } from '@/lib/app-config';

/**
 * 'Pagamento garantido pelo Vamos Trabalhar' as the job form offers it (decision 0042): the
 * deployment's settings (`enabled`, and the fee now for a job that becomes guaranteed), and on edit
 * the job. Plain data, so that the form's page carries none of the arithmetic: the
 * fields that show it come after the first paint (./guaranteed-pay-fields).
 */
export type GuaranteedPayOffer = GuaranteedPayConfig & {
  /** On edit: the job, whose own fee was fixed when it was published. */
  job?: Pick<ContractorJob, 'guaranteed_fee_cents' | 'salary_cents'>;
  /** On edit after the first approval: the choice is kept as it is (and not sent). */
  locked?: boolean;
};

/** The fee the form shows: in basis points, and the job's own for its stored value. */
export type GuaranteedPayRate = {
  feeBps: number;
  storedFee: { valueCents: number; feeCents: number } | null;
};

/** The job's own rate when it is guaranteed (read back from the fee of its value), else the deployment's. */
export function guaranteedPayRate({ feePercent, job }: GuaranteedPayOffer): GuaranteedPayRate {
  const fee = job?.guaranteed_fee_cents ?? null;
  if (job && fee !== null && job.salary_cents > 0) {
    return {
      feeBps: Math.round((fee * 10_000) / job.salary_cents),
      storedFee: { valueCents: job.salary_cents, feeCents: fee },
    };
  }
  return { feeBps: feePercentToBps(feePercent), storedFee: null };
}

/** The fee of one place worth `valueCents`: the job's stored one while its value is unchanged. */
export function guaranteedFeeOf(rate: GuaranteedPayRate, valueCents: number): number {
  if (rate.storedFee && rate.storedFee.valueCents === valueCents) return rate.storedFee.feeCents;
  return guaranteedFeeCents(valueCents, rate.feeBps);
}

/** 1000 → '10%', 1250 → '12,5%'. */
export function feePercentLabel(feeBps: number): string {
  return `${String(feeBps / 100).replace('.', ',')}%`;
}
