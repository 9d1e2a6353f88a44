/**
 * 'Minha equipe' (decision 0034): a contractor's favourites (`team_members`) and the blocks between
 * two people (`blocks`: a contractor blocking a freelancer, or a freelancer hiding a contractor).
 * The module `team` owns both tables; this is their only SQL.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx } from '../../db/client.ts';
import { valueList } from '../../db/value-list.ts';

/** Escapes LIKE wildcards so user text matches literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** At most this many favourites are listed (Instawork recommends 40–50). */
export const TEAM_LIST_LIMIT = 500;

/** The role of a person, or undefined when there is no such person. */
export async function findRole(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await selectRows<{ role: string }>(db, sql`SELECT role FROM users WHERE id = ${userId}::uuid`);
  return row?.role;
}

export type TeamMemberRow = {
  freelancerId: string;
  fullName: string;
  avatarUrl: string | null;
  position: string | null;
  addedAt: string;
  shiftsWithMe: number;
  lastShiftDate: string | null;
};

export type TeamFilter = { q?: string; position?: string; freelancerId?: string };

/**
 * The contractor's favourites, the most recently added first, each with the shifts they attended on
 * this contractor's jobs and the date of the last one. `q`: part of the name, accents and case
 * ignored; `position`: part of the profile's 'Função', case ignored.
 */
export async function findTeam(db: DbOrTx, contractorId: string, filter: TeamFilter = {}): Promise<TeamMemberRow[]> {
  const name = sql`coalesce(p.full_name, u.name)`;
  const conditions = [sql`t.contractor_id = ${contractorId}::uuid`];
  const q = filter.q?.trim();
  if (q) conditions.push(sql`lower(unaccent(${name})) LIKE '%' || lower(unaccent(${escapeLike(q)}::text)) || '%'`);
  const position = filter.position?.trim();
  if (position) conditions.push(sql`p.position ILIKE '%' || ${escapeLike(position)}::text || '%'`);
  if (filter.freelancerId) conditions.push(sql`t.freelancer_id = ${filter.freelancerId}::uuid`);
  return selectRows<TeamMemberRow>(
    db,
    sql`SELECT t.freelancer_id AS "freelancerId", ${name} AS "fullName", p.avatar_url AS "avatarUrl",
               p.position, to_json(t.created_at) #>> '{}' AS "addedAt",
               s.shifts AS "shiftsWithMe", s.last_date AS "lastShiftDate"
          FROM team_members t
          JOIN users u ON u.id = t.freelancer_id
          LEFT JOIN profiles p ON p.user_id = t.freelancer_id
          CROSS JOIN LATERAL (
            SELECT count(*)::int AS shifts, max(j.service_date)::text AS last_date
              FROM job_applications a
              JOIN jobs j ON j.id = a.job_id
             WHERE a.freelancer_id = t.freelancer_id AND j.contractor_id = t.contractor_id
               AND a.status = 'attended'
          ) s
         WHERE ${sql.join(conditions, sql` AND `)}
         ORDER BY t.created_at DESC, t.freelancer_id
         LIMIT ${TEAM_LIST_LIMIT}`,
  );
}

/** Adds a favourite (nothing when already there). */
export async function addMember(db: DbOrTx, contractorId: string, freelancerId: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO team_members (contractor_id, freelancer_id) VALUES (${contractorId}::uuid, ${freelancerId}::uuid)
        ON CONFLICT DO NOTHING`,
  );
}

/** Removes a favourite; whether there was one. */
export async function removeMember(db: DbOrTx, contractorId: string, freelancerId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`DELETE FROM team_members WHERE contractor_id = ${contractorId}::uuid AND freelancer_id = ${freelancerId}::uuid
        RETURNING 1 AS one`,
  );
  return rows.length > 0;
}

/** Records that `blockerId` blocks (or hides) `blockedId`; whether it is new. */
export async function addBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`INSERT INTO blocks (blocker_id, blocked_id) VALUES (${blockerId}::uuid, ${blockedId}::uuid)
        ON CONFLICT DO NOTHING RETURNING 1 AS one`,
  );
  return rows.length > 0;
}

/** Lifts a block (or shows a hidden contractor again); whether there was one. */
export async function removeBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`DELETE FROM blocks WHERE blocker_id = ${blockerId}::uuid AND blocked_id = ${blockedId}::uuid RETURNING 1 AS one`,
  );
  return rows.length > 0;
}

/** Whether `blockerId` blocks `blockedId`. */
export async function isBlocked(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM blocks WHERE blocker_id = ${blockerId}::uuid AND blocked_id = ${blockedId}::uuid`,
  );
  return rows.length > 0;
}

export type BlockedRow = {
  userId: string;
  fullName: string;
  avatarUrl: string | null;
  companyName: string | null;
  at: string;
};

/** The people `blockerId` blocks (or hides), the newest first, with their names. */
export async function findBlockedBy(db: DbOrTx, blockerId: string): Promise<BlockedRow[]> {
  return selectRows<BlockedRow>(
    db,
    sql`SELECT b.blocked_id AS "userId", coalesce(p.full_name, u.name) AS "fullName", p.avatar_url AS "avatarUrl",
               nullif(btrim(p.company_name), '') AS "companyName", to_json(b.created_at) #>> '{}' AS at
          FROM blocks b
          JOIN users u ON u.id = b.blocked_id
          LEFT JOIN profiles p ON p.user_id = b.blocked_id
         WHERE b.blocker_id = ${blockerId}::uuid
         ORDER BY b.created_at DESC, b.blocked_id
         LIMIT ${TEAM_LIST_LIMIT}`,
  );
}

