import { sql } from 'drizzle-orm';
import { UPCOMING_STATES, type ShiftState } from '@vamos/shared/shift-states';
import { selectRows, type DbOrTx } from '../../db/client.ts';
import { valueList } from '../../db/value-list.ts';
import type { Address } from '../../db/schema.ts';

/** An approved freelancer's shift that starts within `hours` of `now` (São Paulo time), on a job still on. */
export type UpcomingShift = {
  applicationId: string;
  freelancerId: string;
  approvedAt: Date | null;
  /** The shift's state: 'approved' until the freelancer confirms ('confirmed') or checks in. */
  state: ShiftState;
  freelancerName: string;
  jobId: string;
  contractorId: string;
  title: string;
  serviceDate: string;
  startTime: string;
  location: string;
  address: Address | null;
  startsAt: Date;
};

/**
 * Approved shifts starting after `now` and at most `hours` later. The start is the job's date and
 * time in America/Sao_Paulo; a cancelled job or a withdrawn application is not one.
 */
export async function findUpcomingShifts(db: DbOrTx, now: Date, hours: number): Promise<UpcomingShift[]> {
  const at = now.toISOString();
  const rows = await selectRows<UpcomingShift & { startsAt: string | Date; approvedAt: string | Date | null }>(
    db,
    sql`SELECT a.id AS "applicationId", a.freelancer_id AS "freelancerId", a.approved_at AS "approvedAt",
               a.status AS state,
               coalesce((SELECT p.full_name FROM profiles p WHERE p.user_id = a.freelancer_id),
                        (SELECT u.name FROM users u WHERE u.id = a.freelancer_id)) AS "freelancerName",
               j.id AS "jobId", j.contractor_id AS "contractorId", j.title, j.service_date::text AS "serviceDate",
               j.start_time::text AS "startTime", j.location, j.address,
               (j.service_date + j.start_time) AT TIME ZONE 'America/Sao_Paulo' AS "startsAt"
          FROM jobs j
          JOIN job_applications a ON a.job_id = j.id AND a.status IN ${valueList(UPCOMING_STATES)}
         WHERE j.status IN ('active', 'filled', 'in_progress')
           AND j.service_date BETWEEN (${at}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date - 1
                                  AND (${at}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date + 2
           AND (j.service_date + j.start_time) AT TIME ZONE 'America/Sao_Paulo' > ${at}::timestamptz
           AND (j.service_date + j.start_time) AT TIME ZONE 'America/Sao_Paulo'
               <= ${at}::timestamptz + make_interval(hours => ${hours}::int)`,
  );
  return rows.map((r) => ({
    ...r,
    startsAt: new Date(r.startsAt),
    approvedAt: r.approvedAt === null ? null : new Date(r.approvedAt),
  }));
}

/** Someone told a service was completed at least a day ago (and within a week) who has not rated it yet. */
export type PendingEvaluation = {
  userId: string;
  ref: string;
  data: { jobId: string; jobTitle: string; serviceDate: string; role: 'freelancer' | 'contractor' };
};

export async function findUnratedCompletions(db: DbOrTx, now: Date): Promise<PendingEvaluation[]> {
  const at = now.toISOString();
  return selectRows<PendingEvaluation>(
    db,
    sql`SELECT n.user_id AS "userId", n.ref, n.data
          FROM notifications n
         WHERE n.kind = 'job_completed'
           AND n.created_at <= ${at}::timestamptz - interval '24 hours'
           AND n.created_at > ${at}::timestamptz - interval '7 days'
           AND NOT EXISTS (SELECT 1 FROM evaluations e
                            WHERE e.job_id::text = n.data ->> 'jobId' AND e.evaluator_id = n.user_id)
           AND NOT EXISTS (SELECT 1 FROM notifications r
                            WHERE r.user_id = n.user_id AND r.kind = 'evaluation_reminder' AND r.ref = n.ref)`,
  );
}

/** Paid plans that end within `days` of `now`. */
export async function findExpiringPlans(
  db: DbOrTx,
  now: Date,
  days: number,
): Promise<{ userId: string; planId: string; expiresAt: Date }[]> {
  const at = now.toISOString();
  const rows = await selectRows<{ userId: string; planId: string; expiresAt: string | Date }>(
    db,
    sql`SELECT user_id AS "userId", plan_id AS "planId", expires_at AS "expiresAt"
          FROM subscriptions
         WHERE plan_id <> 'free' AND expires_at > ${at}::timestamptz
           AND expires_at <= ${at}::timestamptz + make_interval(days => ${days}::int)`,
  );
  return rows.map((r) => ({ ...r, expiresAt: new Date(r.expiresAt) }));
}
