import { FUNDING_HOLD_MINUTES, RELEASE_AFTER_SHIFT_HOURS } from '@vamos/shared/guaranteed-pay';
import { APPROVAL_CREDITS, coins, credits as creditsText } from '@vamos/shared/pricing';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import { CancellationPolicyLink } from '@/components/applications/withdrawal-consequence';
import { formatBrl } from '@/lib/format';
import { JOB_TEXTS } from '../lib/job-texts';

type GuaranteedJob = Pick<ContractorJobDetail, 'guaranteed_pay' | 'guaranteed_fee_cents' | 'salary_cents'>;

/** What one place of a guaranteed-pay job costs by PIX (value and fee); null on any other job. */
function placeCost(job: GuaranteedJob): { value: number; fee: number; total: number } | null {
  if (!job.guaranteed_pay) return null;
  const fee = job.guaranteed_fee_cents ?? 0;
  return { value: job.salary_cents, fee, total: job.salary_cents + fee };
}

/**
 * 'Aprovar', or on a guaranteed-pay job 'Aprovar e pagar R$ 165,00 por PIX'; 'Aprovar' again when the
 * place comes from the job's places paid at once (`pooled`, decision 0056).
 */
export function approveLabel(job: GuaranteedJob, pooled = false): string {
  const cost = pooled ? null : placeCost(job);
  return cost ? `Aprovar e pagar ${formatBrl(cost.total)} por PIX` : JOB_TEXTS.approve;
}

/** What an approval costs, said in its confirmation (spec 02 §8), and on a guaranteed-pay job what is paid. */
export function ApproveDescription({
  job,
  applicationCost,
  pooled = false,
}: {
  job: GuaranteedJob;
  applicationCost: number;
  /** The place comes from the job's places paid at once (decision 0056): no PIX of its own. */
  pooled?: boolean;
}) {
  const cost = pooled ? null : placeCost(job);
  return (
    <>
      <p>
        A aprovação usa <strong className="text-slate-900">{creditsText(APPROVAL_CREDITS)}</strong> seu e desconta{' '}
        <strong className="text-slate-900">{coins(applicationCost)}</strong> do freelancer. Os dados de contato dele
        ficam disponíveis para você. Se ele desistir, o crédito volta para você: veja a <CancellationPolicyLink />.
      </p>
      {cost ? (
        <p>
          Pagamento garantido: em seguida você paga <strong className="text-slate-900">{formatBrl(cost.total)}</strong>{' '}
          por PIX ({formatBrl(cost.value)} do valor + {formatBrl(cost.fee)} de taxa de serviço). O lugar fica reservado
          por {FUNDING_HOLD_MINUTES} minutos até o pagamento; o freelancer recebe por PIX até{' '}
          {RELEASE_AFTER_SHIFT_HOURS} h após o turno.
        </p>
      ) : null}
      {pooled ? (
        <p>
          Pagamento garantido: a vaga sai das vagas já pagas, sem novo PIX. O freelancer recebe por PIX até{' '}
          {RELEASE_AFTER_SHIFT_HOURS} h após o turno.
        </p>
      ) : null}
    </>
  );
}
