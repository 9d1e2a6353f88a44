/**
 * The attendance facts people see of each other (issue 24, decision 0029), read from what is stored:
 * a freelancer's shifts by their state (and a 'Desistir' by its strikes), a contractor's cancel_job
 * moves by their time against the event's start. No counter is kept; each query is indexed
 * (migration 0019).
 */
import { sql, type SQL } from 'drizzle-orm';
import { CONTRACTOR_RECORD_DAYS, LATE_CANCELLATION_HOURS } from '@vamos/shared/cancellation-policy';
import { RELIABILITY_WINDOW, type ReliabilityOutcome } from '@vamos/shared/reliability';
import { selectRows, type DbOrTx } from '../../db/client.ts';
import { valueList } from '../../db/value-list.ts';

export type AttendanceFacts = { total: number; recent: ReliabilityOutcome[] };

/**
 * For each freelancer, their shifts that say something about attendance — attended or checked out,
 * a no-show (kept by an operator too), a 'Desistir' that gave strikes (a contested no-show counts
 * neither way until decided; one an operator withdrew is attended) —
 * how many in all, and the newest RELIABILITY_WINDOW outcomes, newest shift first.
 */
export async function findAttendanceFacts(
  db: DbOrTx,
  freelancerIds: readonly string[],
): Promise<Map<string, AttendanceFacts>> {
  const ids = [...new Set(freelancerIds)];
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ freelancerId: string; total: number; recent: ReliabilityOutcome[] | string | null }>(
    db,
    sql`SELECT c.freelancer_id AS "freelancerId", count(*)::int AS total,
               array_agg(c.outcome ORDER BY c.n) FILTER (WHERE c.n <= ${RELIABILITY_WINDOW}) AS recent
          FROM (SELECT a.freelancer_id,
                       CASE a.status WHEN 'no_show' THEN 'no_show' WHEN 'no_show_upheld' THEN 'no_show'
                                     WHEN 'withdrawn' THEN 'late_withdrawal' ELSE 'attended' END AS outcome,
                       row_number() OVER (PARTITION BY a.freelancer_id
                                          ORDER BY j.service_date DESC, j.start_time DESC, a.id DESC) AS n
                  FROM job_applications a
                  JOIN jobs j ON j.id = a.job_id
                 WHERE a.freelancer_id IN ${valueList(ids)}
                   AND a.status IN ('attended', 'checked_out', 'no_show', 'no_show_upheld', 'withdrawn')
                   AND (a.status <> 'withdrawn'
                        OR EXISTS (SELECT 1 FROM strikes s WHERE s.shift_id = a.id AND s.reason = 'late_withdrawal'))
               ) c
         GROUP BY c.freelancer_id`,
  );
  return new Map(rows.map((row) => [row.freelancerId, { total: row.total, recent: outcomesOf(row.recent) }]));
}

/** text[] arrives parsed from both drivers; a '{a,b}' literal is parsed defensively. */
function outcomesOf(value: ReliabilityOutcome[] | string | null): ReliabilityOutcome[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean) as ReliabilityOutcome[];
}

/**
 * A contractor's record as two columns of a query over `jobs` (the job detail's public part reads them
 * with the job, in its one statement): events they cancelled late (a cancel_job move by one of the
 * company's people, decision 0040, under
 * LATE_CANCELLATION_HOURS before the event's start, São Paulo) in the last CONTRACTOR_RECORD_DAYS days,
 * and events held (concluded). `contractorId`: the outer query's column (or a value).
 */
export function contractorRecordColumns(contractorId: SQL, now: SQL = sql`now()`) {
  return {
    lateCancellations: sql<number>`(SELECT count(DISTINCT ca.job_id)::int
         FROM shift_moves cm
         JOIN job_applications ca ON ca.id = cm.shift_id
         JOIN jobs cj ON cj.id = ca.job_id
        WHERE cj.contractor_id = ${contractorId} AND cm.move = 'cancel_job' AND cm.actor_id IS NOT NULL
          AND cm.at > ${now} - ${CONTRACTOR_RECORD_DAYS} * interval '1 day'
          AND cm.at > (cj.service_date + cj.start_time) AT TIME ZONE 'America/Sao_Paulo'
                      - ${LATE_CANCELLATION_HOURS} * interval '1 hour')`,
    eventsHeld: sql<number>`(SELECT count(*)::int FROM jobs ch
        WHERE ch.contractor_id = ${contractorId} AND ch.status IN ('completed', 'closed'))`,
  };
}
