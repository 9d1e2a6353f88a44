import { sql, type SQL } from 'drizzle-orm';
import type { JobAlertFrequency } from '@vamos/shared/job-alerts';
import type { SegmentCode } from '@vamos/shared/segments';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';

/** A stored alert, as the presenter reads it. */
export type JobAlertRow = {
  id: string;
  userId: string;
  segments: SegmentCode[];
  city: string;
  neighborhoods: string[];
  daysMask: number;
  minSalaryCents: number;
  frequency: JobAlertFrequency;
  active: boolean;
  createdAt: Date;
};

/** The columns of an alert a person writes. */
export type JobAlertValues = {
  segments: readonly string[];
  city: string;
  neighborhoods: readonly string[];
  daysMask: number;
  minSalaryCents: number;
  frequency: JobAlertFrequency;
  active: boolean;
};

const COLUMNS = sql`id, user_id AS "userId", segments, city, neighborhoods, days_mask AS "daysMask",
  min_salary_cents AS "minSalaryCents", frequency, active, created_at AS "createdAt"`;

const textArray = (values: readonly string[]) => sql`${`{${values.map(quoteElement).join(',')}}`}::text[]`;

/** An element of a PostgreSQL array literal, quoted (commas, quotes and braces are safe). */
function quoteElement(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** A city's or neighbourhood's key: as a job's is computed when it is matched (lowercase, no accents). */
const keyOf = (value: SQL) => sql`lower(unaccent(${value}))`;

/** The alert's lookup keys: '<city key>|<segment>' for each segment, '<city key>|*' for any segment. */
const matchKeysOf = (v: JobAlertValues) =>
  v.segments.length === 0
    ? sql`ARRAY[${keyOf(sql`${v.city}::text`)} || '|*']`
    : sql`ARRAY(SELECT ${keyOf(sql`${v.city}::text`)} || '|' || s FROM unnest(${textArray(v.segments)}) AS s)`;

function toRow(row: JobAlertRow & { createdAt: Date | string }): JobAlertRow {
  return { ...row, createdAt: new Date(row.createdAt) };
}

/** The person's alerts, oldest first. */
export async function listByUser(db: DbOrTx, userId: string): Promise<JobAlertRow[]> {
  const rows = await selectRows<JobAlertRow>(
    db,
    sql`SELECT ${COLUMNS} FROM job_alerts WHERE user_id = ${userId}::uuid ORDER BY created_at, id`,
  );
  return rows.map(toRow);
}

/**
 * Serialises the person's alert writes until the transaction ends (so two concurrent creations
 * cannot both pass the limit), then counts their alerts.
 */
export async function lockAndCount(tx: Tx, userId: string): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('job_alerts'), hashtext(${userId}))`);
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM job_alerts WHERE user_id = ${userId}::uuid`,
  );
  return row?.n ?? 0;
}

export async function insertAlert(tx: Tx, userId: string, v: JobAlertValues): Promise<JobAlertRow> {
  const [row] = await selectRows<JobAlertRow>(
    tx,
    sql`INSERT INTO job_alerts (user_id, segments, city, city_key, match_keys, neighborhoods, neighborhood_keys,
                                days_mask, min_salary_cents, frequency, active)
        VALUES (${userId}::uuid, ${textArray(v.segments)}, ${v.city}, ${keyOf(sql`${v.city}::text`)}, ${matchKeysOf(v)},
                ${textArray(v.neighborhoods)},
                ARRAY(SELECT ${keyOf(sql`n`)} FROM unnest(${textArray(v.neighborhoods)}) AS n),
                ${v.daysMask}::smallint, ${v.minSalaryCents}::int, ${v.frequency}, ${v.active})
        RETURNING ${COLUMNS}`,
  );
  if (!row) throw new Error('job alert not inserted');
  return toRow(row);
}

/** Changes one of the person's alerts; null when they have no such alert. */
export async function updateAlert(tx: Tx, userId: string, id: string, v: JobAlertValues): Promise<JobAlertRow | null> {
  const [row] = await selectRows<JobAlertRow>(
    tx,
    sql`UPDATE job_alerts
           SET segments = ${textArray(v.segments)}, city = ${v.city}, city_key = ${keyOf(sql`${v.city}::text`)},
               match_keys = ${matchKeysOf(v)},
               neighborhoods = ${textArray(v.neighborhoods)},
               neighborhood_keys = ARRAY(SELECT ${keyOf(sql`n`)} FROM unnest(${textArray(v.neighborhoods)}) AS n),
               days_mask = ${v.daysMask}::smallint, min_salary_cents = ${v.minSalaryCents}::int,
               frequency = ${v.frequency}, active = ${v.active}, updated_at = now()
         WHERE id = ${id}::uuid AND user_id = ${userId}::uuid
        RETURNING ${COLUMNS}`,
  );
  return row ? toRow(row) : null;
}

