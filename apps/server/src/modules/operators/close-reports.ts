import type { ReportAction } from '@vamos/shared/schemas/reports';
import { notify } from '../notifications/notifications.service.ts';
import { closeReports, reportTargetName, type LockedReport } from '../reports/reports.service.ts';
import type { ActionContext } from './action-context.ts';
import * as operatorsRepo from './operators.repo.ts';

/**
 * Closes locked open reports with the operator's outcome (decision 0054): 'dismiss' archives them
 * ('dismissed', audit 'report_dismissed'), any other action resolves them ('resolved', audit
 * 'report_resolved'); each reporter is told the outcome ('report_outcome', once per report). Returns
 * the ids closed (a report closed meanwhile is not closed, told or audited again).
 */
export async function closeTargetReports(
  { deps, tx, operator, now }: ActionContext,
  reports: LockedReport[],
  { resolution, reason }: { resolution: ReportAction; reason: string },
): Promise<string[]> {
  const open = reports.filter((report) => report.status === 'open');
  const [first] = open;
  if (!first) return [];
  const status = resolution === 'dismiss' ? 'dismissed' : 'resolved';
  const closed = new Set(
    await closeReports(
      tx,
      open.map((report) => report.id),
      { status, resolution, reason, operatorId: operator.personId, at: now },
    ),
  );
  const targetName = await reportTargetName(tx, first.targetType, first.targetId);
  for (const report of open.filter((r) => closed.has(r.id))) {
    await operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action: status === 'dismissed' ? 'report_dismissed' : 'report_resolved',
      targetType: 'report',
      targetId: report.id,
      before: { status: 'open', target_type: report.targetType, target_id: report.targetId },
      after: { status, resolution },
      reason,
      at: now,
    });
    await notify(deps, tx, {
      userId: report.reporterId,
      kind: 'report_outcome',
      ref: `report:${report.id}`,
      data: {
        reportId: report.id,
        targetType: report.targetType,
        targetName,
        outcome: resolution,
        reason,
      },
    });
  }
  return [...closed];
}