/**
 * For a freelancer, the contractors on the other side of a block (either way: their jobs are
 * invisible) and the contractors whose team they are in (their invite-first jobs are visible):
 * one statement, three index lookups.
 */
export async function findVisibility(db: DbOrTx, userId: string): Promise<{ id: string; team: boolean }[]> {
  return selectRows<{ id: string; team: boolean }>(
    db,
    sql`SELECT blocker_id AS id, false AS team FROM blocks WHERE blocked_id = ${userId}::uuid
        UNION
        SELECT blocked_id AS id, false AS team FROM blocks WHERE blocker_id = ${userId}::uuid
        UNION ALL
        SELECT contractor_id AS id, true AS team FROM team_members WHERE freelancer_id = ${userId}::uuid`,
  );
}

/**
 * Whether the job does not exist for the freelancer: a block either way stands between them and its
 * contractor, or the job is still open only to its contractor's team (decision 0037) and they are
 * neither in it nor on the job already (an invitation, an earlier application).
 */
export async function isJobHiddenFrom(db: DbOrTx, jobId: string, freelancerId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM jobs j
         WHERE j.id = ${jobId}::uuid
           AND (EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = j.contractor_id AND b.blocked_id = ${freelancerId}::uuid)
             OR EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${freelancerId}::uuid AND b.blocked_id = j.contractor_id)
             OR (j.invite_first_until IS NOT NULL
                 AND NOT EXISTS (SELECT 1 FROM team_members t
                                  WHERE t.contractor_id = j.contractor_id AND t.freelancer_id = ${freelancerId}::uuid)
                 AND NOT EXISTS (SELECT 1 FROM job_applications a
                                  WHERE a.job_id = j.id AND a.freelancer_id = ${freelancerId}::uuid
                                    AND a.status <> 'cancelled')))`,
  );
  return rows.length > 0;
}

/** Whether the freelancer is in the contractor's team. */
export async function isMember(db: DbOrTx, contractorId: string, freelancerId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM team_members
         WHERE contractor_id = ${contractorId}::uuid AND freelancer_id = ${freelancerId}::uuid`,
  );
  return rows.length > 0;
}

/** Whether a block either way stands between the two. */
export async function isBlockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM blocks
         WHERE (blocker_id = ${a}::uuid AND blocked_id = ${b}::uuid) OR (blocker_id = ${b}::uuid AND blocked_id = ${a}::uuid)`,
  );
  return rows.length > 0;
}

/** The contractor's favourites that no block stands between (those 'Convidar minha equipe primeiro' invites). */
export async function findInvitableMembers(db: DbOrTx, contractorId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT t.freelancer_id AS id FROM team_members t
         WHERE t.contractor_id = ${contractorId}::uuid
           AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = t.contractor_id AND b.blocked_id = t.freelancer_id)
           AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = t.freelancer_id AND b.blocked_id = t.contractor_id)
         ORDER BY t.created_at, t.freelancer_id
         LIMIT ${TEAM_LIST_LIMIT}`,
  );
  return rows.map((r) => r.id);
}

/** For each of `freelancerIds`: whether they are in the contractor's team, and whether the contractor blocks them. */
export async function findStandings(
  db: DbOrTx,
  contractorId: string,
  freelancerIds: readonly string[],
): Promise<{ freelancerId: string; inTeam: boolean; blocked: boolean }[]> {
  const ids = [...new Set(freelancerIds)];
  if (ids.length === 0) return [];
  return selectRows(
    db,
    sql`SELECT f.id AS "freelancerId",
               EXISTS (SELECT 1 FROM team_members t
                        WHERE t.contractor_id = ${contractorId}::uuid AND t.freelancer_id = f.id) AS "inTeam",
               EXISTS (SELECT 1 FROM blocks b
                        WHERE b.blocker_id = ${contractorId}::uuid AND b.blocked_id = f.id) AS blocked
          FROM users f
         WHERE f.id IN ${valueList(ids)}`,
  );
}

/**
 * The freelancer's shifts that a block rejects: `pending` and `waitlisted` ones on the contractor's
 * jobs (and `invited` ones, which lapse), with their job (the lifecycle locks the job, then the shift).
 */
export async function findOpenShiftsWith(
  db: DbOrTx,
  contractorId: string,
  freelancerId: string,
): Promise<{ id: string; jobId: string; status: 'pending' | 'waitlisted' | 'invited' }[]> {
  return selectRows(
    db,
    sql`SELECT a.id, a.job_id AS "jobId", a.status
          FROM job_applications a
          JOIN jobs j ON j.id = a.job_id
         WHERE a.freelancer_id = ${freelancerId}::uuid AND j.contractor_id = ${contractorId}::uuid
           AND a.status IN ${valueList(['pending', 'waitlisted', 'invited'])}
         ORDER BY a.job_id`,
  );
}

/** The contractor of a job, or undefined. */
export async function findJobContractor(db: DbOrTx, jobId: string): Promise<string | undefined> {
  const [row] = await selectRows<{ contractorId: string }>(
    db,
    sql`SELECT contractor_id AS "contractorId" FROM jobs WHERE id = ${jobId}::uuid`,
  );
  return row?.contractorId;
}

/** A deleted account (decision 0051): the teams they were in or had, and every block either way. */
export async function forgetTeamsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`DELETE FROM team_members WHERE contractor_id = ${userId} OR freelancer_id = ${userId}`);
  await db.execute(sql`DELETE FROM blocks WHERE blocker_id = ${userId} OR blocked_id = ${userId}`);
}
