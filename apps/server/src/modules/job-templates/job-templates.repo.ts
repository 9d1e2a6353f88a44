import { sql } from 'drizzle-orm';
import type { JobTemplateFields } from '@vamos/shared/schemas/job-templates';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';

/** A stored template, as the presenter reads it. */
export type JobTemplateRow = {
  id: string;
  contractorId: string;
  name: string;
  fields: JobTemplateFields;
  createdAt: Date;
};

const COLUMNS = sql`id, contractor_id AS "contractorId", name, fields, created_at AS "createdAt"`;

function toRow(row: JobTemplateRow & { createdAt: Date | string }): JobTemplateRow {
  return { ...row, createdAt: new Date(row.createdAt) };
}

/** The contractor's templates, newest first. */
export async function listByContractor(db: DbOrTx, contractorId: string): Promise<JobTemplateRow[]> {
  const rows = await selectRows<JobTemplateRow>(
    db,
    sql`SELECT ${COLUMNS} FROM job_templates WHERE contractor_id = ${contractorId}::uuid
        ORDER BY created_at DESC, id DESC`,
  );
  return rows.map(toRow);
}

/**
 * Serialises the contractor's template writes until the transaction ends (so two concurrent
 * creations cannot both pass the limit), then counts their templates.
 */
export async function lockAndCount(tx: Tx, contractorId: string): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('job_templates'), hashtext(${contractorId}))`);
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM job_templates WHERE contractor_id = ${contractorId}::uuid`,
  );
  return row?.n ?? 0;
}

export async function insertTemplate(
  tx: Tx,
  contractorId: string,
  name: string,
  fields: JobTemplateFields,
): Promise<JobTemplateRow> {
  const [row] = await selectRows<JobTemplateRow>(
    tx,
    sql`INSERT INTO job_templates (contractor_id, name, fields)
        VALUES (${contractorId}::uuid, ${name}, ${JSON.stringify(fields)}::jsonb)
        RETURNING ${COLUMNS}`,
  );
  if (!row) throw new Error('job template not inserted');
  return toRow(row);
}

/** Deletes one of the contractor's templates; false when they have no such template. */
export async function deleteTemplate(tx: Tx, contractorId: string, id: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`DELETE FROM job_templates WHERE id = ${id}::uuid AND contractor_id = ${contractorId}::uuid RETURNING id`,
  );
  return rows.length > 0;
}

/** A deleted account (decision 0051): every template of the contractor. */
export async function deleteTemplatesOf(tx: Tx, contractorId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM job_templates WHERE contractor_id = ${contractorId}`);
}