/** Deletes one of the person's alerts; false when they have no such alert. */
export async function deleteAlert(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`DELETE FROM job_alerts WHERE id = ${id}::uuid AND user_id = ${userId}::uuid RETURNING id`,
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------- matching a published job

/**
 * Queues a job for matching, in the transaction that published or edited it (the durable outbox);
 * a job matched before is queued again (an edit). A pass holding its run makes this wait for it.
 */
export async function queueRun(tx: Tx, jobId: string): Promise<void> {
  await tx.execute(
    sql`INSERT INTO job_alert_runs (job_id) VALUES (${jobId}::uuid)
        ON CONFLICT (job_id) DO UPDATE SET queued_at = now(), done_at = NULL`,
  );
}

/** The oldest queued job no other worker holds, locked until the transaction ends; null when none. */
export async function claimRun(tx: Tx): Promise<string | null> {
  const [row] = await selectRows<{ jobId: string }>(
    tx,
    sql`SELECT job_id AS "jobId" FROM job_alert_runs
         WHERE done_at IS NULL
         ORDER BY queued_at
         LIMIT 1
         FOR UPDATE SKIP LOCKED`,
  );
  return row?.jobId ?? null;
}

export async function finishRun(tx: Tx, jobId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE job_alert_runs SET done_at = ${now.toISOString()}::timestamptz WHERE job_id = ${jobId}::uuid`,
  );
}

/** A person a new job is sent to, with what the notice says about the job. */
export type JobMatch = {
  userId: string;
  frequency: JobAlertFrequency;
  jobTitle: string;
  serviceDate: string;
  startTime: string;
  endTime: string;
  city: string;
  state: string;
  neighborhood: string;
  salaryCents: number;
};

/**
 * Matches one job against every saved alert in ONE statement and records each person it reaches,
 * once per (person, job): the job (still open, its date not past in São Paulo) meets the alerts
 * of its city and segment, or of its city and any segment (one lookup of the GIN index
 * job_alerts_match_idx by the job's two keys), then filtered by minimum value, neighbourhood and day of
 * the week; its contractor, anyone who already applied and anyone a block stands between with its
 * contractor (they blocked them, or they hid the contractor: decision 0034) are left out, and so is
 * a person whose login is suspended (decision 0050: they cannot sign in to apply). A job
 * still open only to its contractor's team (decision 0037) matches nobody: it is queued again when
 * its window ends. A person with several matching alerts counts once, 'Na hora' before 'Resumo diário'. A person
 * already recorded for this job (a retry) is not returned again.
 */
export async function matchJob(tx: Tx, jobId: string, now: Date): Promise<JobMatch[]> {
  return selectRows<JobMatch>(tx, matchJobStatement(jobId, now));
}

/** matchJob's statement (bench/alerts.mjs explains it with BENCH_EXPLAIN=1). */
export function matchJobStatement(jobId: string, now: Date): SQL {
  const at = now.toISOString();
  return sql`WITH job AS (
          SELECT j.id, j.segment, j.salary_cents, j.contractor_id, j.title, j.service_date, j.start_time, j.end_time,
                 j.city, j.state, coalesce(j.address ->> 'neighborhood', '') AS neighborhood,
                 lower(unaccent(j.city)) AS city_key,
                 lower(unaccent(coalesce(j.address ->> 'neighborhood', ''))) AS neighborhood_key,
                 extract(dow FROM j.service_date)::int AS dow
            FROM jobs j
           WHERE j.id = ${jobId}::uuid AND j.status = 'active' AND j.invite_first_until IS NULL
             AND j.service_date >= (${at}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date
        ),
        hits AS (
          SELECT DISTINCT ON (a.user_id) a.user_id, a.id AS alert_id, a.frequency
            FROM job
            JOIN job_alerts a
              ON a.active AND a.match_keys && ARRAY[job.city_key || '|' || job.segment, job.city_key || '|*']
           WHERE a.min_salary_cents <= job.salary_cents
             AND (cardinality(a.neighborhood_keys) = 0 OR job.neighborhood_key = ANY (a.neighborhood_keys))
             AND (a.days_mask & (1 << job.dow)) <> 0
             AND a.user_id <> job.contractor_id
             AND NOT EXISTS (SELECT 1 FROM job_applications ap WHERE ap.job_id = job.id AND ap.freelancer_id = a.user_id)
             AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = job.contractor_id AND b.blocked_id = a.user_id)
             AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = a.user_id AND b.blocked_id = job.contractor_id)
             AND NOT EXISTS (SELECT 1 FROM user_suspensions s WHERE s.user_id = a.user_id)
           ORDER BY a.user_id, (a.frequency = 'instant') DESC, a.created_at
        ),
        recorded AS (
          INSERT INTO job_alert_matches (user_id, job_id, alert_id, frequency, matched_at)
          SELECT user_id, ${jobId}::uuid, alert_id, frequency, ${at}::timestamptz FROM hits
          ON CONFLICT (user_id, job_id) DO NOTHING
          RETURNING user_id, frequency
        )
        SELECT r.user_id AS "userId", r.frequency, job.title AS "jobTitle", job.service_date::text AS "serviceDate",
               job.start_time::text AS "startTime", job.end_time::text AS "endTime", job.city, job.state,
               job.neighborhood, job.salary_cents AS "salaryCents"
          FROM recorded r CROSS JOIN job`;
}

// ---------------------------------------------------------------- the daily digest

/** A job waiting for a person's digest, and whether it is still worth sending. */
export type DigestItem = {
  userId: string;
  jobId: string;
  jobTitle: string;
  serviceDate: string;
  startTime: string;
  city: string;
  neighborhood: string;
  salaryCents: number;
  /**
   * Still open, not past, not applied to, no block between the person and the contractor, the person
   * not suspended (decision 0050): sent; otherwise only marked.
   */
  open: boolean;
};

/**
 * The 'Resumo diário' matches made before `cutoff` (the digest's 08:00) not yet carried by a
 * digest, locked for this pass, each person's in date order. A person who already had the digest
 * of `day` keeps theirs for the next one (a match that committed late is not lost).
 */
export async function lockDigestItems(tx: Tx, cutoff: Date, day: string): Promise<DigestItem[]> {
  const at = cutoff.toISOString();
  return selectRows<DigestItem>(
    tx,
    sql`SELECT m.user_id AS "userId", m.job_id AS "jobId", j.title AS "jobTitle", j.service_date::text AS "serviceDate",
               j.start_time::text AS "startTime", j.city, coalesce(j.address ->> 'neighborhood', '') AS neighborhood,
               j.salary_cents AS "salaryCents",
               (j.status = 'active' AND j.invite_first_until IS NULL
                AND j.service_date >= (${at}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date
                AND NOT EXISTS (SELECT 1 FROM job_applications ap WHERE ap.job_id = m.job_id AND ap.freelancer_id = m.user_id)
                AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = j.contractor_id AND b.blocked_id = m.user_id)
                AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = m.user_id AND b.blocked_id = j.contractor_id)
                AND NOT EXISTS (SELECT 1 FROM user_suspensions s WHERE s.user_id = m.user_id)
               ) AS open
          FROM job_alert_matches m
          JOIN jobs j ON j.id = m.job_id
         WHERE m.frequency = 'daily' AND m.digest_on IS NULL AND m.matched_at < ${at}::timestamptz
           AND NOT EXISTS (SELECT 1 FROM notifications n
                            WHERE n.user_id = m.user_id AND n.kind = 'job_alert_digest' AND n.ref = ${`digest:${day}`})
         ORDER BY m.user_id, j.service_date, j.start_time, m.job_id
         FOR UPDATE OF m SKIP LOCKED`,
  );
}

/** Marks the matches as carried (or dropped) by the digest of `day`. */
export async function markDigested(tx: Tx, items: { userId: string; jobId: string }[], day: string): Promise<void> {
  if (items.length === 0) return;
  const pairs = sql.join(
    items.map((i) => sql`(${i.userId}::uuid, ${i.jobId}::uuid)`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE job_alert_matches SET digest_on = ${day}::date
         WHERE (user_id, job_id) IN (VALUES ${pairs}) AND digest_on IS NULL`,
  );
}

/** A deleted account (decision 0051): their alerts and the jobs they were sent. */
export async function deleteAlertsOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM job_alert_matches WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM job_alerts WHERE user_id = ${userId}`);
}
