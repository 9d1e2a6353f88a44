/**
 * The reports' SQL (decision 0054): `reports` is this module's; the target's content is read across
 * its owners (`jobs`, `users`, `profiles`, `evaluations`): reads across owners are allowed, writes not.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportAction, ReportCategory, ReportStatus, ReportTargetType } from '@vamos/shared/schemas/reports';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';

/** The report's target, as its three keys (exactly one is set, by the table's CHECK). */
export type TargetKeys = { jobId: string | null; reportedUserId: string | null; evaluationId: string | null };

export function keysOf(type: ReportTargetType, id: string): TargetKeys {
  return {
    jobId: type === 'job' ? id : null,
    reportedUserId: type === 'profile' ? id : null,
    evaluationId: type === 'evaluation' ? id : null,
  };
}

/** Whose the target is (to refuse reporting one's own), null when there is no such target to report. */
export async function findTargetOwners(
  db: DbOrTx,
  type: ReportTargetType,
  id: string,
): Promise<{ ownerIds: string[] } | null> {
  const query: Record<ReportTargetType, SQL> = {
    job: sql`SELECT ARRAY[j.contractor_id] AS "ownerIds" FROM jobs j WHERE j.id = ${id}`,
    // A person's profile: a freelancer or a contractor (operators have none).
    profile: sql`SELECT ARRAY[u.id] AS "ownerIds" FROM users u
                  WHERE u.id = ${id} AND u.role IN ('freelancer', 'contractor')`,
    // An evaluation still shown: its author's (and, to be told apart, the person it is about cannot be the author).
    evaluation: sql`SELECT ARRAY[e.evaluator_id] AS "ownerIds" FROM evaluations e
                     WHERE e.id = ${id} AND e.removed_at IS NULL`,
  };
  const [row] = await selectRows<{ ownerIds: string[] }>(db, query[type]);
  return row ?? null;
}

