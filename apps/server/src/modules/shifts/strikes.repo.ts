/**
 * The SQL of strikes ("advertências", issue 24): the cancellation policy's record of a late
 * 'Desistir' and of a no-show, their forgiveness and the suspension they bring (decision 0028).
 * Written by the shift's moves (shift-effects.ts), once per shift and reason; read by the
 * freelancer's own profile, the job board and the apply move.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  FORGIVENESS_ATTENDED_IN_A_ROW,
  SUSPENSION_DAYS,
  SUSPENSION_STRIKES,
  suspensionEnd,
  type StrikeReason,
} from '@vamos/shared/cancellation-policy';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';

/** The advisory lock's first key for a person's strikes (the second: their id's hash). */
const STRIKES_LOCK = 24_028;

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

/**
 * Serializes what changes a person's strikes (giving, forgiving) in the caller's transaction, so a
 * run of attended shifts and a new strike are decided one after the other.
 */
async function lockStrikesOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STRIKES_LOCK}::int4, hashtext(${userId}))`);
}

/** Records `count` strikes for the shift; a second time for the same shift and reason records nothing. */
export async function giveStrikes(
  tx: Tx,
  strike: { userId: string; shiftId: string; reason: StrikeReason; count: number; givenAt: Date; expiresAt: Date },
): Promise<void> {
  await lockStrikesOf(tx, strike.userId);
  await tx.execute(sql`
    INSERT INTO strikes (user_id, shift_id, reason, count, given_at, expires_at)
    VALUES (${strike.userId}, ${strike.shiftId}, ${strike.reason}, ${strike.count},
            ${strike.givenAt.toISOString()}::timestamptz, ${strike.expiresAt.toISOString()}::timestamptz)
    ON CONFLICT (shift_id, reason) DO NOTHING`);
}

/**
 * A strike stands unless its shift is contested (a contested no-show counts none until an operator
 * decides) or attended: an operator withdrew the no-show ('Retirar falta', decision 0049), and the
 * record stays. `shift`: the alias of the strike's job_applications row.
 */
const standsFor = (shift: string) => sql`${sql.raw(shift)}.status NOT IN ('contested', 'attended')`;

/**
 * The strikes counting at `at` of the row `s` (joined to its shift `a`): given by then, not expired,
 * standing (standsFor), less those forgiven by then.
 */
const countingAt = (at: SQL) => sql`
  s.given_at <= ${at} AND s.expires_at > ${at} AND (s.forgiven_at IS NULL OR s.forgiven_at > ${at})
  AND ${standsFor('a')}`;
const unitsAt = (at: SQL) =>
  sql`(s.count - (SELECT count(*) FROM strike_forgiveness f WHERE f.strike_id = s.id AND f.forgiven_at <= ${at}))::int`;

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The person's strikes still counting at `now` (not expired, forgiven or contested), newest first, with their job. */
export async function activeStrikes(db: DbOrTx, userId: string, now: Date): Promise<StrikeRow[]> {
  const at = instant(now);
  const rows = await selectRows<
    Omit<StrikeRow, 'givenAt' | 'expiresAt'> & { givenAt: string | Date; expiresAt: string | Date }
  >(
    db,
    sql`SELECT * FROM (
          SELECT s.id, s.shift_id AS "shiftId", s.reason, ${unitsAt(at)} AS count, s.given_at AS "givenAt",
                 s.expires_at AS "expiresAt", j.title AS "jobTitle", j.service_date::text AS "serviceDate"
            FROM strikes s
            JOIN job_applications a ON a.id = s.shift_id
            JOIN jobs j ON j.id = a.job_id
           WHERE s.user_id = ${userId} AND ${countingAt(at)}) active
         WHERE count > 0
         ORDER BY "givenAt" DESC, id`,
  );
  return rows.map((row) => ({ ...row, givenAt: new Date(row.givenAt), expiresAt: new Date(row.expiresAt) }));
}

/**
 * Until when the person may not apply, at `now` (null: they may): SUSPENSION_DAYS from the latest
 * strike that brought their strikes counting at its instant to SUSPENSION_STRIKES or more
 * (decision 0028). Computed from the strikes, their forgiveness and their shifts' states.
 */
export async function suspendedUntil(db: DbOrTx, userId: string, now: Date): Promise<Date | null> {
  const at = instant(now);
  const [row] = await selectRows<{ givenAt: string | Date | null }>(
    db,
    sql`SELECT max(t.given_at) AS "givenAt"
          FROM strikes t
          JOIN job_applications ta ON ta.id = t.shift_id AND ${standsFor('ta')}
         WHERE t.user_id = ${userId} AND t.given_at <= ${at}
           AND t.given_at > ${at} - make_interval(days => ${SUSPENSION_DAYS}::int)
           AND (SELECT coalesce(sum(${unitsAt(sql`t.given_at`)}), 0)
                  FROM strikes s JOIN job_applications a ON a.id = s.shift_id
                 WHERE s.user_id = t.user_id AND ${countingAt(sql`t.given_at`)}) >= ${SUSPENSION_STRIKES}`,
  );
  return row?.givenAt ? suspensionEnd(new Date(row.givenAt)) : null;
}

/**
 * A shift of the person was attended at `now` (the move `attend`): when it completes a run of
 * FORGIVENESS_ATTENDED_IN_A_ROW attended shifts since their last strike or forgiveness, their
 * oldest strike still counting is forgiven, once (recorded with the shift that earned it; a row
 * whose every strike is forgiven gets forgiven_at). Decided from the stored facts, not a counter.
 */
export async function forgiveAfterRun(tx: Tx, userId: string, earnedBy: string, now: Date): Promise<boolean> {
  await lockStrikesOf(tx, userId);
  const at = instant(now);
  const [run] = await selectRows<{ attended: number }>(
    tx,
    sql`WITH since AS (
          SELECT greatest(
            (SELECT max(s.given_at) FROM strikes s JOIN job_applications a ON a.id = s.shift_id
              WHERE s.user_id = ${userId} AND s.given_at <= ${at} AND ${standsFor('a')}),
            (SELECT max(f.forgiven_at) FROM strike_forgiveness f WHERE f.user_id = ${userId} AND f.forgiven_at <= ${at})
          ) AS at
        )
        SELECT count(*)::int AS attended FROM job_applications a, since
         WHERE a.freelancer_id = ${userId} AND a.status = 'attended' AND a.decided_at <= ${at}
           AND (since.at IS NULL OR a.decided_at > since.at)`,
  );
  if ((run?.attended ?? 0) < FORGIVENESS_ATTENDED_IN_A_ROW) return false;
  const forgiven = await selectRows<{ strikeId: string }>(
    tx,
    sql`WITH oldest AS (
          SELECT s.id FROM strikes s JOIN job_applications a ON a.id = s.shift_id
           WHERE s.user_id = ${userId} AND ${countingAt(at)} AND ${unitsAt(at)} > 0
           ORDER BY s.given_at, s.id LIMIT 1
        )
        INSERT INTO strike_forgiveness (strike_id, user_id, earned_by, forgiven_at)
        SELECT id, ${userId}, ${earnedBy}, ${at} FROM oldest
        ON CONFLICT (earned_by) DO NOTHING
        RETURNING strike_id AS "strikeId"`,
  );
  const [first] = forgiven;
  if (!first) return false;
  await tx.execute(sql`
    UPDATE strikes SET forgiven_at = ${at}
     WHERE id = ${first.strikeId}
       AND count <= (SELECT count(*) FROM strike_forgiveness f WHERE f.strike_id = strikes.id)`);
  return true;
}
