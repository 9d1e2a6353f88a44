/**
 * A contractor's company and its people (decision 0040): its managers (`company_managers`) and the
 * open 'Convidar gerente' links (`manager_invitations`). The module `company` owns both tables;
 * this is their only SQL. The company is the contractor account that signed up; its owner is that
 * account's person.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';

/** The company a manager acts for, and whether they still do (removedAt null). */
export async function findManagerCompany(
  db: DbOrTx,
  userId: string,
): Promise<{ companyId: string; removedAt: Date | null } | undefined> {
  const [row] = await selectRows<{ companyId: string; removedAt: string | null }>(
    db,
    sql`SELECT company_id AS "companyId", removed_at AS "removedAt" FROM company_managers WHERE user_id = ${userId}::uuid`,
  );
  return row && { companyId: row.companyId, removedAt: row.removedAt === null ? null : new Date(row.removedAt) };
}

/** The company's name as its profile says (company name, else the owner's name). */
export async function findCompanyName(db: DbOrTx, companyId: string): Promise<string | undefined> {
  const [row] = await selectRows<{ name: string }>(
    db,
    sql`SELECT coalesce(nullif(p.company_name, ''), p.full_name, u.name) AS name
          FROM users u LEFT JOIN profiles p ON p.user_id = u.id
         WHERE u.id = ${companyId}::uuid AND u.role = 'contractor'`,
  );
  return row?.name;
}

export type ManagerRow = { userId: string; name: string; email: string; joinedAt: string };

/** The company's managers now, the earliest first. */
export async function findManagers(db: DbOrTx, companyId: string): Promise<ManagerRow[]> {
  return selectRows<ManagerRow>(
    db,
    sql`SELECT m.user_id AS "userId", u.name, u.email::text AS email, to_json(m.joined_at) #>> '{}' AS "joinedAt"
          FROM company_managers m JOIN users u ON u.id = m.user_id
         WHERE m.company_id = ${companyId}::uuid AND m.removed_at IS NULL
         ORDER BY m.joined_at, m.user_id`,
  );
}

export type InvitationRow = { id: string; email: string; createdAt: string; expiresAt: string };

/** The company's invitations still open (neither accepted, revoked nor expired), the newest first. */
export async function findOpenInvitations(db: DbOrTx, companyId: string): Promise<InvitationRow[]> {
  return selectRows<InvitationRow>(
    db,
    sql`SELECT id, email::text AS email, to_json(created_at) #>> '{}' AS "createdAt",
               to_json(expires_at) #>> '{}' AS "expiresAt"
          FROM manager_invitations
         WHERE company_id = ${companyId}::uuid AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
         ORDER BY created_at DESC, id`,
  );
}

/**
 * Serializes the changes to one company's people (invite, accept, remove), so the count checked
 * against the limit is the count written.
 */
export async function lockCompany(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('company_people'), hashtext(${companyId}))`);
}

/** Managers now plus invitations open, against MAX_COMPANY_MANAGERS. */
export async function countPeopleAndInvitations(tx: Tx, companyId: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`SELECT (SELECT count(*) FROM company_managers WHERE company_id = ${companyId}::uuid AND removed_at IS NULL)::int
             + (SELECT count(*) FROM manager_invitations
                 WHERE company_id = ${companyId}::uuid AND accepted_at IS NULL AND revoked_at IS NULL
                   AND expires_at > now())::int AS n`,
  );
  return row?.n ?? 0;
}

/** The login of this e-mail (citext: any case): its id and role, and the company it manages now, if any. */
export async function findLoginByEmail(
  db: DbOrTx,
  email: string,
): Promise<{ id: string; role: string; managesCompanyId: string | null } | undefined> {
  const [row] = await selectRows<{ id: string; role: string; managesCompanyId: string | null }>(
    db,
    sql`SELECT u.id, u.role, m.company_id AS "managesCompanyId"
          FROM users u LEFT JOIN company_managers m ON m.user_id = u.id AND m.removed_at IS NULL
         WHERE u.email = ${email}::citext`,
  );
  return row;
}

/** Revokes the company's open invitation to `email`, if any (a new one replaces it). */
export async function revokeOpenInvitationTo(tx: Tx, companyId: string, email: string): Promise<void> {
  await tx.execute(
    sql`UPDATE manager_invitations SET revoked_at = now()
         WHERE company_id = ${companyId}::uuid AND email = ${email}::citext
           AND accepted_at IS NULL AND revoked_at IS NULL`,
  );
}

export async function insertInvitation(
  tx: Tx,
  invitation: { companyId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<InvitationRow> {
  const [row] = await selectRows<InvitationRow>(
    tx,
    sql`INSERT INTO manager_invitations (company_id, email, token_hash, invited_by, expires_at)
        VALUES (${invitation.companyId}::uuid, ${invitation.email}::citext, ${invitation.tokenHash},
                ${invitation.invitedBy}::uuid, ${invitation.expiresAt.toISOString()}::timestamptz)
        RETURNING id, email::text AS email, to_json(created_at) #>> '{}' AS "createdAt",
                  to_json(expires_at) #>> '{}' AS "expiresAt"`,
  );
  return row!;
}

/** Revokes one open invitation of the company; false when there is none such. */
export async function revokeInvitation(tx: Tx, companyId: string, id: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`UPDATE manager_invitations SET revoked_at = now()
         WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid AND accepted_at IS NULL AND revoked_at IS NULL
        RETURNING id`,
  );
  return rows.length > 0;
}

export type OpenInvitation = { id: string; companyId: string; email: string; invitedBy: string };

/** The open, unexpired invitation of this token's hash; `lock` holds it until the transaction ends. */
export async function findOpenInvitationByHash(
  db: DbOrTx,
  tokenHash: string,
  lock = false,
): Promise<OpenInvitation | undefined> {
  const [row] = await selectRows<OpenInvitation>(
    db,
    sql`SELECT id, company_id AS "companyId", email::text AS email, invited_by AS "invitedBy"
          FROM manager_invitations
         WHERE token_hash = ${tokenHash} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
         ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function markInvitationAccepted(tx: Tx, id: string, userId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE manager_invitations SET accepted_at = now(), accepted_by = ${userId}::uuid WHERE id = ${id}::uuid`,
  );
}

/** The person manages the company from now on (again, after a removal; or another company now). */
export async function upsertManager(
  tx: Tx,
  m: { userId: string; companyId: string; invitedBy: string },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO company_managers (user_id, company_id, invited_by)
        VALUES (${m.userId}::uuid, ${m.companyId}::uuid, ${m.invitedBy}::uuid)
        ON CONFLICT (user_id) DO UPDATE
          SET company_id = excluded.company_id, invited_by = excluded.invited_by, joined_at = now(),
              removed_at = NULL, removed_by = NULL`,
  );
}

/** Ends a manager's access to the company; false when they are not one of its managers now. */
export async function removeManager(tx: Tx, companyId: string, userId: string, removedBy: string): Promise<boolean> {
  const rows = await selectRows<{ userId: string }>(
    tx,
    sql`UPDATE company_managers SET removed_at = now(), removed_by = ${removedBy}::uuid
         WHERE user_id = ${userId}::uuid AND company_id = ${companyId}::uuid AND removed_at IS NULL
        RETURNING user_id AS "userId"`,
  );
  return rows.length > 0;
}

/** How many managers act for the company now. */
export async function countActiveManagers(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM company_managers WHERE company_id = ${companyId}::uuid AND removed_at IS NULL`,
  );
  return row?.n ?? 0;
}
