/**
 * What other modules may do with reports (decision 0054): the operators' queue, and the locks and the
 * compare-and-set an operator's resolution takes in its own transaction.
 */
import type { OperatorReportList, ReportAction, ReportStatus, ReportTargetType } from '@vamos/shared/schemas/reports';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { presentOperatorReport } from './report-presenter.ts';
import * as reportsRepo from './reports.repo.ts';

export type { LockedReport } from './reports.repo.ts';

const QUEUE_LIMIT = 200;

/** 'Denúncias': the open reports, oldest first (the first QUEUE_LIMIT). */
export async function listOpenReports(db: DbOrTx): Promise<OperatorReportList> {
  return { reports: (await reportsRepo.listOpen(db, QUEUE_LIMIT)).map(presentOperatorReport) };
}

/** The report as it stands, unlocked: what it is about, to lock its target's reports in order (undefined: none). */
export function findReport(db: DbOrTx, id: string): Promise<reportsRepo.LockedReport | undefined> {
  return reportsRepo.findReport(db, id);
}

/** The report, locked for its resolution (undefined: none). */
export function lockReport(tx: Tx, id: string): Promise<reportsRepo.LockedReport | undefined> {
  return reportsRepo.lockReport(tx, id);
}

/** Every open report on the same target, locked, oldest first. */
export function lockOpenReportsOn(
  tx: Tx,
  type: ReportTargetType,
  targetId: string,
): Promise<reportsRepo.LockedReport[]> {
  return reportsRepo.lockOpenOnTarget(tx, type, targetId);
}

/** Closes the open ones of `ids` with the operator's outcome; returns the ids it closed. */
export function closeReports(
  tx: Tx,
  ids: string[],
  values: {
    status: Exclude<ReportStatus, 'open'>;
    resolution: ReportAction;
    reason: string;
    operatorId: string;
    at: Date;
  },
): Promise<string[]> {
  return reportsRepo.closeReports(tx, ids, values);
}

/** How the reporter's notice names the target. */
export function reportTargetName(db: DbOrTx, type: ReportTargetType, id: string): Promise<string> {
  return reportsRepo.targetNameOf(db, type, id);
}
