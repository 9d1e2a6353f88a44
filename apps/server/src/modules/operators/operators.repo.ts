/**
 * The operators' SQL (decisions 0048, 0049): the append-only audit trail this module owns
 * (`operator_audit`), and the contested no-shows read across their owners (`job_applications`,
 * `shift_moves`, `jobs`, `users`, `profiles`, `shift_pay`), and the jobs 'Vagas' searches (decision 0054):
 * reads across owners are allowed, writes not.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { JobStatus } from '@vamos/shared/job-statuses';
import type { OperatorAuditAction, OperatorAuditTarget } from '@vamos/shared/schemas/operator';
import type { OperatorJobFilter } from '@vamos/shared/schemas/operator-jobs';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { operatorAudit, users } from '../../db/schema.ts';

/** The parsed filter of 'Vagas' (OperatorJobQuerySchema's output). */
export type OperatorJobQueryValues = { q?: string; city?: string; status?: OperatorJobFilter; date?: string };

export type ContestRow = {
  shiftId: string;
  jobId: string;
  title: string;
  company: string;
  serviceDate: string;
  startTime: string;
  endTime: string;
  guaranteedPay: boolean;
  freelancerId: string;
  freelancerName: string;
  freelancerEmail: string;
  contractorId: string;
  contractorName: string;
  contractorEmail: string;
  markedAt: string | Date | null;
  markedBy: string | null;
  contestedAt: string | Date | null;
  contestText: string | null;
  confirmedAt: string | Date | null;
  checkedInAt: string | Date | null;
  payStatus: string | null;
};

/** The shift's last move of `move`: when, by whom, with what. */
const lastMove = (move: string) => sql`LEFT JOIN LATERAL (
    SELECT m.at, m.actor_id, m.data FROM shift_moves m
     WHERE m.shift_id = a.id AND m.move = ${move} ORDER BY m.id DESC LIMIT 1) ${sql.raw(move)} ON true`;

/** Every contested no-show (or the one of `shiftId`), the oldest contest first, with the facts the operator decides on. */
export async function listContested(db: DbOrTx, shiftId?: string): Promise<ContestRow[]> {
  return selectRows<ContestRow>(
    db,
    sql`SELECT a.id AS "shiftId", j.id AS "jobId", j.title, j.company, j.service_date::text AS "serviceDate",
               j.start_time::text AS "startTime", j.end_time::text AS "endTime", j.guaranteed_pay AS "guaranteedPay",
               f.id AS "freelancerId", coalesce(fp.full_name, f.name) AS "freelancerName", f.email AS "freelancerEmail",
               c.id AS "contractorId", coalesce(cp.full_name, c.name) AS "contractorName", c.email AS "contractorEmail",
               mark_no_show.at AS "markedAt", marker.name AS "markedBy",
               contest.at AS "contestedAt", contest.data ->> 'text' AS "contestText",
               confirm.at AS "confirmedAt", check_in.at AS "checkedInAt",
               sp.status AS "payStatus"
          FROM job_applications a
          JOIN jobs j ON j.id = a.job_id
          JOIN users f ON f.id = a.freelancer_id
          LEFT JOIN profiles fp ON fp.user_id = f.id
          JOIN users c ON c.id = j.contractor_id
          LEFT JOIN profiles cp ON cp.user_id = c.id
          ${lastMove('mark_no_show')}
          LEFT JOIN users marker ON marker.id = mark_no_show.actor_id
          ${lastMove('contest')}
          ${lastMove('confirm')}
          ${lastMove('check_in')}
          LEFT JOIN shift_pay sp ON sp.shift_id = a.id
         WHERE a.status = 'contested' ${shiftId ? sql`AND a.id = ${shiftId}` : sql``}
         ORDER BY contest.at NULLS LAST, a.id
         LIMIT 200`,
  );
}

/** Where a guaranteed-pay place's money is (null: the shift has no guaranteed pay). */
export async function payStatusOf(db: DbOrTx, shiftId: string): Promise<string | null> {
  const [row] = await selectRows<{ status: string }>(db, sql`SELECT status FROM shift_pay WHERE shift_id = ${shiftId}`);
  return row?.status ?? null;
}

export type NewAuditEntry = {
  operatorId: string;
  action: OperatorAuditAction;
  targetType: OperatorAuditTarget;
  targetId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason: string;
  at: Date;
};

