import type { ContractorJobDetail, ContractorJobsResponse } from '@vamos/shared/schemas/job-views';
import { cancellationConsequence } from '@vamos/shared/cancellation-policy';
import { guaranteedFeeCents } from '@vamos/shared/guaranteed-pay';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { applicationsOfJob, startsFrom } from '../shifts/shifts.service.ts';
import { getBalances } from '../wallet/wallet.service.ts';
import { findContractorJob, findContractorJobs } from './contractor-jobs.repo.ts';
import { presentContractorJob } from './job-presenter.ts';

/** A guaranteed-pay job's place as 'Cancelar evento' prices it (decision 0044); null without guaranteed pay. */
function guaranteedPlace(
  job: { guaranteedPay: boolean; guaranteedFeeBps: number | null; salaryCents: number },
  config: Pick<Deps['config'], 'GUARANTEED_PAY_LATE_CANCEL_SHARE_PERCENT'>,
) {
  if (!job.guaranteedPay) return null;
  return {
    valueCents: job.salaryCents,
    feeCents: guaranteedFeeCents(job.salaryCents, job.guaranteedFeeBps ?? 0),
    sharePercent: config.GUARANTEED_PAY_LATE_CANCEL_SHARE_PERCENT,
  };
}

/** `GET /api/contractor/jobs`: my credits and my jobs (cancelled ones are gone), newest first. */
export async function listContractorJobs(deps: Pick<Deps, 'db'>, actor: Actor): Promise<ContractorJobsResponse> {
  const [rows, balances] = [await findContractorJobs(deps.db, actor.id), await getBalances(deps.db, actor.id)];
  const now = new Date();
  return { credits: balances.credit, jobs: rows.map((row) => presentContractorJob(row, now)) };
}

/** `GET /api/contractor/jobs/:id`: one of my jobs with its applications. Anyone else's: 404. */
export async function getContractorJob(
  deps: Pick<Deps, 'db' | 'team' | 'config'>,
  actor: Actor,
  jobId: string,
): Promise<ContractorJobDetail> {
  if (!isUuid(jobId) || actor.role !== 'contractor') throw new AppError('JOB_NOT_FOUND');
  const row = await findContractorJob(deps.db, jobId, actor.id);
  if (!row) throw new AppError('JOB_NOT_FOUND');
  const now = new Date();
  const job = presentContractorJob(row, now);
  const applications = await applicationsOfJob(deps, actor, row.job, now);
  const booked = applications.filter((a) => startsFrom('cancel_job', a.status)).length;
  return {
    ...job,
    applications,
    cancel_consequence: job.can.cancel
      ? cancellationConsequence(row.job, booked, now, guaranteedPlace(row.job, deps.config))
      : null,
  };
}
