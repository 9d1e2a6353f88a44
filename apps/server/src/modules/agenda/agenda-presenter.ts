import { toHourMinute } from '@vamos/shared/dates';
import type { AgendaItemView, FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import { presentJobSummary } from '../jobs/jobs.service.ts';
import type { AgendaRow, FreelancerAgendaRow } from './agenda.repo.ts';

export function presentAgendaItem(row: AgendaRow): AgendaItemView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    start_time: toHourMinute(row.startTime),
    end_time: toHourMinute(row.endTime),
    ends_next_day: row.endsNextDay,
    type: row.type,
    status: row.status,
    job_id: row.jobId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A freelancer's agenda item with its job and the contractor's name and phone: items of jobs
 * exist only for approved applications, where the contact may be shown (DESIGN §2).
 */
export function presentFreelancerAgendaItem(row: FreelancerAgendaRow): FreelancerAgendaItem {
  const { job } = row;
  const { id, name, fullName, phone } = row.contractor ?? {};
  return {
    ...presentAgendaItem(row.item),
    job: job ? presentJobSummary(job) : null,
    contractor: job && id && name ? { id, full_name: fullName ?? name, phone: phone ?? null } : null,
  };
}
