import { toHourMinute } from '@vamos/shared/dates';
import type { AgendaItemView } from '@vamos/shared/schemas/agenda';
import type { AgendaRow } from './agenda.repo.ts';

/** A person's own event: theirs to edit and delete. */
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
    job_id: null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    booked: [],
    can: { edit: true, delete: true },
  };
}
