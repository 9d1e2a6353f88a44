/**
 * What 'Pagamentos' reads (decision 0053), across owners: purchases and plan charges (`payments`) with
 * their buyers (`users`, `profiles`), balances (`balances`) and refunds (`charge_refunds`); the failed
 * pay-outs (`payouts`, `pix_keys`) and refunds (`shift_refunds`, `charge_refunds`) with their people and
 * jobs. Reads across owners are allowed; this file writes nothing.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';

export type ChargeRow = {
  id: string;
  provider: string;
  providerPaymentId: string | null;
  kind: 'coins' | 'plan';
  productId: string;
  amountCents: number;
  quantity: number;
  status: 'pending' | 'confirmed' | 'expired' | 'cancelled' | 'refunded';
  createdAt: string | Date;
  confirmedAt: string | Date | null;
  refundShortfall: number;
  userId: string;
  userName: string;
  userEmail: string;
  userRole: string;
  balance: number;
  refundStatus: 'queued' | 'sending' | 'done' | 'failed' | null;
  refundFailReason: string | null;
  refundedAt: string | Date | null;
};

/** `%`, `_` and `\` typed by the operator are looked for as themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Purchases and plan charges (never a place's charge) whose buyer's e-mail contains `q`, or whose id (ours or the provider's) is `q`. */
const chargeFilter = (q: string) =>
  q === ''
    ? sql`p.kind NOT IN ('shift', 'job')`
    : sql`p.kind NOT IN ('shift', 'job') AND (u.email ILIKE ${`%${likeEscape(q)}%`} OR p.id::text = ${q.toLowerCase()}
                                  OR p.provider_payment_id = ${q})`;

export async function listCharges(
  db: DbOrTx,
  { q, limit, offset }: { q: string; limit: number; offset: number },
): Promise<{ rows: ChargeRow[]; total: number }> {
  const where = chargeFilter(q);
  const rows = await selectRows<ChargeRow>(
    db,
    sql`SELECT p.id, p.provider, p.provider_payment_id AS "providerPaymentId", p.kind, p.product_id AS "productId",
               p.amount_cents AS "amountCents", p.quantity, p.status, p.created_at AS "createdAt",
               p.confirmed_at AS "confirmedAt", p.refund_shortfall AS "refundShortfall",
               u.id AS "userId", coalesce(pr.full_name, u.name) AS "userName", u.email::text AS "userEmail",
               u.role AS "userRole", coalesce(b.balance, 0) AS balance,
               r.status AS "refundStatus", r.fail_reason AS "refundFailReason", r.refunded_at AS "refundedAt"
          FROM payments p
          JOIN users u ON u.id = p.user_id
          LEFT JOIN profiles pr ON pr.user_id = u.id
          LEFT JOIN balances b ON b.user_id = p.user_id
                              AND b.currency = CASE WHEN p.kind = 'coins' THEN 'coin' ELSE 'credit' END
          LEFT JOIN charge_refunds r ON r.payment_id = p.id
         WHERE ${where}
         ORDER BY p.created_at DESC, p.seq DESC
         LIMIT ${limit} OFFSET ${offset}`,
  );
  const [count] = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM payments p JOIN users u ON u.id = p.user_id WHERE ${where}`,
  );
  return { rows, total: count?.total ?? 0 };
}

/** The person an adjustment is for: a freelancer or a contractor with this e-mail (an operator has no balance). */
export async function findPersonByEmail(
  tx: Tx,
  email: string,
): Promise<{ id: string; role: 'freelancer' | 'contractor' } | undefined> {
  const [row] = await selectRows<{ id: string; role: 'freelancer' | 'contractor' }>(
    tx,
    sql`SELECT id, role FROM users WHERE email = ${email} AND role IN ('freelancer', 'contractor')`,
  );
  return row;
}

export type FailedPayoutRow = {
  id: string;
  amountCents: number;
  attempt: number;
  failReason: string | null;
  updatedAt: string | Date;
  personId: string;
  personName: string;
  personEmail: string;
  jobTitle: string;
  hasPixKey: boolean;
};

export type FailedRefundRow = {
  id: string;
  kind: 'place' | 'purchase';
  amountCents: number;
  failReason: string | null;
  updatedAt: string | Date;
  personId: string;
  personName: string;
  personEmail: string;
  about: string;
};

const FAILURES_LIMIT = 100;

/** Pay-outs that failed after every attempt, the newest first. */
export async function listFailedPayouts(db: DbOrTx): Promise<FailedPayoutRow[]> {
  return selectRows<FailedPayoutRow>(
    db,
    sql`SELECT po.id, po.amount_cents AS "amountCents", po.attempt, po.fail_reason AS "failReason",
               po.updated_at AS "updatedAt", u.id AS "personId", coalesce(pr.full_name, u.name) AS "personName",
               u.email::text AS "personEmail", j.title AS "jobTitle",
               EXISTS (SELECT 1 FROM pix_keys k WHERE k.user_id = po.freelancer_id) AS "hasPixKey"
          FROM payouts po
          JOIN users u ON u.id = po.freelancer_id
          LEFT JOIN profiles pr ON pr.user_id = u.id
          JOIN jobs j ON j.id = po.job_id
         WHERE po.status = 'failed'
         ORDER BY po.updated_at DESC, po.id
         LIMIT ${FAILURES_LIMIT}`,
  );
}

/** Refunds that failed: places' money to their contractors, and operators' refunds of purchases. */
export async function listFailedRefunds(db: DbOrTx): Promise<FailedRefundRow[]> {
  return selectRows<FailedRefundRow>(
    db,
    sql`SELECT * FROM (
          SELECT sr.id, 'place' AS kind, sr.amount_cents AS "amountCents", sr.fail_reason AS "failReason",
                 sr.updated_at AS "updatedAt", u.id AS "personId", coalesce(pr.full_name, u.name) AS "personName",
                 u.email::text AS "personEmail", j.title AS about
            FROM shift_refunds sr
            JOIN users u ON u.id = sr.contractor_id
            LEFT JOIN profiles pr ON pr.user_id = u.id
            JOIN jobs j ON j.id = sr.job_id
           WHERE sr.status = 'failed'
          UNION ALL
          SELECT cr.id, 'purchase', cr.amount_cents, cr.fail_reason, cr.updated_at, u.id,
                 coalesce(pr.full_name, u.name), u.email::text, p.kind || ':' || p.product_id
            FROM charge_refunds cr
            JOIN payments p ON p.id = cr.payment_id
            JOIN users u ON u.id = p.user_id
            LEFT JOIN profiles pr ON pr.user_id = u.id
           WHERE cr.status = 'failed') f
         ORDER BY "updatedAt" DESC, id
         LIMIT ${FAILURES_LIMIT}`,
  );
}