/** A new open report; null when the reporter already has one open on the same target (the unique index decides). */
export async function insertReport(
  tx: Tx,
  values: {
    reporterId: string;
    targetType: ReportTargetType;
    targetId: string;
    category: ReportCategory;
    text: string;
  },
): Promise<string | null> {
  const keys = keysOf(values.targetType, values.targetId);
  const [row] = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO reports (reporter_id, target_type, job_id, reported_user_id, evaluation_id, category, text)
        VALUES (${values.reporterId}, ${values.targetType}, ${keys.jobId}, ${keys.reportedUserId},
                ${keys.evaluationId}, ${values.category}, ${values.text})
        ON CONFLICT (reporter_id, target_type, coalesce(job_id, reported_user_id, evaluation_id))
          WHERE status = 'open' DO NOTHING
        RETURNING id`,
  );
  return row?.id ?? null;
}

export type LockedReport = {
  id: string;
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  status: ReportStatus;
};

const LOCKED_COLUMNS = sql.raw(`r.id, r.reporter_id AS "reporterId", r.target_type AS "targetType",
  coalesce(r.job_id, r.reported_user_id, r.evaluation_id) AS "targetId", r.status`);

/** The report, unlocked (undefined: no such report). */
export async function findReport(db: DbOrTx, id: string): Promise<LockedReport | undefined> {
  const [row] = await selectRows<LockedReport>(db, sql`SELECT ${LOCKED_COLUMNS} FROM reports r WHERE r.id = ${id}`);
  return row;
}

/** The report, locked for its resolution (undefined: no such report). */
export async function lockReport(tx: Tx, id: string): Promise<LockedReport | undefined> {
  const [row] = await selectRows<LockedReport>(
    tx,
    sql`SELECT ${LOCKED_COLUMNS} FROM reports r WHERE r.id = ${id} FOR UPDATE`,
  );
  return row;
}

/** Every open report on the target, locked (oldest first): they close together when the target is hidden or removed. */
export async function lockOpenOnTarget(tx: Tx, type: ReportTargetType, targetId: string): Promise<LockedReport[]> {
  return selectRows<LockedReport>(
    tx,
    sql`SELECT ${LOCKED_COLUMNS} FROM reports r
         WHERE r.status = 'open' AND r.target_type = ${type}
           AND coalesce(r.job_id, r.reported_user_id, r.evaluation_id) = ${targetId}
         ORDER BY r.created_at, r.id FOR UPDATE`,
  );
}

/** Closes open reports (a compare-and-set on 'open'); returns the ids it closed. */
export async function closeReports(
  tx: Tx,
  ids: string[],
  values: {
    status: Exclude<ReportStatus, 'open'>;
    resolution: ReportAction;
    reason: string;
    operatorId: string;
    at: Date;
  },
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`UPDATE reports SET status = ${values.status}, resolution = ${values.resolution},
               resolution_reason = ${values.reason}, resolved_by = ${values.operatorId}, resolved_at = ${values.at}
         WHERE id IN (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )}) AND status = 'open'
        RETURNING id`,
  );
  return rows.map((row) => row.id);
}

export type OpenReportRow = {
  id: string;
  createdAt: string | Date;
  category: ReportCategory;
  text: string;
  targetType: ReportTargetType;
  targetId: string;
  reporterId: string;
  reporterName: string;
  reporterEmail: string;
  openOnTarget: number | string;
  jobTitle: string | null;
  jobCompany: string | null;
  jobCity: string | null;
  jobServiceDate: string | null;
  jobDescription: string | null;
  jobStatus: string | null;
  jobHidden: boolean | null;
  profileRole: string | null;
  profileDescription: string | null;
  evaluationRating: number | null;
  evaluationComment: string | null;
  evaluationRemoved: boolean | null;
  evaluationJobTitle: string | null;
  evaluatedId: string | null;
  evaluatedName: string | null;
  evaluatedEmail: string | null;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
};

/** The people's names as the operator reads them: the profile's full name, else the login's. */
const person = (alias: string) => sql.raw(`coalesce(${alias}p.full_name, ${alias}.name)`);

/** The open reports, oldest first, with what each reported says and whose it is (one statement). */
export async function listOpen(db: DbOrTx, limit: number): Promise<OpenReportRow[]> {
  return selectRows<OpenReportRow>(
    db,
    sql`SELECT r.id, r.created_at AS "createdAt", r.category, r.text, r.target_type AS "targetType",
               coalesce(r.job_id, r.reported_user_id, r.evaluation_id) AS "targetId",
               rep.id AS "reporterId", ${person('rep')} AS "reporterName", rep.email AS "reporterEmail",
               (SELECT count(*) FROM reports o
                 WHERE o.status = 'open' AND o.target_type = r.target_type
                   AND coalesce(o.job_id, o.reported_user_id, o.evaluation_id)
                     = coalesce(r.job_id, r.reported_user_id, r.evaluation_id)) AS "openOnTarget",
               j.title AS "jobTitle", j.company AS "jobCompany", j.city AS "jobCity",
               j.service_date::text AS "jobServiceDate", j.description AS "jobDescription", j.status AS "jobStatus",
               j.hidden_at IS NOT NULL AS "jobHidden",
               pu.role AS "profileRole", coalesce(pup.description, pup.company_name, '') AS "profileDescription",
               e.rating AS "evaluationRating", e.comment AS "evaluationComment",
               e.removed_at IS NOT NULL AS "evaluationRemoved", ej.title AS "evaluationJobTitle",
               ev.id AS "evaluatedId", ${person('ev')} AS "evaluatedName", ev.email AS "evaluatedEmail",
               own.id AS "ownerId", ${person('own')} AS "ownerName", own.email AS "ownerEmail"
          FROM reports r
          JOIN users rep ON rep.id = r.reporter_id
          LEFT JOIN profiles repp ON repp.user_id = rep.id
          LEFT JOIN jobs j ON j.id = r.job_id
          LEFT JOIN users pu ON pu.id = r.reported_user_id
          LEFT JOIN profiles pup ON pup.user_id = pu.id
          LEFT JOIN evaluations e ON e.id = r.evaluation_id
          LEFT JOIN jobs ej ON ej.id = e.job_id
          LEFT JOIN users ev ON ev.id = e.evaluated_id
          LEFT JOIN profiles evp ON evp.user_id = ev.id
          JOIN users own ON own.id = coalesce(j.contractor_id, pu.id, e.evaluator_id)
          LEFT JOIN profiles ownp ON ownp.user_id = own.id
         WHERE r.status = 'open'
         ORDER BY r.created_at, r.id
         LIMIT ${limit}`,
  );
}

/** A report's target, named for the reporter's notice: the job's title, the person's name, the evaluated person's name. */
export async function targetNameOf(db: DbOrTx, type: ReportTargetType, id: string): Promise<string> {
  const query: Record<ReportTargetType, SQL> = {
    job: sql`SELECT j.title AS name FROM jobs j WHERE j.id = ${id}`,
    profile: sql`SELECT coalesce(p.full_name, u.name) AS name FROM users u
                   LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ${id}`,
    evaluation: sql`SELECT coalesce(p.full_name, u.name) AS name FROM evaluations e
                      JOIN users u ON u.id = e.evaluator_id
                      LEFT JOIN profiles p ON p.user_id = u.id WHERE e.id = ${id}`,
  };
  const [row] = await selectRows<{ name: string }>(db, query[type]);
  return row?.name ?? '';
}
