import type { OperatorReport, ReportTarget } from '@vamos/shared/schemas/reports';
import type { OpenReportRow } from './reports.repo.ts';

function targetOf(row: OpenReportRow): ReportTarget {
  const owner = { id: row.ownerId, name: row.ownerName, email: row.ownerEmail };
  switch (row.targetType) {
    case 'job':
      return {
        type: 'job',
        id: row.targetId,
        title: row.jobTitle ?? '',
        company: row.jobCompany ?? '',
        city: row.jobCity ?? '',
        service_date: row.jobServiceDate ?? '',
        description: row.jobDescription ?? '',
        status: row.jobStatus ?? '',
        hidden: row.jobHidden ?? false,
        owner,
      };
    case 'profile':
      return {
        type: 'profile',
        id: row.targetId,
        role: row.profileRole ?? '',
        bio: row.profileDescription ?? '',
        owner,
      };
    case 'evaluation':
      return {
        type: 'evaluation',
        id: row.targetId,
        rating: Number(row.evaluationRating ?? 0),
        comment: row.evaluationComment ?? '',
        job_title: row.evaluationJobTitle ?? '',
        removed: row.evaluationRemoved ?? false,
        owner,
        evaluated: { id: row.evaluatedId ?? '', name: row.evaluatedName ?? '', email: row.evaluatedEmail ?? '' },
      };
    default: {
      const never: never = row.targetType;
      throw new Error(`unknown report target ${String(never)}`);
    }
  }
}

/** One open report as the operator's queue shows it: who reported, why, and the target's content. */
export function presentOperatorReport(row: OpenReportRow): OperatorReport {
  return {
    id: row.id,
    created_at: new Date(row.createdAt).toISOString(),
    category: row.category,
    text: row.text,
    reporter: { id: row.reporterId, name: row.reporterName, email: row.reporterEmail },
    target: targetOf(row),
    open_reports_on_target: Number(row.openOnTarget),
  };
}
