/**
 * 'Usuários' (decision 0050): the people an operator looks after, read across their owners (`users`,
 * `profiles`, `company_managers`, `user_suspensions`, `jobs`, `job_applications`, `ledger_entries`,
 * `balances`, `payments`, `payouts`, `operator_audit`). Reads only: every write goes through its owner.
 */
import { sql, type SQL } from 'drizzle-orm';
import { USER_SEARCH_PAGE_SIZE, type ManagedRole } from '@vamos/shared/schemas/operator-users';
import { selectRows, type DbOrTx } from '../../db/client.ts';

/** How many rows of each list a user's page shows (the newest). */
export const USER_PAGE_LIMIT = 100;

export type PersonRow = {
  id: string;
  name: string;
  email: string;
  role: ManagedRole | 'operator';
  createdAt: string | Date;
  cpf: string | null;
  cnpj: string | null;
  phone: string | null;
  city: string | null;
  companyId: string | null;
  companyName: string | null;
  suspended: boolean;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const digitsOf = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9A-Za-z]', '', 'g')`;

/**
 * What the operator typed, as a condition: an e-mail's part, a name's part (accents and case ignored,
 * the company's name too), or a CPF's or CNPJ's characters with or without punctuation.
 */
function matching(q: string): SQL {
  const like = escapeLike(q);
  const conditions = [
    sql`u.email ILIKE '%' || ${like}::text || '%'`,
    sql`lower(unaccent(coalesce(p.full_name, u.name))) LIKE '%' || lower(unaccent(${like}::text)) || '%'`,
    sql`lower(unaccent(coalesce(cp.company_name, ''))) LIKE '%' || lower(unaccent(${like}::text)) || '%'`,
  ];
  const document = q.replace(/[^0-9A-Za-z]/g, '');
  // A document is typed as digits with its punctuation (an alphanumeric CNPJ has letters too).
  if (document.length >= 3 && /^[0-9A-Za-z.\-/\s]+$/.test(q) && /\d/.test(q)) {
    conditions.push(sql`upper(${digitsOf(sql`p.cpf`)}) LIKE upper(${escapeLike(document)}::text) || '%'`);
    conditions.push(sql`upper(${digitsOf(sql`p.cnpj`)}) LIKE upper(${escapeLike(document)}::text) || '%'`);
  }
  return sql.join(conditions, sql` OR `);
}

/** The person, their profile, the company they are or act for, and whether a suspension stands on them. */
const personColumns = sql`
  u.id, coalesce(p.full_name, u.name) AS name, u.email, u.role, u.created_at AS "createdAt",
  p.cpf, p.cnpj, p.phone, p.address ->> 'city' AS city,
  co.id AS "companyId", coalesce(nullif(cp.company_name, ''), cp.full_name, co.name) AS "companyName",
  EXISTS (SELECT 1 FROM user_suspensions s WHERE s.user_id = u.id OR s.user_id = co.id) AS suspended`;

const personJoins = sql`
  FROM users u
  LEFT JOIN profiles p ON p.user_id = u.id
  LEFT JOIN company_managers cm ON cm.user_id = u.id AND cm.removed_at IS NULL
  LEFT JOIN users co ON co.id = CASE WHEN u.role = 'contractor' THEN u.id ELSE cm.company_id END
  LEFT JOIN profiles cp ON cp.user_id = co.id`;

/** A page of people (never operators) matching `q`, newest sign-up first, and how many match in all. */
export async function searchPeople(db: DbOrTx, q: string, page: number): Promise<{ rows: PersonRow[]; total: number }> {
  const where = sql`WHERE u.role <> 'operator' ${q ? sql`AND (${matching(q)})` : sql``}`;
  const rows = await selectRows<PersonRow>(
    db,
    sql`SELECT ${personColumns} ${personJoins} ${where}
         ORDER BY u.created_at DESC, u.id DESC
         LIMIT ${USER_SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * USER_SEARCH_PAGE_SIZE}`,
  );
  const [count] = await selectRows<{ total: number | string }>(
    db,
    sql`SELECT count(*) AS total ${personJoins} ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/** One person (operators included, so the caller can refuse them by name), or undefined. */
export async function findPerson(db: DbOrTx, userId: string): Promise<PersonRow | undefined> {
  const [row] = await selectRows<PersonRow>(db, sql`SELECT ${personColumns} ${personJoins} WHERE u.id = ${userId}`);
  return row;
}

/** The active managers of a contractor's company (their logins end with the company's suspension). */
export async function activeManagerIds(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT user_id AS id FROM company_managers WHERE company_id = ${companyId} AND removed_at IS NULL`,
  );
  return rows.map((r) => r.id);
}

export type SuspensionView = { at: string | Date; reason: string; own: boolean; by: string | null };

/** The suspension standing on the person or on the company they act for, with the operator's name. */
export async function standingSuspensionOf(
  db: DbOrTx,
  userId: string,
  companyId: string | null,
): Promise<SuspensionView | undefined> {
  const [row] = await selectRows<SuspensionView>(
    db,
    sql`SELECT s.suspended_at AS at, s.reason, s.user_id = ${userId} AS own, o.name AS by
          FROM user_suspensions s LEFT JOIN users o ON o.id = s.suspended_by
         WHERE s.user_id = ${userId} ${companyId ? sql`OR s.user_id = ${companyId}` : sql``}
         ORDER BY (s.user_id = ${userId}) DESC LIMIT 1`,
  );
  return row;
}

