import { REPORT_ACTIONS_FOR, type ReportAction, type ResolveReportResult } from '@vamos/shared/schemas/reports';
import { inTransaction } from '../../db/transaction.ts';
import type { Tx } from '../../db/client.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { removeEvaluation } from '../evaluations/evaluations.service.ts';
import { findJobMention } from '../jobs/jobs.service.ts';
import { findReport, lockOpenReportsOn, lockReport } from '../reports/reports.service.ts';
import type { ActionContext, OperatorDeps } from './action-context.ts';
import { closeTargetReports } from './close-reports.ts';
import { hideWithReports } from './hide-job.ts';
import { suspendUser } from './suspend-user.ts';
import * as operatorsRepo from './operators.repo.ts';

/**
 * `POST /api/operator/reports/:id/resolve` (decision 0054), in one transaction with its audit entries:
 * - 'Ocultar vaga' (a job's report): the job is hidden as from 'Vagas' (hideWithReports), and every
 *   open report on it is resolved, each reporter told;
 * - 'Remover avaliação' (an evaluation's report): the evaluation leaves every profile and average,
 *   audited 'evaluation_removed'; every open report on it is resolved, each reporter told;
 * - 'Suspender conta' (a profile's report, or a job's: then the company that published it): the person
 *   is suspended as from 'Usuários' (suspendUser, in this transaction: sessions ended, login refused,
 *   a company's open jobs hidden, audited 'user_suspended'); every open report on the target is
 *   resolved, each reporter told;
 * - 'Arquivar': this report alone is dismissed, its reporter told.
 * Every open report on the target is locked first, oldest first (then the job, then its shifts), so
 * two operators resolving reports on one target serialize: the second finds its report closed
 * (REPORT_ALREADY_RESOLVED) and nothing is refunded, removed or told twice.
 */
export async function resolveReport(
  deps: OperatorDeps,
  operator: OperatorActor,
  reportId: string,
  input: { action: ReportAction; reason: string },
  now = new Date(),
): Promise<ResolveReportResult> {
  if (!isUuid(reportId)) throw new AppError('REPORT_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const ctx: ActionContext = { deps, tx, afterCommit, operator, now };
    const found = await findReport(tx, reportId);
    if (!found) throw new AppError('REPORT_NOT_FOUND');
    if (!REPORT_ACTIONS_FOR[found.targetType].includes(input.action)) throw new AppError('REPORT_ACTION_NOT_ALLOWED');
    if (input.action === 'dismiss') {
      const report = await lockReport(tx, reportId);
      if (report?.status !== 'open') throw new AppError('REPORT_ALREADY_RESOLVED');
      const closed = await closeTargetReports(ctx, [report], { resolution: 'dismiss', reason: input.reason });
      return { closed_report_ids: closed, status: 'dismissed' };
    }
    const open = await lockOpenReportsOn(tx, found.targetType, found.targetId);
    if (!open.some((report) => report.id === reportId)) throw new AppError('REPORT_ALREADY_RESOLVED');
    if (input.action === 'hide_job') {
      const { closedReportIds } = await hideWithReports(ctx, found.targetId, input.reason, open);
      return { closed_report_ids: closedReportIds, status: 'resolved' };
    }
    if (input.action === 'suspend_user') {
      // The reports close first, as suspended: a job's report then does not close again as hidden
      // when the suspension hides the company's jobs.
      const closed = await closeTargetReports(ctx, open, { resolution: 'suspend_user', reason: input.reason });
      // As from 'Usuários' (decision 0050), joined to this transaction: its audit entry beside these.
      const personId = found.targetType === 'job' ? await jobOwnerOf(tx, found.targetId) : found.targetId;
      await suspendUser({ ...deps, db: tx }, operator, personId, input.reason, now);
      return { closed_report_ids: closed, status: 'resolved' };
    }
    const removed = await removeEvaluation(deps, tx, afterCommit, found.targetId, now);
    await operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action: 'evaluation_removed',
      targetType: 'evaluation',
      targetId: found.targetId,
      before: { rating: removed.rating, comment: removed.comment, removed_at: null },
      after: { removed_at: now.toISOString() },
      reason: input.reason,
      at: now,
    });
    const closed = await closeTargetReports(ctx, open, { resolution: 'remove_evaluation', reason: input.reason });
    return { closed_report_ids: closed, status: 'resolved' };
  });
}

/** The company that published a reported job. */
async function jobOwnerOf(tx: Tx, jobId: string): Promise<string> {
  const job = await findJobMention(tx, jobId);
  if (!job) throw new AppError('REPORT_TARGET_NOT_FOUND');
  return job.contractorId;
}
