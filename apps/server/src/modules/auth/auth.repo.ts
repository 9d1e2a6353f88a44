import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accounts, profiles, sessions, users, type LoginRole } from '../../db/schema.ts';

export type MeRow = {
  id: string;
  email: string;
  role: LoginRole;
  name: string;
  fullName: string | null;
  avatarUrl: string | null;
};

/**
 * Inserts the user unless the e-mail (citext, so case-insensitively) is taken; returns the new id
 * or null. A concurrent insert of the same e-mail waits for the other transaction, then yields null.
 */
export async function insertUser(
  tx: Tx,
  user: { name: string; email: string; role: LoginRole },
): Promise<string | null> {
  const rows = await tx
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}

/** The better-auth credential account: account_id is the user id, password the argon2id hash. */
export async function insertCredentialAccount(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  await tx.insert(accounts).values({ userId, accountId: userId, providerId: 'credential', password: passwordHash });
}

export async function findMe(db: DbOrTx, userId: string): Promise<MeRow | undefined> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      name: users.name,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** A person's name as their sessions carry it (kept equal to their profile's full name). */
export async function renameUser(tx: Tx, userId: string, name: string): Promise<void> {
  await tx
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The account with this e-mail (citext: any case), for messages to its owner. */
export async function findAccountByEmail(
  db: DbOrTx,
  email: string,
): Promise<{ id: string; email: string; name: string } | undefined> {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows[0];
}

/** Deletes every session of a person (better-auth's rows). */
export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The argon2id hash of a login's password, or undefined. */
export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | undefined> {
  const rows = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(sql`${accounts.userId} = ${userId} AND ${accounts.providerId} = 'credential'`)
    .limit(1);
  return rows[0]?.password ?? undefined;
}