export async function balancesOf(db: DbOrTx, userId: string): Promise<{ coin: number; credit: number }> {
  const rows = await selectRows<{ currency: 'coin' | 'credit'; balance: number }>(
    db,
    sql`SELECT currency, balance FROM balances WHERE user_id = ${userId}`,
  );
  const of = (currency: 'coin' | 'credit') => rows.find((r) => r.currency === currency)?.balance ?? 0;
  return { coin: of('coin'), credit: of('credit') };
}

export type JobLine = {
  id: string;
  title: string;
  serviceDate: string;
  status: string;
  requiredPeople: number;
  approvedCount: number;
};

/** A company's jobs, the newest service date first. */
export function jobsOf(db: DbOrTx, companyId: string): Promise<JobLine[]> {
  return selectRows<JobLine>(
    db,
    sql`SELECT id, title, service_date::text AS "serviceDate", status,
               required_people AS "requiredPeople", approved_count AS "approvedCount"
          FROM jobs WHERE contractor_id = ${companyId}
         ORDER BY service_date DESC, created_at DESC LIMIT ${USER_PAGE_LIMIT}`,
  );
}

export type ShiftLine = {
  id: string;
  jobId: string;
  jobTitle: string;
  company: string;
  serviceDate: string;
  state: string;
  appliedAt: string | Date;
};

/** A freelancer's applications and shifts, the newest application first. */
export function shiftsOf(db: DbOrTx, userId: string): Promise<ShiftLine[]> {
  return selectRows<ShiftLine>(
    db,
    sql`SELECT a.id, j.id AS "jobId", j.title AS "jobTitle", j.company, j.service_date::text AS "serviceDate",
               a.status AS state, a.applied_at AS "appliedAt"
          FROM job_applications a JOIN jobs j ON j.id = a.job_id
         WHERE a.freelancer_id = ${userId}
         ORDER BY a.applied_at DESC, a.id DESC LIMIT ${USER_PAGE_LIMIT}`,
  );
}

export type LedgerLine = {
  id: string | number;
  at: string | Date;
  currency: 'coin' | 'credit';
  delta: number;
  balanceAfter: number;
  reason: string;
};

export function ledgerOf(db: DbOrTx, userId: string): Promise<LedgerLine[]> {
  return selectRows<LedgerLine>(
    db,
    sql`SELECT id, created_at AS at, currency, delta, balance_after AS "balanceAfter", reason
          FROM ledger_entries WHERE user_id = ${userId}
         ORDER BY id DESC LIMIT ${USER_PAGE_LIMIT}`,
  );
}

export type PaymentLine = {
  id: string;
  kind: string;
  productId: string;
  amountCents: number;
  status: string;
  provider: string;
  createdAt: string | Date;
  confirmedAt: string | Date | null;
};

export function paymentsOf(db: DbOrTx, userId: string): Promise<PaymentLine[]> {
  return selectRows<PaymentLine>(
    db,
    sql`SELECT id, kind, product_id AS "productId", amount_cents AS "amountCents", status, provider,
               created_at AS "createdAt", confirmed_at AS "confirmedAt"
          FROM payments WHERE user_id = ${userId}
         ORDER BY created_at DESC, seq DESC LIMIT ${USER_PAGE_LIMIT}`,
  );
}

export type PayoutLine = {
  id: string;
  jobTitle: string;
  amountCents: number;
  status: string;
  createdAt: string | Date;
  sentAt: string | Date | null;
};

export function payoutsOf(db: DbOrTx, userId: string): Promise<PayoutLine[]> {
  return selectRows<PayoutLine>(
    db,
    sql`SELECT po.id, j.title AS "jobTitle", po.amount_cents AS "amountCents", po.status,
               po.created_at AS "createdAt", po.sent_at AS "sentAt"
          FROM payouts po JOIN jobs j ON j.id = po.job_id
         WHERE po.freelancer_id = ${userId}
         ORDER BY po.created_at DESC, po.seq DESC LIMIT ${USER_PAGE_LIMIT}`,
  );
}

export type AuditLine = {
  id: string;
  at: string | Date;
  operatorId: string;
  operatorName: string;
  operatorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string;
};

/**
 * Every operator action about a person: on them ('user'), on their shifts, on their company's jobs, on
 * their charges and pay-outs; newest first.
 */
export function auditAbout(db: DbOrTx, userId: string, companyId: string | null): Promise<AuditLine[]> {
  return selectRows<AuditLine>(
    db,
    sql`SELECT a.id, a.at, a.operator_id AS "operatorId", o.name AS "operatorName", o.email AS "operatorEmail",
               a.action, a.target_type AS "targetType", a.target_id AS "targetId", a.before, a.after, a.reason
          FROM operator_audit a JOIN users o ON o.id = a.operator_id
         WHERE (a.target_type = 'user' AND a.target_id = ${userId})
            OR (a.target_type = 'shift' AND a.target_id IN (SELECT id FROM job_applications WHERE freelancer_id = ${userId}))
            OR (a.target_type = 'charge' AND a.target_id IN (SELECT id FROM payments WHERE user_id = ${userId}))
            OR (a.target_type = 'payout' AND a.target_id IN (SELECT id FROM payouts WHERE freelancer_id = ${userId}))
            ${
              companyId
                ? sql`OR (a.target_type = 'job' AND a.target_id IN (SELECT id FROM jobs WHERE contractor_id = ${companyId}))
                      OR (a.target_type = 'shift' AND a.target_id IN (
                            SELECT ja.id FROM job_applications ja JOIN jobs j ON j.id = ja.job_id
                             WHERE j.contractor_id = ${companyId}))`
                : sql``
            }
         ORDER BY a.at DESC, a.id DESC LIMIT ${USER_PAGE_LIMIT}`,
  );
}
