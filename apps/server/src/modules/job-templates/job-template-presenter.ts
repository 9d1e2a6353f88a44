import type { JobTemplateView } from '@vamos/shared/schemas/job-templates';
import type { JobTemplateRow } from './job-templates.repo.ts';

/** A stored template → `/api/contractor/job-templates`'s shape. */
export function presentJobTemplate(row: JobTemplateRow): JobTemplateView {
  return { id: row.id, name: row.name, fields: row.fields, created_at: row.createdAt.toISOString() };
}
