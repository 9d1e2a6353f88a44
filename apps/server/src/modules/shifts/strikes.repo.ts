/**
 * The SQL of strikes ("advertências", issue 24): the cancellation policy's record of a late
 * 'Desistir' (and, later, a no-show). Written by the shift's moves (shift-effects.ts), once per
 * shift and reason; read by the freelancer's own profile.
 */
import { sql } from 'drizzle-orm';
import type { StrikeReason } from '@vamos/shared/cancellation-policy';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';

export type StrikeRow = {
  id: string;
  shiftId: string;
  reason: StrikeReason;
  count: number;
  givenAt: Date;
  expiresAt: Date;
  jobTitle: string;
  serviceDate: string;
};

/** Records `count` strikes for the shift; a second time for the same shift and reason records nothing. */
export async function giveStrikes(
  tx: Tx,
  strike: { userId: string; shiftId: string; reason: StrikeReason; count: number; givenAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO strikes (user_id, shift_id, reason, count, given_at, expires_at)
    VALUES (${strike.userId}, ${strike.shiftId}, ${strike.reason}, ${strike.count},
            ${strike.givenAt.toISOString()}::timestamptz, ${strike.expiresAt.toISOString()}::timestamptz)
    ON CONFLICT (shift_id, reason) DO NOTHING`);
}

/** The person's strikes still counting at `now` (not expired, not forgiven), newest first, with their job. */
export async function activeStrikes(db: DbOrTx, userId: string, now: Date): Promise<StrikeRow[]> {
  const rows = await selectRows<
    Omit<StrikeRow, 'givenAt' | 'expiresAt'> & { givenAt: string | Date; expiresAt: string | Date }
  >(
    db,
    sql`SELECT s.id, s.shift_id AS "shiftId", s.reason, s.count, s.given_at AS "givenAt", s.expires_at AS "expiresAt",
               j.title AS "jobTitle", j.service_date::text AS "serviceDate"
          FROM strikes s
          JOIN job_applications a ON a.id = s.shift_id
          JOIN jobs j ON j.id = a.job_id
         WHERE s.user_id = ${userId} AND s.expires_at > ${now.toISOString()}::timestamptz AND s.forgiven_at IS NULL
         ORDER BY s.given_at DESC, s.id`,
  );
  return rows.map((row) => ({ ...row, givenAt: new Date(row.givenAt), expiresAt: new Date(row.expiresAt) }));
}
