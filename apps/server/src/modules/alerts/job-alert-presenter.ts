import { weekdaysOf } from '@vamos/shared/job-alerts';
import type { JobAlertView } from '@vamos/shared/schemas/job-alerts';
import type { JobAlertRow } from './job-alerts.repo.ts';

/** A stored alert → `/api/freelancer/job-alerts`'s shape. */
export function presentJobAlert(row: JobAlertRow): JobAlertView {
  return {
    id: row.id,
    segments: row.segments,
    city: row.city,
    neighborhoods: row.neighborhoods,
    days: weekdaysOf(row.daysMask),
    min_salary_cents: row.minSalaryCents,
    frequency: row.frequency,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}
