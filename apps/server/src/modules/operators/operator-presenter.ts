import type { AuditEntry, Contest } from '@vamos/shared/schemas/operator';
import type { ContestRow, listAudit } from './operators.repo.ts';

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A contested no-show as the operator reads it: both people (name and e-mail), the facts, the text. */
export function presentContest(row: ContestRow): Contest {
  return {
    shift_id: row.shiftId,
    job: {
      id: row.jobId,
      title: row.title,
      company: row.company,
      service_date: row.serviceDate,
      start_time: row.startTime.slice(0, 5),
      end_time: row.endTime.slice(0, 5),
      guaranteed_pay: row.guaranteedPay,
    },
    freelancer: { id: row.freelancerId, name: row.freelancerName, email: row.freelancerEmail },
    contractor: { id: row.contractorId, name: row.contractorName, email: row.contractorEmail },
    marked_at: iso(row.markedAt),
    marked_by: row.markedBy,
    contested_at: iso(row.contestedAt),
    contest_text: row.contestText ?? '',
    confirmed_at: iso(row.confirmedAt),
    checked_in_at: iso(row.checkedInAt),
    pay_status: row.payStatus,
  };
}

export function presentAuditEntry(row: Awaited<ReturnType<typeof listAudit>>[number]): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    operator: { id: row.operatorId, name: row.operatorName, email: row.operatorEmail },
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    reason: row.reason,
  };
}
