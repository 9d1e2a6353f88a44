import type { HideJobResult } from '@vamos/shared/schemas/operator-jobs';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { hideLockedJob, publishHidden } from '../jobs/hide-job.ts';
import { notify } from '../notifications/notifications.service.ts';
import { lockOpenReportsOn, type LockedReport } from '../reports/reports.service.ts';
import { settlePlace } from '../shift-pay/settle-pay.ts';
import type { ActionContext, OperatorDeps } from './action-context.ts';
import { closeTargetReports } from './close-reports.ts';
import * as operatorsRepo from './operators.repo.ts';

/**
 * `POST /api/operator/jobs/:id/hide` ('Ocultar vaga' on 'Vagas', decision 0054). The open reports on
 * the job are locked first (the order every resolution takes: reports, then the job, then its
 * shifts), so a hide from 'Vagas' and one from 'Denúncias' at once wait for each other and the second
 * finds the job hidden (JOB_ALREADY_HIDDEN), refunding nobody twice.
 */
export async function hideJob(
  deps: OperatorDeps,
  operator: OperatorActor,
  jobId: string,
  input: { reason: string },
  now = new Date(),
): Promise<HideJobResult> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const ctx = { deps, tx, afterCommit, operator, now };
    const reports = await lockOpenReportsOn(tx, 'job', jobId);
    return (await hideWithReports(ctx, jobId, input.reason, reports)).result;
  });
}

/**
 * The hide itself, in the caller's transaction, with the job's open reports already locked: the job
 * is cancelled and hidden and its shifts follow by hide_job (coins back, late compensation, places
 * given back, everyone on it told as for a cancellation); each guaranteed-pay place is settled at once
 * by settlePlace, which refunds the contractor in full (payDecision reads the job's hidden_at); the
 * contractor is told why ('job_hidden'); the open reports on the job close as resolved, each reporter
 * told; and the audit entries are written: 'job_hidden' with the job before and after, and
 * 'report_resolved' for each report.
 */
export async function hideWithReports(
  ctx: ActionContext,
  jobId: string,
  reason: string,
  reports: LockedReport[],
): Promise<{ result: HideJobResult; closedReportIds: string[] }> {
  const { deps, tx, afterCommit, operator, now } = ctx;
  const hidden = await hideLockedJob(deps, tx, operator, jobId, now);
  for (const shiftId of hidden.cancelledShiftIds) await settlePlace(deps, tx, afterCommit, shiftId, now);
  const refunded = hidden.cancelledShiftIds.length;
  await notify(deps, tx, {
    userId: hidden.contractorId,
    kind: 'job_hidden',
    ref: `job:${jobId}`,
    data: { jobId, jobTitle: hidden.title, serviceDate: hidden.serviceDate, reason, refunded },
  });
  const auditId = await operatorsRepo.appendAudit(tx, {
    operatorId: operator.personId,
    action: 'job_hidden',
    targetType: 'job',
    targetId: jobId,
    before: { status: hidden.before.status, hidden_at: null },
    after: {
      status: hidden.after.status,
      hidden_at: hidden.after.hiddenAt,
      refunded_shifts: hidden.cancelledShiftIds,
      closed_applications: hidden.closed,
      pay: await operatorsRepo.payStatusesOf(tx, hidden.cancelledShiftIds),
    },
    reason,
    at: now,
  });
  const closedReportIds = await closeTargetReports(ctx, reports, { resolution: 'hide_job', reason });
  afterCommit(() => publishHidden(deps, jobId, hidden));
  return { result: { job_id: jobId, audit_id: auditId, refunded, closed: hidden.closed }, closedReportIds };
}
