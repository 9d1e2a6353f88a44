/**
 * The 'Painel' SQL (decision 0055): reads across the tables' owners (`users`, `jobs`,
 * `job_applications`, `shift_moves`, `payments`), never a write. Every day is a São Paulo day:
 * an instant becomes `(at AT TIME ZONE 'America/Sao_Paulo')::date`; a job's day is its
 * `service_date`, already in that zone. Three queries, each one pass over its tables' window.
 */
import { sql, type SQL } from 'drizzle-orm';
import { BOOKED_STATES } from '@vamos/shared/shift-states';
import { selectRows, type DbOrTx } from '../../db/client.ts';

/** The period: its first and last São Paulo days (`YYYY-MM-DD`, inclusive) and the moment it is read. */
export type DashboardSpan = { firstDay: string; today: string; now: Date };

const ZONE = sql.raw(`'America/Sao_Paulo'`);
const dayOf = (at: SQL) => sql`(${at} AT TIME ZONE ${ZONE})::date`;
const textList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const BOOKED = textList(BOOKED_STATES);
/** Marked absent and not cleared: contested or not, kept or not ('Retirar falta' makes the shift `attended`). */
const ABSENT = textList(['no_show', 'contested', 'no_show_upheld']);

/** The instants that bound the period: São Paulo's midnight of its first day and of the day after today. */
const spanCte = (span: DashboardSpan) => sql`span AS (
    SELECT (${span.firstDay}::date)::timestamp AT TIME ZONE ${ZONE} AS since,
           (${span.today}::date + 1)::timestamp AT TIME ZONE ${ZONE} AS until)`;

export type EventCountRow = { figure: string; day: string; total: string | number };

/**
 * Figures that add up events on the day they happened: sign-ups per role, jobs published,
 * applications sent ('apply' moves: re-applying after a cancel counts again, an invitation does not),
 * the R$ of confirmed coin and plan charges by their confirmation day, and every PIX charge by the
 * day it was created and its status now.
 */
export function eventCounts(db: DbOrTx, span: DashboardSpan): Promise<EventCountRow[]> {
  return selectRows<EventCountRow>(
    db,
    sql`WITH ${spanCte(span)}, events AS (
          SELECT 'signups_' || u.role AS figure, u.created_at AS at, 1 AS amount
            FROM users u, span WHERE u.role IN ('freelancer', 'contractor') AND u.created_at >= since AND u.created_at < until
          UNION ALL
          SELECT 'jobs_published', j.created_at, 1
            FROM jobs j, span WHERE j.created_at >= since AND j.created_at < until
          UNION ALL
          SELECT 'applications', m.at, 1
            FROM shift_moves m, span WHERE m.move = 'apply' AND m.at >= since AND m.at < until
          UNION ALL
          SELECT CASE p.kind WHEN 'coins' THEN 'coins_sold' ELSE 'plans_sold' END, p.confirmed_at, p.amount_cents
            FROM payments p, span
           WHERE p.kind IN ('coins', 'plan') AND p.status = 'confirmed' AND p.confirmed_at >= since AND p.confirmed_at < until
          UNION ALL
          SELECT 'pix_' || p.status, p.created_at, 1
            FROM payments p, span
           WHERE p.status IN ('pending', 'expired', 'confirmed') AND p.created_at >= since AND p.created_at < until
        )
        SELECT figure, ${dayOf(sql`at`)}::text AS day, sum(amount)::bigint AS total
          FROM events GROUP BY 1, 2`,
  );
}

export type PlacesRow = { day: string; offered: number; filled: number; booked: number; absent: number };

/**
 * Per service day, the jobs whose shift has started (its date and start time in São Paulo, not after
 * `now`), cancelled events left out: places offered (`required_people`), places filled (booked shifts,
 * at most the places), booked shifts and those marked absent.
 */
export function placesByServiceDay(db: DbOrTx, span: DashboardSpan): Promise<PlacesRow[]> {
  return selectRows<PlacesRow>(
    db,
    sql`SELECT j.service_date::text AS day,
               sum(j.required_people)::int AS offered,
               sum(LEAST(s.booked, j.required_people))::int AS filled,
               sum(s.booked)::int AS booked,
               sum(s.absent)::int AS absent
          FROM jobs j
          CROSS JOIN LATERAL (
            SELECT count(*) FILTER (WHERE a.status IN (${BOOKED})) AS booked,
                   count(*) FILTER (WHERE a.status IN (${ABSENT})) AS absent
              FROM job_applications a WHERE a.job_id = j.id) s
         WHERE j.status <> 'cancelled'
           AND j.service_date BETWEEN ${span.firstDay}::date AND ${span.today}::date
           AND (j.service_date + j.start_time) AT TIME ZONE ${ZONE} <= ${span.now.toISOString()}::timestamptz
         GROUP BY j.service_date`,
  );
}

/** `day` null: the whole period. `median` in seconds. */
export type TimeToFillRow = { day: string | null; median: number | string; jobs: number };

/**
 * The median time from publication (`jobs.created_at`) to the last approval of a job whose booked
 * shifts reach its places, by the São Paulo day of that last approval, and over the whole period
 * (one GROUPING SETS query, so the period's median is over its jobs, not a median of medians).
 */
export function timeToFill(db: DbOrTx, span: DashboardSpan): Promise<TimeToFillRow[]> {
  return selectRows<TimeToFillRow>(
    db,
    sql`WITH ${spanCte(span)}, filled AS (
          SELECT j.created_at AS published_at, max(a.approved_at) AS filled_at
            FROM jobs j JOIN job_applications a ON a.job_id = j.id AND a.status IN (${BOOKED})
           WHERE j.status <> 'cancelled'
             AND j.id IN (SELECT r.job_id FROM job_applications r, span
                           WHERE r.approved_at >= span.since AND r.approved_at < span.until)
           GROUP BY j.id
          HAVING count(*) >= j.required_people
        )
        SELECT ${dayOf(sql`filled_at`)}::text AS day,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM filled_at - published_at)::float8) AS median,
               count(*)::int AS jobs
          FROM filled, span
         WHERE filled_at >= since AND filled_at < until
         GROUP BY GROUPING SETS ((${dayOf(sql`filled_at`)}), ())`,
  );
}
