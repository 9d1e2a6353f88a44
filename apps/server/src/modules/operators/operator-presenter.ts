import type { AuditEntry, Contest } from '@vamos/shared/schemas/operator';
import type { OperatorJob } from '@vamos/shared/schemas/operator-jobs';
import { jobSlugId, publicJobPath } from '../jobs/job-public-path.ts';
import type { ContestRow, listAudit, OperatorJobRow } from './operators.repo.ts';

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

/** One job as 'Vagas' lists it (decision 0054): its public page while it has one, and whether it may be hidden. */
export function presentOperatorJob(row: OperatorJobRow): OperatorJob {
  const hidden = row.hiddenAt !== null;
  const open = row.status === 'active' || row.status === 'filled' || row.status === 'in_progress';
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    city: row.city,
    state: row.state,
    service_date: row.serviceDate,
    start_time: row.startTime.slice(0, 5),
    end_time: row.endTime.slice(0, 5),
    status: row.status,
    approved_count: row.approvedCount,
    required_people: row.requiredPeople,
    applications: Number(row.applications),
    guaranteed_pay: row.guaranteedPay,
    contractor: { id: row.contractorId, name: row.contractorName, email: row.contractorEmail },
    hidden_at: iso(row.hiddenAt),
    public_path:
      row.isPublic && !row.inviteFirst && !hidden
        ? publicJobPath(jobSlugId({ id: row.id, title: row.title, neighborhood: row.neighborhood, city: row.city }))
        : null,
    can_hide: open && !hidden,
  };
}
