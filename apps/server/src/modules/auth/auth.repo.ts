import { and, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import {
  accounts,
  operatorTotp,
  profiles,
  sessions,
  userSuspensions,
  users,
  verifications,
  type LoginRole,
} from '../../db/schema.ts';

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

// ------------------------------------------------------------------ operators (decision 0048)

export type OperatorTotpRow = typeof operatorTotp.$inferSelect;

/** The operator's TOTP row, locked until the transaction ends (one code checked at a time). */
export async function lockOperatorTotp(tx: Tx, userId: string): Promise<OperatorTotpRow | undefined> {
  const [row] = await tx.select().from(operatorTotp).where(eq(operatorTotp.userId, userId)).for('update');
  return row;
}

export async function findOperatorTotp(db: DbOrTx, userId: string): Promise<OperatorTotpRow | undefined> {
  const [row] = await db.select().from(operatorTotp).where(eq(operatorTotp.userId, userId));
  return row;
}

/** Stores a new secret for an operator who has none; the existing row otherwise (returned either way). */
export async function insertOperatorTotp(tx: Tx, userId: string, secretEncrypted: string): Promise<OperatorTotpRow> {
  await tx
    .insert(operatorTotp)
    .values({ userId, secretEncrypted })
    .onConflictDoNothing({ target: operatorTotp.userId });
  const row = await lockOperatorTotp(tx, userId);
  if (!row) throw new Error('operator_totp row missing after insert');
  return row;
}

/** A code of `step` was accepted: no code of it or before it is accepted again; the enrolment is verified. */
export async function acceptTotpStep(tx: Tx, userId: string, step: number, at: Date): Promise<void> {
  await tx
    .update(operatorTotp)
    .set({
      lastStep: step,
      verifiedAt: sql`coalesce(${operatorTotp.verifiedAt}, ${at.toISOString()}::timestamptz)`,
      updatedAt: sql`now()`,
    })
    .where(eq(operatorTotp.userId, userId));
}

/**
 * An operator's request at `now`: the session is used again (last_active_at), unless it started more
 * than `maxMs` ago or was idle for more than `idleMs` — then undefined, and the caller ends it.
 * Returns when its second factor was verified (null: not yet).
 */
export async function touchOperatorSession(
  db: DbOrTx,
  sessionId: string,
  now: Date,
  limits: { idleMs: number; maxMs: number },
): Promise<{ secondFactorAt: Date | null } | undefined> {
  const at = now.toISOString();
  const [row] = await selectRows<{ secondFactorAt: string | Date | null }>(
    db,
    sql`UPDATE sessions SET last_active_at = ${at}::timestamptz
         WHERE id = ${sessionId}
           AND created_at > ${at}::timestamptz - make_interval(secs => ${limits.maxMs / 1000}::double precision)
           AND coalesce(last_active_at, created_at)
               > ${at}::timestamptz - make_interval(secs => ${limits.idleMs / 1000}::double precision)
        RETURNING second_factor_at AS "secondFactorAt"`,
  );
  return row ? { secondFactorAt: row.secondFactorAt === null ? null : new Date(row.secondFactorAt) } : undefined;
}

/** The session passed its second factor at `at` (once: a later code does not move it). */
export async function markSecondFactor(db: DbOrTx, sessionId: string, at: Date): Promise<void> {
  await db.execute(sql`
    UPDATE sessions SET second_factor_at = ${at.toISOString()}::timestamptz, last_active_at = ${at.toISOString()}::timestamptz
     WHERE id = ${sessionId} AND second_factor_at IS NULL`);
}

/** Ends one session (an operator's, expired by time or idleness). */
export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends the session just opened with this token (a sign-in on the wrong door: not an operator's). */
export async function deleteSessionByToken(db: DbOrTx, userId: string, token: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.token, token)));
}

// ------------------------------------------------------------------ suspensions (decision 0050)

export type SuspensionRow = typeof userSuspensions.$inferSelect;

/** Suspends a login unless it already is (then false: a concurrent suspension waits, then finds it). */
export async function insertSuspension(
  tx: Tx,
  suspension: { userId: string; suspendedBy: string; reason: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(userSuspensions)
    .values({
      userId: suspension.userId,
      suspendedBy: suspension.suspendedBy,
      reason: suspension.reason,
      suspendedAt: suspension.at,
    })
    .onConflictDoNothing({ target: userSuspensions.userId })
    .returning({ userId: userSuspensions.userId });
  return rows.length > 0;
}

/** Lifts a suspension; returns what it was (undefined: the login was not suspended). */
export async function deleteSuspension(tx: Tx, userId: string): Promise<SuspensionRow | undefined> {
  const [row] = await tx.delete(userSuspensions).where(eq(userSuspensions.userId, userId)).returning();
  return row;
}

/** The first standing suspension among these logins (a person's own, or their company's). */
export async function findSuspension(db: DbOrTx, userIds: string[]): Promise<SuspensionRow | undefined> {
  if (userIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(userSuspensions)
    .where(inArray(userSuspensions.userId, userIds))
    .orderBy(userSuspensions.suspendedAt)
    .limit(1);
  return row;
}

/** Deletes every session of these people (better-auth's rows), in the caller's transaction. */
export async function deleteSessionsOfAll(db: DbOrTx, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db.delete(sessions).where(inArray(sessions.userId, userIds)).returning({ id: sessions.id });
  return rows.length;
}

/**
 * A deleted account (decision 0051): the users row stays (decision 0023) with a name that says so and
 * an address nobody can receive at, freeing the e-mail for a new signup; its credential, sessions and
 * reset tokens go.
 */
export async function eraseLogin(tx: Tx, userId: string, name: string): Promise<void> {
  await tx
    .update(users)
    .set({
      name,
      email: sql`'removido-' || ${users.id}::text || '@conta-excluida.invalid'`,
      emailVerified: false,
      image: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(verifications).where(eq(verifications.value, userId));
}