/** Appends one entry, in the action's transaction; returns its id. */
export async function appendAudit(tx: Tx, entry: NewAuditEntry): Promise<string> {
  const [row] = await tx.insert(operatorAudit).values(entry).returning({ id: operatorAudit.id });
  if (!row) throw new Error('operator_audit insert returned no row');
  return row.id;
}

/** The newest entries first, with each operator's name and e-mail. */
export async function listAudit(db: DbOrTx, limit: number) {
  return db
    .select({
      id: operatorAudit.id,
      at: operatorAudit.at,
      operatorId: operatorAudit.operatorId,
      operatorName: users.name,
      operatorEmail: users.email,
      action: operatorAudit.action,
      targetType: operatorAudit.targetType,
      targetId: operatorAudit.targetId,
      before: operatorAudit.before,
      after: operatorAudit.after,
      reason: operatorAudit.reason,
    })
    .from(operatorAudit)
    .innerJoin(users, eq(users.id, operatorAudit.operatorId))
    .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
    .limit(limit);
}

export type OperatorJobRow = {
  id: string;
  title: string;
  company: string;
  city: string;
  state: string;
  neighborhood: string | null;
  serviceDate: string;
  startTime: string;
  endTime: string;
  status: JobStatus;
  approvedCount: number;
  requiredPeople: number;
  applications: number | string;
  guaranteedPay: boolean;
  isPublic: boolean;
  inviteFirst: boolean;
  contractorId: string;
  contractorName: string;
  contractorEmail: string;
  hiddenAt: string | Date | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Lower case and no accents, as the jobs' search_text is written ('garcom' finds 'Garçom'). */
const folded = (text: string) => sql`'%' || lower(unaccent(${escapeLike(text)}::text)) || '%'`;

/**
 * 'Vagas' (decision 0054): every job (any status, private ones too), filtered by a text in its title
 * or company, its city, its status ('hidden': hidden by an operator) and its service date; the
 * nearest service dates first (the newest first among the past), with its contractor and how many applied.
 */
export async function searchJobs(db: DbOrTx, filter: OperatorJobQueryValues, limit: number): Promise<OperatorJobRow[]> {
  const where: SQL[] = [sql`true`];
  if (filter.q) where.push(sql`lower(unaccent(j.title || ' ' || j.company)) LIKE ${folded(filter.q)}`);
  if (filter.city) where.push(sql`lower(unaccent(j.city)) LIKE ${folded(filter.city)}`);
  if (filter.status === 'hidden') where.push(sql`j.hidden_at IS NOT NULL`);
  else if (filter.status) where.push(sql`j.status = ${filter.status} AND j.hidden_at IS NULL`);
  if (filter.date) where.push(sql`j.service_date = ${filter.date}::date`);
  return selectRows<OperatorJobRow>(
    db,
    sql`SELECT j.id, j.title, j.company, j.city, j.state, j.address ->> 'neighborhood' AS neighborhood,
               j.service_date::text AS "serviceDate", j.start_time::text AS "startTime", j.end_time::text AS "endTime",
               j.status, j.approved_count AS "approvedCount", j.required_people AS "requiredPeople",
               (SELECT count(*) FROM job_applications a WHERE a.job_id = j.id) AS applications,
               j.guaranteed_pay AS "guaranteedPay", j.is_public AS "isPublic",
               j.invite_first_until IS NOT NULL AS "inviteFirst",
               c.id AS "contractorId", coalesce(cp.company_name, cp.full_name, c.name) AS "contractorName",
               c.email AS "contractorEmail", j.hidden_at AS "hiddenAt"
          FROM jobs j
          JOIN users c ON c.id = j.contractor_id
          LEFT JOIN profiles cp ON cp.user_id = c.id
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY (j.service_date < (now() AT TIME ZONE 'America/Sao_Paulo')::date),
                  CASE WHEN j.service_date >= (now() AT TIME ZONE 'America/Sao_Paulo')::date THEN j.service_date END,
                  j.service_date DESC, j.created_at DESC, j.id
         LIMIT ${limit}`,
  );
}

/** Where each place of the given shifts' money is (guaranteed pay), for the audit entry. */
export async function payStatusesOf(db: DbOrTx, shiftIds: string[]): Promise<Record<string, string>> {
  if (shiftIds.length === 0) return {};
  const rows = await selectRows<{ shiftId: string; status: string }>(
    db,
    sql`SELECT shift_id AS "shiftId", status FROM shift_pay
         WHERE shift_id IN (${sql.join(
           shiftIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})`,
  );
  return Object.fromEntries(rows.map((row) => [row.shiftId, row.status]));
}
