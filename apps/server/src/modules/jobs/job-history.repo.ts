import { sql } from 'drizzle-orm';
import {
  SHIFT_MOVE_HISTORY_ACTIONS,
  type JobHistoryAction,
  type JobHistoryEntryAction,
} from '@vamos/shared/job-history';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { jobHistory } from '../../db/schema.ts';

/** One entry of a job's history as the page shows it: when, what, who, and the freelancer it concerns. */
export type JobHistoryEntryRow = {
  at: Date;
  action: JobHistoryEntryAction;
  actorName: string | null;
  freelancerName: string | null;
};

/** Appends one of the job's own actions to its history (append-only: no entry is ever changed). */
export async function insertJobHistory(
  tx: Tx,
  values: { jobId: string; actorId: string | null; action: JobHistoryAction; data: Record<string, unknown>; at?: Date },
): Promise<void> {
  await tx.insert(jobHistory).values(values);
}

/** `(move, action)` rows of the shift moves the history shows (shared/job-history.ts). */
const SHIFT_MOVE_ACTIONS = sql.join(
  Object.entries(SHIFT_MOVE_HISTORY_ACTIONS).map(([move, action]) => sql`(${move}::text, ${action}::text)`),
  sql`, `,
);

/**
 * The job's history in one statement, oldest first: its own actions (job_history) and the
 * company's moves of its shifts (shift_moves: a person's, not the freelancer's own, of the moves
 * SHIFT_MOVE_HISTORY_ACTIONS names). Each with the name of the person who did it and of the
 * freelancer it concerns (a rating names them in its data). What one transaction did at once comes
 * in the order it was done: the job's own action first (published, then its invitations; completed,
 * then who attended), then each record's order.
 */
export async function findJobHistory(db: DbOrTx, jobId: string): Promise<JobHistoryEntryRow[]> {
  const rows = await selectRows<Omit<JobHistoryEntryRow, 'at'> & { at: Date | string }>(
    db,
    sql`SELECT e.at, e.action, actor.name AS "actorName", coalesce(fp.full_name, fu.name) AS "freelancerName"
          FROM (
            SELECT h.at, h.action, h.actor_id, (h.data ->> 'freelancer_id')::uuid AS freelancer_id, 0 AS source, h.id
              FROM job_history h
             WHERE h.job_id = ${jobId}::uuid
            UNION ALL
            SELECT m.at, named.action, m.actor_id, a.freelancer_id, 1 AS source, m.id
              FROM job_applications a
              JOIN shift_moves m ON m.shift_id = a.id
              JOIN (VALUES ${SHIFT_MOVE_ACTIONS}) AS named (move, action) ON named.move = m.move
             WHERE a.job_id = ${jobId}::uuid AND m.actor_id IS NOT NULL AND m.actor_id <> a.freelancer_id
          ) e
          LEFT JOIN users actor ON actor.id = e.actor_id
          LEFT JOIN users fu ON fu.id = e.freelancer_id
          LEFT JOIN profiles fp ON fp.user_id = e.freelancer_id
         ORDER BY e.at, e.source, e.id`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}
